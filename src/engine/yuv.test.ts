import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeFrames } from './encode';
import { SAMPLE_RATE, wav } from './audio';
import { ffmpegBinary, probe } from './ffmpeg';
import { rng } from './random';
import { drawFrame, prepare } from './animatic/draw';
import { stage } from './animatic/stage';
import { I420Converter } from './yuv';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-yuv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The formulas of wasm/i420.c, one pixel at a time. */
function reference(rgba: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array((width * height * 3) / 2);
  const u = width * height;
  const v = u + (width / 2) * (height / 2);
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 4;
        out[(y + dy) * width + x + dx] = (66 * rgba[i]! + 129 * rgba[i + 1]! + 25 * rgba[i + 2]! + 4224) >> 8;
        r += rgba[i]!;
        g += rgba[i + 1]!;
        b += rgba[i + 2]!;
      }
      const c = (y / 2) * (width / 2) + x / 2;
      out[u + c] = (-38 * r - 74 * g + 112 * b + 131584) >> 10;
      out[v + c] = (112 * r - 94 * g - 18 * b + 131584) >> 10;
    }
  }
  return out;
}

function noise(width: number, height: number, seed: number): Uint8Array {
  const random = rng(seed);
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = i % 4 === 3 ? 255 : Math.floor(random.next() * 256);
  return pixels;
}

function scenePixels(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  // A calm sunset over the sea with a bird.
  const plan = {
    subjects: [{ emoji: '🐦', label: 'bird', motion: 'fly' as const }],
    setting: 'sea' as const,
    timeOfDay: 'sunset' as const,
    weather: 'clear' as const,
    camera: 'static' as const,
  };
  drawFrame(canvas.getContext('2d'), prepare(stage(plan, 3, width, height, 5)), 1.5);
  return new Uint8Array(canvas.data());
}

describe('I420Converter', () => {
  // 1920 and 640 are whole SIMD blocks of 16; 360, 1080 and 18 end in the scalar tail.
  it.each([
    [1920, 1080],
    [640, 360],
    [360, 640],
    [1080, 1920],
    [18, 6],
    [2, 2],
  ])('matches the scalar formulas bit for bit at %ix%i', (width, height) => {
    const pixels = noise(width, height, width * 7 + height);
    const converter = new I420Converter(width, height, 1);
    expect(Buffer.compare(converter.convert(pixels), Buffer.from(reference(pixels, width, height)))).toBe(0);
  });

  it("agrees with ffmpeg's own RGBA conversion on a drawn frame", () => {
    const [width, height] = [640, 360];
    const pixels = scenePixels(width, height);
    const input = path.join(dir, 'frame.rgba');
    fs.writeFileSync(input, pixels);
    const theirs = execFileSync(ffmpegBinary(), [
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${width}x${height}`,
      '-i',
      input,
      '-pix_fmt',
      'yuv420p',
      '-f',
      'rawvideo',
      'pipe:1',
    ]);
    const ours = new I420Converter(width, height, 1).convert(pixels);
    expect(ours.length).toBe(theirs.length);
    const luma = width * height;
    let worstLuma = 0;
    let chromaError = 0;
    for (let i = 0; i < luma; i += 1) worstLuma = Math.max(worstLuma, Math.abs(ours[i]! - theirs[i]!));
    for (let i = luma; i < ours.length; i += 1) chromaError += (ours[i]! - theirs[i]!) ** 2;
    const chromaPsnr = 10 * Math.log10((255 * 255) / (chromaError / (ours.length - luma)));
    // Same luma to rounding; chroma differs only where swscale samples at the left pixel and we
    // take the block's centre.
    expect(worstLuma).toBeLessThanOrEqual(1);
    expect(chromaPsnr).toBeGreaterThan(40);
  });

  it('keeps a frame intact until as many frames as it has slots have followed', () => {
    const converter = new I420Converter(32, 4, 3);
    const frames = [0, 1, 2, 3].map((seed) => noise(32, 4, seed));
    const first = converter.convert(frames[0]!);
    const copy = Buffer.from(first);
    converter.convert(frames[1]!);
    converter.convert(frames[2]!);
    expect(Buffer.compare(first, copy)).toBe(0);
    const fourth = converter.convert(frames[3]!);
    expect(fourth.byteOffset).toBe(first.byteOffset);
    expect(Buffer.compare(fourth, Buffer.from(reference(frames[3]!, 32, 4)))).toBe(0);
  });

  it('refuses odd sizes and frames of the wrong size', () => {
    expect(() => new I420Converter(641, 360, 1)).toThrow(/even/);
    expect(() => new I420Converter(640, 360, 1).convert(new Uint8Array(10))).toThrow(/640x360/);
  });
});

/** The first frame of a video, decoded to RGB: the colour [r, g, b] at a pixel. */
function firstFrame(file: string, width: number): (x: number, y: number) => number[] {
  const rgb = execFileSync(ffmpegBinary(), [
    '-loglevel',
    'error',
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  return (x, y) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
}

describe('encodeFrames', () => {
  it('encodes the colours it was given (planes in the order ffmpeg reads them)', async () => {
    const [width, height] = [96, 64];
    const audioFile = path.join(dir, 'silence.wav');
    execFileSync(ffmpegBinary(), [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=44100:cl=mono',
      '-t',
      '1',
      audioFile,
    ]);
    const out = path.join(dir, 'colours.mp4');
    // Left half red, right half blue: a swapped U and V plane would turn them into each other.
    await encodeFrames({
      width,
      height,
      fps: 12,
      seconds: 1,
      audio: audioFile,
      out,
      cover: path.join(dir, 'colours.jpg'),
      watermark: false,
      draw: (ctx) => {
        ctx.fillStyle = '#ff0000';
        ctx.fillRect(0, 0, width / 2, height);
        ctx.fillStyle = '#0000ff';
        ctx.fillRect(width / 2, 0, width / 2, height);
      },
    });
    const at = firstFrame(out, width);
    const [red, blue] = [at(16, 32), at(80, 32)];
    expect(red[0]).toBeGreaterThan(230);
    expect(Math.max(red[1]!, red[2]!)).toBeLessThan(30);
    expect(blue[2]).toBeGreaterThan(230);
    expect(Math.max(blue[0]!, blue[1]!)).toBeLessThan(30);
  });

  it('takes a sound made in memory down a pipe of its own, beside the frames', async () => {
    const seconds = 1;
    const tone = new Float32Array(SAMPLE_RATE * seconds).map(
      (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE),
    );
    let made = 0;
    const out = path.join(dir, 'tone.mp4');
    const result = await encodeFrames({
      width: 64,
      height: 64,
      fps: 12,
      seconds,
      audio: () => {
        made += 1;
        return wav(tone, seconds);
      },
      out,
      cover: path.join(dir, 'tone.jpg'),
      watermark: false,
      draw: (ctx) => ctx.fillRect(0, 0, 64, 64),
    });
    expect(made).toBe(1);
    expect(result.duration).toBe(1);
    const info = await probe(out);
    expect(info.audioCodec).toBe('aac');
    // The tone itself, not silence (which reads about -91 dB).
    const report = spawnSync(ffmpegBinary(), ['-i', out, '-af', 'volumedetect', '-f', 'null', '-'], {
      encoding: 'utf8',
    }).stderr;
    const peak = Number(/max_volume: (-?[\d.]+) dB/.exec(report)?.[1]);
    expect(peak).toBeGreaterThan(-20);
  });

  it("starts every clip on a clear canvas, though it reuses the last clip's canvas", async () => {
    const [width, height] = [48, 32];
    const clip = async (name: string, draw: (ctx: SKRSContext2D) => void) => {
      const out = path.join(dir, `${name}.mp4`);
      await encodeFrames({
        width,
        height,
        fps: 12,
        seconds: 0.5,
        audio: () => wav(null, 0.5),
        out,
        cover: path.join(dir, `${name}.jpg`),
        watermark: false,
        draw,
      });
      return firstFrame(out, width);
    };
    const first = await clip('red', (ctx) => {
      ctx.fillStyle = '#ff0000';
      ctx.translate(width / 2, 0); // state a fresh canvas would not have
      ctx.fillRect(-width / 2, 0, width, height);
    });
    expect(first(8, 16)[0]).toBeGreaterThan(230);
    // The same size again, drawing only the right half: the left half is a new canvas's (black
    // once encoded), and the translation is gone.
    const second = await clip('half', (ctx) => {
      ctx.fillStyle = '#0000ff';
      ctx.fillRect(width / 2, 0, width / 2, height);
    });
    expect(Math.max(...second(8, 16))).toBeLessThan(30);
    expect(second(40, 16)[2]).toBeGreaterThan(230);
  });
});
