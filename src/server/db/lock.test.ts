import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseLockedError, lockDataDir } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-lock-'));

describe('lockDataDir', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'vidloom.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'vidloom.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'vidloom.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that is gone, or junk', () => {
    for (const content of ['2147483646', 'not-a-pid', '']) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'vidloom.lock'), content);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'vidloom.lock'), 'utf8')).toBe(String(process.pid));
      release();
    }
  });

  it('does not remove a lock another process took after ours was released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'vidloom.lock'), '999999');
    release();
    expect(fs.readFileSync(path.join(dir, 'vidloom.lock'), 'utf8')).toBe('999999');
  });
});
