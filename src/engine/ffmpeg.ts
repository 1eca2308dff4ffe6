/**
 * ffmpeg and ffprobe: `FFMPEG_PATH`/`FFPROBE_PATH`, else the binaries on PATH (Debian's have
 * more filters), else the ones shipped by npm (STACK.md). The engine uses ffmpeg to encode,
 * mux and scale; every picture it draws itself.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function onPath(name: string): string | null {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    return found || null;
  } catch {
    return null;
  }
}

function executable(file: string): string {
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    // npm may unpack the binary without its execute bit (STACK.md: @ffprobe-installer arrives 0744 or less).
    try {
      fs.chmodSync(file, 0o755);
    } catch {
      // Read-only install: the spawn below reports the real problem.
    }
  }
  return file;
}

let ffmpegPath: string | undefined;
let ffprobePath: string | undefined;

export function ffmpegBinary(): string {
  ffmpegPath ??= process.env.FFMPEG_PATH || onPath('ffmpeg') || executable((require('@ffmpeg-installer/ffmpeg') as { path: string }).path);
  return ffmpegPath;
}

export function ffprobeBinary(): string {
  ffprobePath ??= process.env.FFPROBE_PATH || onPath('ffprobe') || executable((require('@ffprobe-installer/ffprobe') as { path: string }).path);
  return ffprobePath;
}

export class FfmpegError extends Error {}

/** Runs a binary to completion; rejects with the tail of its stderr. `signal` kills it. */
export function run(binary: string, args: string[], options: { signal?: AbortSignal; input?: NodeJS.ReadableStream } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new FfmpegError(`${binary.split('/').pop()} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

export type Probe = { duration: number; width: number; height: number; videoCodec: string | null; audioCodec: string | null; formats: string };

/** What ffprobe reads of a media file; throws when it is not one. */
export async function probe(file: string): Promise<Probe> {
  const out = await run(ffprobeBinary(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  const data = JSON.parse(out) as { format?: { duration?: string; format_name?: string }; streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[] };
  const video = data.streams?.find((stream) => stream.codec_type === 'video');
  const audio = data.streams?.find((stream) => stream.codec_type === 'audio');
  const duration = Number(data.format?.duration ?? video?.duration ?? audio?.duration ?? 0);
  return {
    duration: Number.isFinite(duration) ? duration : 0,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    formats: data.format?.format_name ?? '',
  };
}

/** The H.264/AAC settings of every video we write (ARCHITECTURE.md). */
export const H264_OUT = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-ar', '44100', '-ac', '2', '-movflags', '+faststart'];
