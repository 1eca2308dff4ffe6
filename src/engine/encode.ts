/**
 * Frames drawn on a canvas, converted to I420 (yuv.ts), piped raw to ffmpeg and encoded to
 * H.264/AAC MP4 with `+faststart` (STACK.md's measured recipe), with a JPEG cover taken from one
 * of the frames.
 */
import fs from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ffmpegBinary, FfmpegError, H264_OUT } from './ffmpeg';
import { I420Converter } from './yuv';

export type DrawFrame = (ctx: SKRSContext2D, t: number, frame: number) => void;

export type EncodeOptions = {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  draw: DrawFrame;
  /** A WAV file for the sound track (silence is still a track: every video has AAC audio). */
  audioFile: string;
  out: string;
  cover: string;
  watermark: boolean;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
};

/** The small "Vidloom" mark of free-plan videos, bottom end corner. */
export function drawWatermark(ctx: SKRSContext2D, width: number, height: number): void {
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.045));
  ctx.save();
  ctx.font = `600 ${size}px sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = size / 4;
  ctx.fillStyle = 'rgba(255,255,255,0.82)';
  ctx.fillText('▶ Vidloom', width - size * 0.8, height - size * 0.6);
  ctx.restore();
}

/** A transparent PNG of the watermark, for ffmpeg to overlay on videos it does not draw. */
export async function watermarkPng(file: string, width: number, height: number): Promise<void> {
  const canvas = createCanvas(width, height);
  drawWatermark(canvas.getContext('2d'), width, height);
  await fs.writeFile(file, canvas.toBuffer('image/png'));
}

/** Frames the drawing may run ahead of ffmpeg (each is width × height × 1.5 bytes in memory). */
const AHEAD = 2;

/**
 * The canvas hands out each frame's pixels in a new buffer (8 MB at 1080p). Where the process
 * runs with --expose-gc (render hosts do: render-pool.ts), a minor collection after each frame
 * frees that buffer while its pages are still mapped, so the next frame reuses them instead of
 * faulting in fresh ones: measured at 1080p, 20–65 % less system time in the render process.
 */
const collectFrame = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;

/** Encodes the frames; resolves with the clip's length (whole frames at `fps`). */
export async function encodeFrames(options: EncodeOptions): Promise<{ duration: number }> {
  const { width, height, fps, seconds, draw } = options;
  const frames = Math.max(1, Math.round(seconds * fps));
  const coverFrame = Math.min(frames - 1, Math.round(frames / 3));
  const queued: Promise<void>[] = [];
  // One output slot per frame that may be in flight: the AHEAD queued ones and the newest.
  const frames420 = new I420Converter(width, height, AHEAD + 1);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
    '-i',
    options.audioFile,
    '-map',
    '0:v',
    '-map',
    '1:a',
    ...H264_OUT,
    '-r',
    String(fps),
    '-t',
    seconds.toFixed(3),
    options.out,
  ];
  const child = spawn(ffmpegBinary(), args, { stdio: ['pipe', 'ignore', 'pipe'], signal: options.signal });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // A write after ffmpeg died fails with EPIPE; the exit code below says why.
  child.stdin.on('error', () => {});
  let cover: Promise<void> | undefined;
  try {
    for (let frame = 0; frame < frames; frame += 1) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('cancelled');
      const t = frame / fps;
      draw(ctx, t, frame);
      if (options.watermark) drawWatermark(ctx, width, height);
      // The canvas is copied now and encoded on libuv's thread pool while the frames go on.
      if (frame === coverFrame) {
        cover = canvas.encode('jpeg', 85).then((jpeg) => fs.writeFile(options.cover, jpeg));
        cover.catch(() => {}); // handled where it is awaited, below
      }
      // Draw the next frame while ffmpeg takes in this one: wait only for the oldest of the
      // frames queued beyond AHEAD, never for the whole queue to drain.
      queued.push(new Promise<void>((resolve) => child.stdin.write(frames420.convert(canvas.data()), () => resolve())));
      collectFrame?.({ type: 'minor' });
      if (queued.length > AHEAD) await Promise.race([queued.shift(), closed]);
      if (frame % 24 === 0) options.onProgress?.(frame / frames);
    }
    child.stdin.end();
  } catch (error) {
    child.kill('SIGKILL');
    await cover?.catch(() => {}); // the first error is the one to report
    throw error;
  }
  const [code] = await Promise.all([closed, cover]);
  if (code !== 0) throw new FfmpegError(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  options.onProgress?.(1);
  return { duration: frames / fps };
}
