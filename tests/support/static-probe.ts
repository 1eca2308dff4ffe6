/**
 * ffprobe for what a test reads back (a file the engine wrote, a fixture it made), on the static
 * npm build. The engine reads user media with the maintained build (src/engine/ffmpeg.ts), which
 * links a hundred shared libraries and takes about 0.2 CPU-s to start, most of a small probe;
 * the static one starts at once. Both report the same streams, frame and lengths, and this reads
 * them by the engine's rule: the picture's length, else the sound's, else the container's.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { Probe } from '@/engine/ffmpeg';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

let binary: string | undefined;

/** The static ffprobe; npm may unpack it without its execute bit. */
export function staticFfprobe(): string {
  if (binary) return binary;
  const file = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    fs.chmodSync(file, 0o755);
  }
  binary = file;
  return file;
}

type Streams = {
  format?: { duration?: string; format_name?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
};

/** What ffprobe reads of a media file, in the engine's `Probe` shape; throws when it is not one. */
export async function probe(file: string): Promise<Probe> {
  const { stdout } = await execFileAsync(staticFfprobe(), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const data = JSON.parse(stdout) as Streams;
  const video = data.streams?.find((stream) => stream.codec_type === 'video');
  const audio = data.streams?.find((stream) => stream.codec_type === 'audio');
  const lengths = [video?.duration, video ? undefined : audio?.duration, data.format?.duration]
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
  return {
    duration: lengths[0] ?? 0,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    formats: data.format?.format_name ?? '',
  };
}
