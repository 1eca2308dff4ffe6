/**
 * Frames drawn on a canvas, converted to I420 (yuv.ts), piped raw to ffmpeg and encoded to
 * H.264/AAC MP4 with `+faststart` (STACK.md's measured recipe), with a JPEG cover taken from one
 * of the frames.
 */
import fs from 'node:fs/promises';
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ffmpegBinary, FfmpegError, H264_OUT } from './ffmpeg';
import { I420Converter } from './yuv';

type DrawFrame = (ctx: SKRSContext2D, t: number, frame: number) => void;

export type EncodeOptions = {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  draw: DrawFrame;
  /**
   * The sound track (silence is still a track: every video has AAC audio): a WAV file, or a
   * function that makes the WAV's bytes. The function runs once ffmpeg has been started and its
   * bytes go down a pipe of their own, so making the sound overlaps ffmpeg's start-up instead of
   * coming before it (ffmpeg reads it once the first frames are in).
   */
  audio: string | (() => Buffer);
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

/**
 * The watermark drawn once into a small canvas of its own, for the frame loop: a text with a
 * blurred shadow costs a glyph run and a blur on every frame, a copy of its few pixels does not.
 * Source-over is associative, so the frames are the same as drawing the text on each.
 */
export function watermarkSprite(width: number, height: number): { canvas: Canvas; x: number; y: number } {
  const size = Math.max(12, Math.round(Math.min(width, height) * 0.045));
  const probe = createCanvas(1, 1).getContext('2d');
  probe.font = `600 ${size}px sans-serif`;
  // The text's box, the shadow's reach (a blur of size/4 spreads about twice that) and a margin.
  const reach = Math.ceil(size / 2) + 2;
  const x = Math.max(0, Math.floor(width - size * 0.8 - probe.measureText('▶ Vidloom').width - reach));
  const y = Math.max(0, Math.floor(height - size * 0.6 - size * 1.4 - reach));
  const canvas = createCanvas(width - x, height - y);
  const ctx = canvas.getContext('2d');
  ctx.translate(-x, -y);
  drawWatermark(ctx, width, height);
  return { canvas, x, y };
}

/** Puts the watermark drawn by `watermarkSprite` on a frame, whatever state the frame's drawing left. */
export function stampWatermark(ctx: SKRSContext2D, mark: ReturnType<typeof watermarkSprite>): void {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.drawImage(mark.canvas, mark.x, mark.y);
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
 * The canvas hands out each frame's pixels in a new buffer (8 MB at 1080p), and the next frame
 * can reuse its memory only once it is freed; memory the allocator has to take fresh from the
 * system costs many times a copy on our machines, nearly all of it system time. Freeing takes
 * two steps: a collection finds the buffer unreachable (where the process runs with
 * --expose-gc, as render hosts do: render-pool.ts, a minor one after each frame), and then
 * Node runs the buffer's free callback on its event loop, not at once. So each frame also
 * lets the loop turn (`nextTurn`): without that, a clip drawn faster than ffmpeg read it freed
 * nothing until it waited, 8 MB of fresh memory a frame. Measured at 1080p: a loop that never
 * waits spent 26–28 ms of CPU a frame (18 of them in the kernel) without the turn, 11–14 ms with
 * it; through two render hosts side by side (forest and meadow, 5 rounds), a clip's median time
 * went from 2.24 s to 2.11 s.
 */
const collectFrame = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The last clip's canvas and I420 converter, for the next clip of the same size. Made new, their
 * 25 MB (at 1080p) are memory the process has not touched yet, and the first frames paid about
 * 20–30 ms for faulting it in. One set is kept (a render process makes one clip at a time), and
 * only after a clip whose frames have all been written.
 */
let kept: { canvas: Canvas; frames420: I420Converter } | undefined;

function surfaces(width: number, height: number): { canvas: Canvas; frames420: I420Converter } {
  const last = kept;
  kept = undefined;
  if (last?.canvas.width === width && last.canvas.height === height) {
    last.canvas.getContext('2d').reset(); // transparent pixels and a default state, as a new canvas
    return last;
  }
  // One output slot per frame that may be in flight: the AHEAD queued ones and the newest.
  return { canvas: createCanvas(width, height), frames420: new I420Converter(width, height, AHEAD + 1) };
}

/** Encodes the frames; resolves with the clip's length (whole frames at `fps`). */
export async function encodeFrames(options: EncodeOptions): Promise<{ duration: number }> {
  const { width, height, fps, seconds, draw } = options;
  const frames = Math.max(1, Math.round(seconds * fps));
  const coverFrame = Math.min(frames - 1, Math.round(frames / 3));
  const queued: Promise<void>[] = [];
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
    ...(typeof options.audio === 'string' ? ['-i', options.audio] : ['-f', 'wav', '-i', 'pipe:3']),
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
  // ffmpeg first: it starts up while the canvas, the converter and the first frame are made.
  // Standard input takes the frames; a fourth pipe, the sound when it was made in memory.
  const child = spawn(ffmpegBinary(), args, {
    stdio: ['pipe', 'ignore', 'pipe', typeof options.audio === 'string' ? 'ignore' : 'pipe'],
    signal: options.signal,
  }) as ChildProcessByStdio<Writable, null, Readable>;
  let canvas: Canvas;
  let frames420: I420Converter;
  try {
    ({ canvas, frames420 } = surfaces(width, height));
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const ctx = canvas.getContext('2d');
  const mark = options.watermark ? watermarkSprite(width, height) : null;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  // A write after ffmpeg died fails with EPIPE; the exit code below says why.
  child.stdin.on('error', () => {});
  if (typeof options.audio !== 'string') {
    const sound = child.stdio[3] as Writable;
    sound.on('error', () => {});
    try {
      sound.end(options.audio());
    } catch (error) {
      child.kill('SIGKILL');
      throw error;
    }
  }
  let cover: Promise<void> | undefined;
  try {
    for (let frame = 0; frame < frames; frame += 1) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('cancelled');
      const t = frame / fps;
      draw(ctx, t, frame);
      if (mark) stampWatermark(ctx, mark);
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
      await nextTurn();
      if (frame % 24 === 0) options.onProgress?.(frame / frames);
    }
    child.stdin.end();
  } catch (error) {
    child.kill('SIGKILL');
    await cover?.catch(() => {}); // the first error is the one to report
    throw error;
  }
  const [code] = await Promise.all([closed, cover]);
  kept = { canvas, frames420 }; // ffmpeg has read every frame: no write still holds a slot
  if (code !== 0)
    throw new FfmpegError(`ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
  options.onProgress?.(1);
  return { duration: frames / fps };
}
