/**
 * A small streaming tar (POSIX ustar, with pax headers for long names and large sizes): backups
 * and "download my data" archives are written and read entry by entry, so no archive is ever
 * held in memory. Every entry's SHA-256 is computed as it passes, for the manifest and its check.
 * Only regular files are written; a reader meets nothing else in our archives and refuses it.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;
/** The largest size the ustar header's 11 octal digits hold; a pax `size` carries larger ones. */
const USTAR_MAX_SIZE = 0o77777777777;

export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** One pax record: "<length> key=value\n", where the length counts the whole record itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) > length) length += 1;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export type WrittenEntry = { name: string; size: number; sha256: string };

/** Writes entries to `out`, waiting for it to drain: a slow disk or socket slows the writer, not memory. */
export class TarWriter {
  readonly entries: WrittenEntry[] = [];

  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (this.out.destroyed) throw new TarError('the archive stream was closed');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** An entry of `size` bytes read from `body`; fails when the body is not exactly that long. */
  async add(
    name: string,
    size: number,
    body: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer>,
  ): Promise<WrittenEntry> {
    const mtime = Date.now();
    const ascii = /^[\x20-\x7e]*$/.test(name);
    if (!ascii || Buffer.byteLength(name) > 100 || size > USTAR_MAX_SIZE) {
      const pax = Buffer.from(paxRecord('path', name) + paxRecord('size', String(size)));
      await this.write(header('PaxHeader', pax.length, 'x', mtime));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    const shortName = ascii ? name.slice(0, 100) : 'entry';
    await this.write(header(shortName, size > USTAR_MAX_SIZE ? 0 : size, '0', mtime));
    const hash = createHash('sha256');
    let written = 0;
    for await (const part of body) {
      const chunk =
        typeof part === 'string' ? Buffer.from(part) : Buffer.from(part.buffer, part.byteOffset, part.length);
      written += chunk.length;
      if (written > size) throw new TarError(`${name} grew while it was archived`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new TarError(`${name} shrank while it was archived`);
    await this.write(padding(size));
    const entry = { name, size, sha256: hash.digest('hex') };
    this.entries.push(entry);
    return entry;
  }

  addBuffer(name: string, data: Buffer): Promise<WrittenEntry> {
    return this.add(name, data.length, [data]);
  }

  /** The two zero blocks that end an archive; the stream is ended and flushed. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(2 * BLOCK));
    this.out.end();
    if (!this.out.writableFinished) await once(this.out, 'finish');
  }
}

/** Reads exact byte counts from a stream's chunks, pulling only as many as it needs. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;
  private done = false;

  constructor(stream: AsyncIterable<Buffer>) {
    this.source = stream[Symbol.asyncIterator]();
  }

  private async pull(): Promise<boolean> {
    if (this.done) return false;
    const next = await this.source.next();
    if (next.done) {
      this.done = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    this.buffered.push(chunk);
    this.length += chunk.length;
    return true;
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0]! : Buffer.concat(this.buffered);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.buffered = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  /** Exactly `n` bytes, or null at a clean end of the stream; a cut-off stream is an error. */
  async exact(n: number): Promise<Buffer | null> {
    while (this.length < n) if (!(await this.pull())) break;
    if (this.length === 0 && n > 0) return null;
    if (this.length < n) throw new TarError('the archive ends in the middle of an entry (cut off?)');
    return this.take(n);
  }

  /** Up to `max` bytes (at least one), for streaming a body. */
  async some(max: number): Promise<Buffer> {
    if (this.length === 0 && !(await this.pull()))
      throw new TarError('the archive ends in the middle of an entry (cut off?)');
    return this.take(Math.min(max, this.length));
  }
}

function readOctal(block: Buffer, offset: number, width: number): number {
  const text = block
    .toString('ascii', offset, offset + width)
    .replace(/[\0 ]+$/g, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('a damaged entry header (not a number where one belongs)');
  return text === '' ? 0 : Number.parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === stored;
}

function parsePax(data: Buffer): Record<string, string> {
  const records: Record<string, string> = {};
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number.parseInt(data.toString('ascii', at, space), 10);
    if (space < 0 || !Number.isInteger(length) || length <= 0 || at + length > data.length)
      throw new TarError('a damaged extended header');
    const record = data.toString('utf8', space + 1, at + length - 1);
    const eq = record.indexOf('=');
    records[record.slice(0, eq)] = record.slice(eq + 1);
    at += length;
  }
  return records;
}

export type TarEntry = { name: string; size: number };

/**
 * Calls `onEntry` for every file of the archive, in order, with its body as a stream of chunks
 * (read it or not: what is left is skipped). Resolves with each entry's SHA-256, computed over
 * the bytes read from the archive whether the callback reads the body or not.
 */
export async function readTar(
  stream: Readable | AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<WrittenEntry[]> {
  const reader = new ByteReader(stream as AsyncIterable<Buffer>);
  const seen: WrittenEntry[] = [];
  let pax: Record<string, string> = {};
  for (;;) {
    const block = await reader.exact(BLOCK);
    if (!block) throw new TarError('the archive has no end marker (cut off?)');
    if (block.every((byte) => byte === 0)) return seen;
    if (!checksumOk(block)) throw new TarError('a damaged entry header (checksum mismatch)');
    const type = String.fromCharCode(block[156]!);
    const headerSize = readOctal(block, 124, 12);
    if (type === 'x') {
      const data = await reader.exact(headerSize + padding(headerSize).length);
      if (!data) throw new TarError('the archive ends in an extended header');
      pax = parsePax(data.subarray(0, headerSize));
      continue;
    }
    if (type !== '0' && type !== '\0') throw new TarError(`an entry of a kind this archive never holds (${type})`);
    const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const shortName = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const name = pax.path ?? (prefix ? `${prefix}/${shortName}` : shortName);
    const size = pax.size !== undefined ? Number(pax.size) : headerSize;
    pax = {};
    if (!Number.isSafeInteger(size) || size < 0) throw new TarError('a damaged entry size');
    const hash = createHash('sha256');
    let left = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const chunk = await reader.some(Math.min(left, 1 << 20));
        left -= chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    }
    await onEntry({ name, size }, body());
    // Whatever the callback left unread.
    for await (const _ of body());
    await reader.exact(padding(size).length);
    seen.push({ name, size, sha256: hash.digest('hex') });
  }
}
