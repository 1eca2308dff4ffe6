/** Downloads a media URL of the server and reads it with ffprobe, as a player would see it. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Probe, probe } from '../../src/engine/ffmpeg';

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
