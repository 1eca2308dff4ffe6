/**
 * The shape (width / height) of an MP4's picture, read from its track header in a few small
 * reads: ffprobe would cost a process start per shot, up to a second on a busy machine, before
 * the assembly's one ffmpeg run could begin.
 */
import fs from 'node:fs/promises';

type Box = { type: string; start: number; body: number; end: number };

function* boxes(data: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    let body = at + 8;
    if (size === 1 && at + 16 <= to) {
      size = Number(data.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < 8) return;
    yield { type: data.toString('latin1', at + 4, at + 8), start: at, body, end: Math.min(to, at + size) };
    at += size;
  }
}

/** The width / height of the first track with a picture, turned as players show it; null when unreadable. */
export async function mp4Shape(file: string): Promise<number | null> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    // The top-level boxes, header by header, up to the movie box (at the start or the end).
    while (at + 8 <= size) {
      await handle.read(header, 0, 16, at);
      let length = header.readUInt32BE(0);
      let body = at + 8;
      if (length === 1) {
        length = Number(header.readBigUInt64BE(8));
        body = at + 16;
      } else if (length === 0) length = size - at;
      if (length < 8) return null;
      if (header.toString('latin1', 4, 8) === 'moov') {
        const moov = Buffer.alloc(Math.min(length, size - at) - (body - at));
        await handle.read(moov, 0, moov.length, body);
        return trackShape(moov);
      }
      at += length;
    }
    return null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

function trackShape(moov: Buffer): number | null {
  for (const trak of boxes(moov, 0, moov.length)) {
    if (trak.type !== 'trak') continue;
    for (const tkhd of boxes(moov, trak.body, trak.end)) {
      if (tkhd.type !== 'tkhd' || tkhd.end - tkhd.body < 84) continue;
      // Width and height (16.16) end the box, after the 3×3 matrix.
      const width = moov.readUInt32BE(tkhd.end - 8) / 65536;
      const height = moov.readUInt32BE(tkhd.end - 4) / 65536;
      if (width <= 0 || height <= 0) continue;
      // A matrix whose first entry is 0 turns the picture a quarter: it plays on its side.
      const turned = moov.readInt32BE(tkhd.end - 44) === 0;
      return turned ? height / width : width / height;
    }
  }
  return null;
}
