/** Downloads a media URL of the server and reads it with ffprobe, as a player would see it. */
import { createCanvas } from '@napi-rs/canvas';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Probe, probe } from '@/engine/ffmpeg';

/** A plain 320×180 PNG of one colour, for upload tests. */
export function solidPng(color: string, width = 320, height = 180): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A PNG of one colour with a yellow rectangle in its middle: a picture whose shape and framing show. */
export function framedPng(width: number, height: number, color = '#3366ff'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffcc00';
  ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
  return canvas.toBuffer('image/png');
}

/** A textured, photo-like picture with a bright red-orange detail at (dx, dy) (fractions). */
export function photoPng(width: number, height: number, dx = 0.5, dy = 0.5): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#5a7fa0');
  sky.addColorStop(1, '#a0a8a0');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  // Fine stripes: detail a blur removes.
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  for (let x = 0; x < width; x += 6) ctx.fillRect(x, 0, 3, height);
  ctx.fillStyle = '#ff3000';
  ctx.beginPath();
  ctx.arc(width * dx, height * dy, Math.min(width, height) / 14, 0, Math.PI * 2);
  ctx.fill();
  return canvas.toBuffer('image/png');
}

export async function probeUrl(url: string): Promise<Probe & { bytes: number; contentType: string | null }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  const data = Buffer.from(await res.arrayBuffer());
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-probe-'));
  const file = path.join(dir, 'media');
  await fs.writeFile(file, data);
  try {
    return { ...(await probe(file)), bytes: data.length, contentType: res.headers.get('content-type') };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * A crafted "MP3" (issue 13, item 8): an ID3 tag whose footer flag makes ffmpeg skip ten bytes
 * more than our type check (file-type) does, and there an MPEG audio frame header, so the check
 * calls it audio/mpeg while ffmpeg, probing by content, finds an HLS playlist naming `target`,
 * a local file (Debian's ffprobe 5.1 then reads it).
 */
export function craftedHlsMp3(target: string): Buffer {
  const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:37\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:37.0,\nfile://${target}\n#EXT-X-ENDLIST\n`;
  return Buffer.concat([
    Buffer.from('ID3\x04\x00\x10\x00\x00\x00\x00', 'latin1'),
    Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0]),
    Buffer.from(playlist),
  ]);
}
