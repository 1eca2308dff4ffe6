/**
 * `npm run bench:story`: a six-shot, 30-second `base` story at 720p, from its texts to one video,
 * timed part by part (the goal: under 8 s in all on our 2-core machine).
 *
 * The parts, as the worker runs them: six shots of 5 s rendered by the engine through render
 * processes of RenderPool, two at a time (two workers side by side), the narration read by the
 * offline voice and the music bed made meanwhile (they need the texts and the timeline only, not
 * the shots), then the assembly: one ffmpeg run that joins the shots (cuts and crossfades),
 * mixes and encodes once, and the WebVTT track (captions as a track, the default); the assembly
 * with the captions burned in (libass) is timed apart. It prints each part's wall time and the CPU time of its processes, then the
 * story's wall time from the first shot to the finished file. `--runs=N` (default 3) gives the
 * median of N stories. Also timed: ffmpeg only decoding the six shots, the share of the assembly
 * that reading the shots' H.264 costs, and what a fast intermediate encode of the shots would
 * save. `--sheet=FILE` writes a contact sheet of the last story (docs/story/assembly/). Last, a
 * storyboard card's preview frame (the shot read in context, drawn, encoded as PNG; goal: under
 * 200 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { understand } from '@/engine/animatic/understand';
import { ffmpegBinary, H264_OUT, run } from '@/engine/ffmpeg';
import type { LocalJob } from '@/engine/local-provider';
import { RenderPool } from '@/engine/render-pool';
import { assembleStory } from '@/engine/story/assemble';
import { burnFilter, captionsAss, captionsFfmpeg, storyCues, webVtt } from '@/engine/story/captions';
import { musicBed } from '@/engine/story/music';
import { narrateShots } from '@/engine/story/narrate';
import { planStory } from '@/engine/story/plan';
import { drawPreviewFrame } from '@/engine/story/preview';
import { storyLength, storyTimeline } from '@/engine/story/timeline';
import { scratchRun } from '../tests/support/scratch-run';

const TEXTS = [
  'A fox wakes up in a snowy forest at dawn.',
  'It runs across the frozen river.',
  'A bird follows it over the hills.',
  'They reach a quiet village at noon.',
  'Rain starts to fall on the little houses.',
  'At night the fox sleeps under the stars.',
];
const TRANSITIONS = ['cut', 'crossfade', 'cut', 'crossfade', 'cut', 'crossfade'] as const;
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 24;
const SECONDS = 5;

function shotJob(text: string, index: number): LocalJob {
  return {
    mode: 'generate',
    prompt: text,
    scene: understand(text),
    seed: 100 + index,
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    duration: SECONDS,
    // A shot's own sound is left out of the story: the bed and the voice are mixed at assembly.
    watermark: false,
    autoSound: false,
    soundPrompt: '',
    autoSpeech: false,
    speechPrompt: '',
    speakerId: 'auto',
    images: [],
  };
}

/** CPU seconds this process's waited-for children used (Linux /proc). */
function childrenCpu(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * CPU seconds of this process's render hosts, their finished ffmpeg runs included (other
 * processes on the machine may run render hosts of their own: only our children count).
 */
function hostsCpu(): number {
  let sum = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('render-host')) continue;
      sum +=
        fields
          .slice(11, 15)
          .map(Number)
          .reduce((a, b) => a + b, 0) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [(performance.now() - started) / 1000, result];
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * What a fast intermediate encode would save: one shot's frames encoded as every video is
 * (H264_OUT, x264 veryfast) and as an ultrafast intermediate only the assembly reads, each
 * followed by the assembly's decode of it, in CPU seconds.
 */
async function intermediate(shot: string, dir: string) {
  const raw = path.join(dir, 'frames.yuv');
  await run(ffmpegBinary(), ['-y', '-loglevel', 'error', '-i', shot, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', raw]);
  const input = ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', raw];
  const cpu = async (args: string[]) => {
    const before = childrenCpu();
    await run(ffmpegBinary(), ['-y', '-loglevel', 'error', ...args]);
    return childrenCpu() - before;
  };
  const final = path.join(dir, 'final.mp4');
  const fast = path.join(dir, 'fast.mp4');
  const finalEncode = await cpu([...input, '-an', ...H264_OUT, final]);
  const finalDecode = await cpu(['-i', final, '-f', 'null', '-']);
  const fastEncode = await cpu([
    ...input,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    fast,
  ]);
  const fastDecode = await cpu(['-i', fast, '-f', 'null', '-']);
  return { finalEncode, finalDecode, fastEncode, fastDecode };
}

/**
 * A contact sheet of the story (`--sheet=FILE`, a JPEG): the middle frame of each shot, then the
 * frames across the first crossfade and across the first cut, 320×180 each, six to a row.
 */
async function contactSheet(video: string, timeline: { start: number; duration: number }[], file: string) {
  const frame = (seconds: number) => Math.round(seconds * FPS);
  const fade = TRANSITIONS.indexOf('crossfade', 1);
  const cut = TRANSITIONS.indexOf('cut', 1);
  const fadeStart = frame(timeline[fade]!.start);
  const cutAt = frame(timeline[cut]!.start);
  const rows = [
    timeline.map((shot) => frame(shot.start + shot.duration / 2)),
    [0, 2, 5, 8, 11, 14].map((n) => fadeStart - 2 + n),
    [-3, -2, -1, 0, 1, 2].map((n) => cutAt + n),
  ];
  const pick = (frames: number[]) => frames.map((n) => `eq(n\\,${n})`).join('+');
  await run(ffmpegBinary(), [
    '-y',
    '-loglevel',
    'error',
    '-i',
    video,
    '-filter_complex',
    `[0:v]scale=320:180,split=3[a][b][c];` +
      rows.map((frames, i) => `[${'abc'[i]}]select='${pick(frames)}',tile=6x1[r${i}]`).join(';') +
      ';[r0][r1][r2]vstack=inputs=3',
    '-frames:v',
    '1',
    '-q:v',
    '4',
    file,
  ]);
}

async function story(pool: RenderPool, dir: string) {
  const slots = TRANSITIONS.map((transition) => ({ duration: SECONDS, transition }));
  const timeline = storyTimeline(slots);
  const cues = storyCues(TEXTS, slots);
  const started = performance.now();
  const hostsBefore = hostsCpu();
  // Two workers: each takes the next shot when it is free.
  const files: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < TEXTS.length) {
      const index = next++;
      const jobDir = path.join(dir, `shot-${index}`);
      fs.mkdirSync(jobDir);
      files[index] = (await pool.run(shotJob(TEXTS[index]!, index), jobDir)).video;
    }
  };
  const shots = timed(() => Promise.all([worker(), worker()]));
  const narration = timed(() =>
    narrateShots(
      TEXTS.map((text, index) => ({ text, ...timeline[index]! })),
      { locale: 'en', dir },
    ),
  );
  const length = storyLength(slots);
  const music = timed(() => musicBed(length, { seed: 7, dir }));
  const [[shotsWall], [narrationWall, clips], [musicWall, bed]] = await Promise.all([shots, narration, music]);
  const shotsCpu = hostsCpu() - hostsBefore;
  const cpuBefore = childrenCpu();
  // The assembly as the worker runs it; `extra` burns the captions in for the second timing.
  const assemble = (out: string, extra: Partial<Parameters<typeof assembleStory>[0]> = {}) =>
    assembleStory({
      shots: files.map((file, index) => ({
        file,
        duration: SECONDS,
        transition: TRANSITIONS[index]!,
        width: WIDTH,
        height: HEIGHT,
      })),
      width: WIDTH,
      height: HEIGHT,
      fps: FPS,
      narration: clips,
      music: bed,
      out: path.join(dir, `${out}.mp4`),
      cover: path.join(dir, `${out}.jpg`),
      ...extra,
    });
  const [assemblyWall] = await timed(() =>
    assemble('story').then(() => fs.writeFileSync(path.join(dir, 'story.vtt'), webVtt(cues, 'en'))),
  );
  const assemblyCpu = childrenCpu() - cpuBefore;
  const total = (performance.now() - started) / 1000;
  // The same assembly with the captions burned in (asked per story): libass over every frame.
  const ass = path.join(dir, 'captions.ass');
  fs.writeFileSync(ass, captionsAss(cues, { width: WIDTH, height: HEIGHT, locale: 'en' }));
  const burner = await captionsFfmpeg();
  const burnedBefore = childrenCpu();
  const [burnedWall] = await timed(() => assemble('story-burned', { burn: burnFilter(ass), binary: burner }));
  const burnedCpu = childrenCpu() - burnedBefore;
  // Reading the shots alone: what the assembly spends decoding what the shots just encoded.
  const decodeBefore = childrenCpu();
  const [decodeWall] = await timed(() =>
    run(ffmpegBinary(), [
      '-loglevel',
      'error',
      ...files.flatMap((file) => ['-i', file]),
      ...files.flatMap((_, index) => ['-map', `${index}:v`, '-f', 'null', '-']),
    ]),
  );
  const decodeCpu = childrenCpu() - decodeBefore;
  const sheet = process.argv.find((arg) => arg.startsWith('--sheet='))?.slice(8);
  if (sheet) await contactSheet(path.join(dir, 'story.mp4'), timeline, sheet);
  return {
    ...(await intermediate(files[0]!, dir)),
    shotsWall,
    shotsCpu,
    narrationWall,
    musicWall,
    assemblyWall,
    assemblyCpu,
    burnedWall,
    burnedCpu,
    decodeWall,
    decodeCpu,
    total,
    length,
  };
}

async function main() {
  const root = scratchRun();
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `Story benchmark on ${os.cpus().length} cores (load ${load}), six 5 s base shots at 720p, median of ${runs}`,
  );
  const pool = new RenderPool();
  try {
    // Both render processes started and the engine loaded once, as in a running worker.
    const warm = fs.mkdtempSync(path.join(root, 'warm-'));
    await Promise.all(
      [0, 1].map((index) => {
        const dir = path.join(warm, String(index));
        fs.mkdirSync(dir);
        return pool.run({ ...shotJob(TEXTS[index]!, index), width: 640, height: 360, duration: 1 } as LocalJob, dir);
      }),
    );
    const results: Awaited<ReturnType<typeof story>>[] = [];
    for (let round = 0; round < runs; round += 1) {
      const dir = fs.mkdtempSync(path.join(root, 'story-'));
      results.push(await story(pool, dir));
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const m = (key: keyof (typeof results)[number]) => middle(results.map((result) => result[key])).toFixed(2);
    console.log(`story length:                     ${m('length')} s`);
    console.log(`shots (6, two at a time):         ${m('shotsWall')} s wall, ${m('shotsCpu')} s CPU`);
    console.log(`narration (meanwhile):            ${m('narrationWall')} s wall`);
    console.log(`music bed (meanwhile):            ${m('musicWall')} s wall`);
    console.log(`assembly (one ffmpeg run):        ${m('assemblyWall')} s wall, ${m('assemblyCpu')} s CPU`);
    console.log(`assembly, captions burned in:     ${m('burnedWall')} s wall, ${m('burnedCpu')} s CPU`);
    console.log(`  of which reading the shots:     ${m('decodeWall')} s wall, ${m('decodeCpu')} s CPU (decode alone)`);
    console.log(
      `one shot's frames, veryfast (as every video): ${m('finalEncode')} s CPU to encode, ${m('finalDecode')} s to decode`,
    );
    console.log(`  as an ultrafast intermediate:   ${m('fastEncode')} s CPU to encode, ${m('fastDecode')} s to decode`);
    console.log(`story, first shot to file:        ${m('total')} s (goal: under 8 s)`);
    const frames = await previewFrames();
    console.log(
      `preview frame (plan + draw + PNG): median ${frames.median.toFixed(0)} ms, slowest ${frames.slowest.toFixed(0)} ms of ${frames.count} (goal: under 200 ms)`,
    );
    console.log(`machine load now: ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await pool.close();
  }
}

/**
 * A storyboard card's preview as the route makes it, apart from HTTP: the shot read with the
 * earlier ones as context, then its frame drawn and encoded. Each of the six texts is drawn
 * several times in a fresh process-wide state (the route's cache of recent frames is not used),
 * after one warm-up frame, as a running server has drawn before.
 */
async function previewFrames(): Promise<{ median: number; slowest: number; count: number }> {
  await drawPreviewFrame(understand(TEXTS[0]!));
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const [index] of TEXTS.entries()) {
      const started = performance.now();
      const plans = planStory(TEXTS.slice(0, index + 1), 'en');
      await drawPreviewFrame(plans[index]!);
      times.push(performance.now() - started);
    }
  }
  return { median: middle(times), slowest: Math.max(...times), count: times.length };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
