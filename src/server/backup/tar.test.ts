import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { entriesMismatch, type Manifest, migrationMismatch } from './manifest';
import { readTar, TarError, TarWriter } from './tar';

async function archive(entries: [string, Buffer][], chunk = 7): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  const tar = new TarWriter(out);
  for (const [name, data] of entries) {
    // Bodies arrive in small pieces, as from a socket.
    const pieces = [];
    for (let at = 0; at < data.length; at += chunk) pieces.push(data.subarray(at, at + chunk));
    await tar.add(name, data.length, Readable.from(pieces));
  }
  await tar.finish();
  return Buffer.concat(parts);
}

async function unpack(data: Buffer, chunk = 100) {
  const pieces = [];
  for (let at = 0; at < data.length; at += chunk) pieces.push(data.subarray(at, at + chunk));
  const files: Record<string, Buffer> = {};
  const sums = await readTar(Readable.from(pieces), async (entry, body) => {
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part);
    files[entry.name] = Buffer.concat(parts);
  });
  return { files, sums };
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const longName = `media/videos/${'a'.repeat(64)}/${'b'.repeat(60)}.mp4`;
const sample: [string, Buffer][] = [
  ['db/users.jsonl', Buffer.from('{"id":"usr_1"}\n{"id":"usr_2"}\n')],
  ['empty', Buffer.alloc(0)],
  ['exactly-one-block', Buffer.alloc(512, 1)],
  [longName, Buffer.from('a long name goes in a pax header')],
  ['média/ünïcode.txt', Buffer.from('naïve')],
];

describe('tar', () => {
  it('reads back what it wrote, names, bytes and checksums, whatever the chunking', async () => {
    const data = await archive(sample);
    for (const chunk of [1, 511, 4096]) {
      const { files, sums } = await unpack(data, chunk);
      expect(Object.keys(files)).toEqual(sample.map(([name]) => name));
      for (const [name, body] of sample) expect(files[name]).toEqual(body);
      expect(sums).toEqual(sample.map(([name, body]) => ({ name, size: body.length, sha256: sha(body) })));
    }
  });

  it('writes archives the system tar reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-tar-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.tar'), await archive(sample));
      const listed = execFileSync('tar', ['-tf', path.join(dir, 'a.tar')], { encoding: 'utf8' })
        .trim()
        .split('\n');
      expect(listed).toEqual(sample.map(([name]) => name));
      execFileSync('tar', ['-xf', 'a.tar', longName], { cwd: dir });
      expect(fs.readFileSync(path.join(dir, longName), 'utf8')).toBe('a long name goes in a pax header');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a body that is not the announced size', async () => {
    const tar = new TarWriter(new PassThrough().resume());
    await expect(tar.add('short', 10, [Buffer.from('abc')])).rejects.toThrow(/shrank/);
    await expect(tar.add('long', 2, [Buffer.from('abc')])).rejects.toThrow(/grew/);
  });

  it('refuses a damaged header, a cut-off archive and one without its end', async () => {
    const data = await archive(sample);
    const damaged = Buffer.from(data);
    damaged[10] = damaged[10]! ^ 0xff;
    await expect(unpack(damaged)).rejects.toThrow(/checksum/);
    await expect(unpack(data.subarray(0, 600))).rejects.toThrow(TarError);
    await expect(unpack(data.subarray(0, data.length - 1024))).rejects.toThrow(/end marker/);
  });

  it('tells a damaged body by its checksum', async () => {
    const data = await archive(sample);
    const damaged = Buffer.from(data);
    damaged[512 + 3] = damaged[512 + 3]! ^ 0xff;
    const { sums } = await unpack(damaged);
    const manifest = {
      entries: sample.map(([name, body]) => ({ name, size: body.length, sha256: sha(body) })),
    } as Manifest;
    expect(entriesMismatch(manifest, (await unpack(data)).sums)).toBeNull();
    expect(entriesMismatch(manifest, sums)).toMatch(/db\/users\.jsonl does not match its checksum/);
    expect(entriesMismatch(manifest, sums.slice(1))).toMatch(/missing/);
    expect(entriesMismatch({ ...manifest, entries: manifest.entries.slice(1) }, (await unpack(data)).sums)).toMatch(
      /not in the manifest/,
    );
  });
});

describe('migrationMismatch', () => {
  const local = ['h1', 'h2', 'h3'];
  const of = (...hashes: string[]) => hashes.map((hash, i) => ({ hash, createdAt: i }));
  it.each([
    [of('h1', 'h2', 'h3'), null],
    [of('h1'), null],
    [of(), null],
    [of('h1', 'h2', 'h3', 'h4'), /newer version/],
    [of('h1', 'x2'), /migration 2 .* another schema/],
  ])('%j', (archived, expected) => {
    const answer = migrationMismatch(archived, local);
    if (expected === null) expect(answer).toBeNull();
    else expect(answer).toMatch(expected);
  });
});
