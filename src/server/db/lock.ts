/**
 * PGlite allows one process per data folder (two lose rows silently, STACK.md), so the
 * embedded database takes an exclusive lock: a file holding the owner's pid, created
 * atomically. A second process is refused with a clear message while that pid lives; a lock
 * left by a process that died is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by process ${ownerPid}. ` +
        'Only one process may open it: stop that process, or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir` for this process and returns a function that releases it. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'vidloom.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
        throw new DatabaseLockedError(dir, owner);
      // A stale lock (its process is gone, or it is our own from an earlier open): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
