import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpegBinary, probe, run } from '../ffmpeg';
import { assembleStory } from './assemble';
import { narrateShots } from './narrate';
import { storyLength } from './timeline';

const execFileAsync = promisify(execFile);
const W = 320;
const H = 180;
const FPS = 24;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'story-assemble-'));
});

/** A shot of one colour (or of a filter graph's picture), with a tone of its own on its track. */
async function shot(name: string, picture: string, seconds: number, size = `${W}x${H}`): Promise<string> {
  const file = path.join(dir, `${name}.mp4`);
  const source = picture.includes('=') ? picture : `color=c=${picture}:s=${size}:r=${FPS}:d=${seconds}`;
  await run(ffmpegBinary(), [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    source,
    '-f',
    'lavfi',
    '-i',
    `sine=f=300:d=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-t',
    String(seconds),
    file,
  ]);
  return file;
}

async function tone(name: string, frequency: number, seconds: number): Promise<string> {
  const file = path.join(dir, `${name}.wav`);
  await run(ffmpegBinary(), [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=f=${frequency}:d=${seconds}`,
    file,
  ]);
  return file;
}

/** Every frame of a video, shrunk to 32×18 RGB: a frame's pixel (x, y) is at [(y × 32 + x) × 3]. */
async function frames(file: string): Promise<Buffer[]> {
  const { stdout } = await execFileAsync(
    ffmpegBinary(),
    ['-loglevel', 'error', '-i', file, '-vf', 'scale=32:18', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  const size = 32 * 18 * 3;
  return Array.from({ length: stdout.length / size }, (_, n) => stdout.subarray(n * size, (n + 1) * size));
}

const pixel = (frame: Buffer | undefined, x: number, y: number) => {
  const at = (y * 32 + x) * 3;
  return [frame?.[at] ?? -1, frame?.[at + 1] ?? -1, frame?.[at + 2] ?? -1];
};
const centre = (frame: Buffer | undefined) => pixel(frame, 16, 9);

/** The sound of a video as mono samples at 44.1 kHz. */
async function samples(file: string): Promise<Float32Array> {
  const { stdout } = await execFileAsync(
    ffmpegBinary(),
    ['-loglevel', 'error', '-i', file, '-map', '0:a', '-ac', '1', '-ar', '44100', '-f', 'f32le', '-'],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
  );
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}

const slice = (pcm: Float32Array, from: number, to: number) =>
  pcm.subarray(Math.round(from * 44100), Math.round(to * 44100));

function rms(pcm: Float32Array): number {
  let sum = 0;
  for (const value of pcm) sum += value * value;
  return Math.sqrt(sum / Math.max(1, pcm.length));
}

/** The amplitude of one frequency in the samples (Goertzel). */
function level(pcm: Float32Array, frequency: number): number {
  const k = (2 * Math.PI * frequency) / 44100;
  const coefficient = 2 * Math.cos(k);
  let s1 = 0;
  let s2 = 0;
  for (const value of pcm) {
    const s0 = value + coefficient * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  return (2 * Math.sqrt(Math.max(0, s1 * s1 + s2 * s2 - coefficient * s1 * s2))) / pcm.length;
}

// Real ffmpeg runs, several per case, on a machine the other tests share.
describe('assembling a story', { timeout: 60_000 }, () => {
  it('joins shots by a hard cut at the shot’s first frame and by a half-second blend for a crossfade', async () => {
    const shots = [
      { file: await shot('red', 'red', 2), duration: 2, transition: 'cut' as const },
      { file: await shot('green', 'lime', 2), duration: 2, transition: 'cut' as const },
      { file: await shot('blue', 'blue', 2), duration: 2, transition: 'crossfade' as const },
    ];
    const out = path.join(dir, 'joined.mp4');
    const cover = path.join(dir, 'joined.jpg');
    const { duration } = await assembleStory({ shots, width: W, height: H, fps: FPS, out, cover });
    // 2 + 2 + 2 s, the last starting half a second early.
    expect(storyLength(shots)).toBe(5.5);
    expect(duration).toBe(5.5);
    const info = await probe(out);
    expect(info).toMatchObject({ width: W, height: H, videoCodec: 'h264', audioCodec: 'aac' });
    expect(info.duration).toBeCloseTo(5.5, 2);
    const video = await frames(out);
    expect(video).toHaveLength(5.5 * FPS);
    const [r, g, b] = [0, 1, 2];
    // The cut: the last red frame is frame 47 (t < 2 s), the first green one frame 48.
    expect(centre(video[47])[r]).toBeGreaterThan(230);
    expect(centre(video[48])[r]).toBeLessThan(10);
    expect(centre(video[48])[g]).toBeGreaterThan(230);
    // The crossfade: blue starts at 3.5 s (frame 84) at nothing, is half in at 3.75 s (frame 90),
    // nearly all in at frame 95 and alone from 4 s (frame 96), when green would have ended.
    expect(centre(video[83])[b]).toBeLessThan(10);
    expect(centre(video[84])[b]).toBeLessThan(10);
    expect(centre(video[87])[b]).toBeGreaterThan(50);
    expect(centre(video[87])[b]).toBeLessThan(80);
    expect(centre(video[90])[b]).toBeGreaterThan(115);
    expect(centre(video[90])[b]).toBeLessThan(140);
    expect(centre(video[90])[g]).toBeGreaterThan(115);
    expect(centre(video[90])[g]).toBeLessThan(140);
    expect(centre(video[96])[b]).toBeGreaterThan(240);
    expect(centre(video[96])[g]).toBeLessThan(10);
    // Each blended frame is more blue than the one before.
    for (let n = 85; n <= 96; n += 1) expect(centre(video[n])[b]).toBeGreaterThan(centre(video[n - 1])[b]!);
    // The cover is the frame a third in (frame 44 of 132: red).
    const still = await frames(cover);
    expect(centre(still[0])[r]).toBeGreaterThan(230);
    expect(centre(still[0])[g]).toBeLessThan(20);
  });

  it('brings shots of another size, rate, shape and length to the story’s', async () => {
    // Nearly the story's shape (and 30 fps): filled edge to edge, no bars.
    const wide = await shot('wide', `color=c=red:s=352x180:r=30:d=2`, 2);
    // Portrait, thirds red, lime and blue top to bottom: a crop would keep only the lime band.
    const tall = await shot(
      'tall',
      `color=c=red:s=180x106:r=${FPS}:d=2[a];color=c=lime:s=180x108:r=${FPS}:d=2[b];` +
        `color=c=blue:s=180x106:r=${FPS}:d=2[c];[a][b][c]vstack=inputs=3`,
      2,
    );
    // A clip a second and a half shorter than its slot in the story.
    const short = await shot('short', 'blue', 0.5);
    const out = path.join(dir, 'shapes.mp4');
    await assembleStory({
      shots: [
        { file: wide, duration: 2, transition: 'cut', width: 352, height: 180 },
        { file: tall, duration: 2, transition: 'cut', width: 180, height: 320 },
        { file: short, duration: 2, transition: 'cut', width: W, height: H },
      ],
      width: W,
      height: H,
      fps: FPS,
      out,
      cover: path.join(dir, 'shapes.jpg'),
    });
    const video = await frames(out);
    expect(video).toHaveLength(6 * FPS);
    for (const corner of [pixel(video[10], 0, 0), pixel(video[10], 31, 17)]) expect(corner[0]).toBeGreaterThan(200);
    // The portrait shot whole in the middle (red at its top, blue at its bottom) ...
    expect(pixel(video[60], 16, 1)[0]).toBeGreaterThan(200);
    expect(pixel(video[60], 16, 16)[2]).toBeGreaterThan(200);
    // ... over a blurred copy of itself filling the sides, never black bars.
    const side = pixel(video[60], 2, 9);
    expect(Math.max(...side)).toBeGreaterThan(100);
    // The short clip holds its last frame to the end of its slot.
    expect(centre(video[6 * FPS - 1])[2]).toBeGreaterThan(230);
    expect((await probe(out)).duration).toBeCloseTo(6, 2);
  });

  it('puts the narration at its start and ducks the music under it, fading the music out at the end', async () => {
    const shots = [
      { file: await shot('a', 'gray', 3), duration: 3, transition: 'cut' as const },
      { file: await shot('b', 'white', 4), duration: 4, transition: 'crossfade' as const },
    ];
    const out = path.join(dir, 'mixed.mp4');
    const voice = await tone('voice', 2000, 1.2);
    const music = await tone('music', 440, 10);
    await assembleStory({
      shots,
      width: W,
      height: H,
      fps: FPS,
      narration: [{ file: voice, start: 3 }],
      music,
      out,
      cover: path.join(dir, 'mixed.jpg'),
    });
    const pcm = await samples(out);
    expect(pcm.length / 44100).toBeCloseTo(6.5, 1);
    // The voice is heard from its start, not before.
    const before = level(slice(pcm, 2.3, 2.9), 2000);
    const during = level(slice(pcm, 3.1, 4.1), 2000);
    // lavfi's sine has an amplitude of 1/8, the narration is mixed at 0.9 of it.
    expect(during).toBeGreaterThan(0.09);
    expect(before).toBeLessThan(during / 20);
    // The shots' own 300 Hz tones are left out.
    expect(level(slice(pcm, 0.5, 2.5), 300)).toBeLessThan(0.01);
    // The music: steady before the voice, lowered under it, back after it (the fade-out starts at
    // 5 s), nearly gone at the very end.
    const musicAlone = level(slice(pcm, 1, 2.5), 440);
    const musicUnder = level(slice(pcm, 3.3, 4.1), 440);
    const musicAfter = level(slice(pcm, 4.6, 5), 440);
    expect(musicAlone).toBeGreaterThan(0.03);
    expect(musicUnder).toBeLessThan(musicAlone / 2);
    expect(level(slice(pcm, 6.35, 6.5), 440)).toBeLessThan(musicAlone / 4);
    expect(musicAfter).toBeGreaterThan(musicUnder);
  });

  it('reads a shot’s narration from its start, and keeps a silent track without narration or music', async () => {
    const shots = [
      { file: await shot('c', 'navy', 3), duration: 3, transition: 'cut' as const },
      { file: await shot('d', 'teal', 3), duration: 3, transition: 'cut' as const },
    ];
    const narration = await narrateShots(
      [
        { text: '', start: 0, duration: 3 },
        { text: 'Ein Fuchs läuft durch den Schnee.', start: 3, duration: 3 },
      ],
      { locale: 'de', dir },
    );
    expect(narration).toHaveLength(1);
    const spoken = path.join(dir, 'spoken.mp4');
    await assembleStory({
      shots,
      width: W,
      height: H,
      fps: FPS,
      narration,
      out: spoken,
      cover: path.join(dir, 's.jpg'),
    });
    const voice = await samples(spoken);
    const start = narration[0]!.start;
    expect(rms(slice(voice, start, start + 0.6))).toBeGreaterThan(0.02);
    expect(rms(slice(voice, start - 0.7, start - 0.05))).toBeLessThan(0.001);

    const silent = path.join(dir, 'silent.mp4');
    await assembleStory({ shots, width: W, height: H, fps: FPS, out: silent, cover: path.join(dir, 'q.jpg') });
    expect((await probe(silent)).audioCodec).toBe('aac');
    const quiet = await samples(silent);
    expect(quiet.length / 44100).toBeCloseTo(6, 1);
    expect(rms(quiet)).toBeLessThan(0.0001);
  });

  it('burns the given filter over the joins, crossfades included', async () => {
    const shots = [
      { file: await shot('e', 'red', 2), duration: 2, transition: 'cut' as const },
      { file: await shot('f', 'blue', 2), duration: 2, transition: 'crossfade' as const },
    ];
    const out = path.join(dir, 'burned.mp4');
    await assembleStory({
      shots,
      width: W,
      height: H,
      fps: FPS,
      burn: `drawbox=x=0:y=${H - 40}:w=${W}:h=40:color=white:t=fill`,
      out,
      cover: path.join(dir, 'burned.jpg'),
    });
    const video = await frames(out);
    for (const n of [0, 30, 42, 45, 47, 60, video.length - 1]) {
      expect(Math.min(...pixel(video[n], 16, 17))).toBeGreaterThan(240);
      expect(Math.min(...centre(video[n]))).toBeLessThan(200);
    }
  });

  it('kills ffmpeg when cancelled', async () => {
    const file = await shot('long', 'orange', 10);
    const out = path.join(dir, 'cancelled.mp4');
    const controller = new AbortController();
    const shots = [1, 2, 3].map(() => ({ file, duration: 10, transition: 'crossfade' as const }));
    const assembling = assembleStory({
      shots,
      width: 1920,
      height: 1080,
      fps: FPS,
      out,
      cover: path.join(dir, 'cancelled.jpg'),
      signal: controller.signal,
    });
    const running = () => {
      try {
        return execFileSync('pgrep', ['-f', out], { encoding: 'utf8' }).trim() !== '';
      } catch {
        return false;
      }
    };
    for (let wait = 0; wait < 200 && !running(); wait += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(running()).toBe(true);
    controller.abort();
    await expect(assembling).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running()).toBe(false);
  });

  it('refuses a story without shots or with a shot too short for its crossfades', async () => {
    const base = { width: W, height: H, fps: FPS, out: path.join(dir, 'x.mp4'), cover: path.join(dir, 'x.jpg') };
    await expect(assembleStory({ ...base, shots: [] })).rejects.toThrow(/at least one shot/);
    const file = await shot('g', 'red', 2);
    await expect(
      assembleStory({
        ...base,
        shots: [
          { file, duration: 2, transition: 'cut' },
          { file, duration: 0.8, transition: 'crossfade' },
          { file, duration: 2, transition: 'crossfade' },
        ],
      }),
    ).rejects.toThrow(/too short/);
  });
});
