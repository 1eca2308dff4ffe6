/**
 * `npx tsx scripts/story-sheets.ts [OUTDIR]`: contact sheets of five stories in five languages
 * (docs/story/sheets/), made as the server makes a story: each shot planned with the earlier
 * ones as context and rendered by the engine, then the assembly with narration, music and
 * burned captions. One row per story, one frame per shot, taken in the middle of its chapter.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, run } from '@/engine/ffmpeg';
import type { LocalJob } from '@/engine/local-provider';
import { RenderPool } from '@/engine/render-pool';
import { assembleStory } from '@/engine/story/assemble';
import { burnFilter, captionsAss, captionsFfmpeg, storyCues } from '@/engine/story/captions';
import { musicBed } from '@/engine/story/music';
import { narrateShots } from '@/engine/story/narrate';
import { planStory } from '@/engine/story/plan';
import { storyLength, storyTimeline } from '@/engine/story/timeline';

const STORIES: { name: string; locale: string; shots: string[] }[] = [
  {
    name: 'en-lighthouse',
    locale: 'en',
    shots: [
      'A lighthouse stands on a cliff at dusk.',
      'A small boat sails through the fog.',
      'It reaches the harbour at night.',
      'Fireworks light up the sky over the town.',
    ],
  },
  {
    name: 'de-fuchs',
    locale: 'de',
    shots: [
      'Ein roter Fuchs erwacht im verschneiten Wald.',
      'Er läuft über den gefrorenen Fluss.',
      'Ein Vogel folgt ihm über die Hügel.',
      'Am Abend schläft er unter den Sternen.',
    ],
  },
  {
    name: 'ar-qitta',
    locale: 'ar',
    shots: ['قطة بيضاء تجلس في المطبخ.', 'هي تقفز إلى النافذة.', 'المطر يهطل على المدينة.', 'في الليل تنام القطة.'],
  },
  {
    name: 'ja-kujira',
    locale: 'ja',
    shots: ['青い海でクジラが泳ぐ。', '彼は夕日に向かって泳ぐ。', 'カモメが空を飛ぶ。', '夜の海に月が昇る。'],
  },
  {
    name: 'hi-hathi',
    locale: 'hi',
    shots: ['जंगल में एक हाथी चलता है।', 'वह नदी में नहाता है।', 'बारिश शुरू होती है।', 'रात में तारे चमकते हैं।'],
  },
];

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 4;

function shotJob(plan: ReturnType<typeof planStory>[number], text: string, seed: number): LocalJob {
  return {
    mode: 'generate',
    prompt: text,
    scene: plan,
    seed,
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    duration: SECONDS,
    watermark: true,
    autoSound: false,
    soundPrompt: '',
    autoSpeech: false,
    speechPrompt: '',
    speakerId: 'auto',
    images: [],
  };
}

async function storySheet(pool: RenderPool, story: (typeof STORIES)[number], dir: string): Promise<string> {
  const plans = planStory(story.shots, story.locale);
  const timed = story.shots.map((_, index) => ({
    duration: SECONDS,
    transition: index % 2 === 1 ? ('crossfade' as const) : ('cut' as const),
  }));
  const timeline = storyTimeline(timed);
  const files: string[] = [];
  for (const [index, text] of story.shots.entries()) {
    const jobDir = path.join(dir, `shot-${index}`);
    fs.mkdirSync(jobDir);
    files.push((await pool.run(shotJob(plans[index]!, text, 7 + index * 7919), jobDir)).video);
  }
  const cues = storyCues(story.shots, timed);
  const ass = path.join(dir, 'captions.ass');
  fs.writeFileSync(ass, captionsAss(cues, { width: WIDTH, height: HEIGHT, locale: story.locale }));
  const narration = await narrateShots(
    story.shots.map((text, index) => ({ text, ...timeline[index]! })),
    { locale: story.locale, dir },
  );
  const out = path.join(dir, 'story.mp4');
  await assembleStory({
    shots: files.map((file, index) => ({ file, ...timed[index]!, width: WIDTH, height: HEIGHT })),
    width: WIDTH,
    height: HEIGHT,
    fps: FPS,
    narration,
    music: await musicBed(storyLength(timed), { seed: 7, dir }),
    burn: burnFilter(ass),
    binary: await captionsFfmpeg(),
    out,
    cover: path.join(dir, 'cover.jpg'),
  });
  const frames = timeline.map((slot, index) => {
    const frame = path.join(dir, `frame-${index}.png`);
    return { frame, at: slot.start + slot.duration / 2 };
  });
  for (const { frame, at } of frames)
    await run(ffmpegBinary(), ['-y', '-loglevel', 'error', '-ss', at.toFixed(2), '-i', out, '-frames:v', '1', frame]);
  const row = path.join(dir, 'row.png');
  await run(ffmpegBinary(), [
    '-y',
    '-loglevel',
    'error',
    ...frames.flatMap(({ frame }) => ['-i', frame]),
    '-filter_complex',
    `${frames.map((_, i) => `[${i}:v]scale=480:270[f${i}]`).join(';')};${frames.map((_, i) => `[f${i}]`).join('')}hstack=inputs=${frames.length}`,
    row,
  ]);
  return row;
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'docs/story/sheets');
  fs.mkdirSync(outDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'story-sheets-'));
  const pool = new RenderPool();
  try {
    for (const story of STORIES) {
      const dir = path.join(work, story.name);
      fs.mkdirSync(dir);
      const row = await storySheet(pool, story, dir);
      const target = path.join(outDir, `${story.name}.jpg`);
      await run(ffmpegBinary(), ['-y', '-loglevel', 'error', '-i', row, '-q:v', '4', target]);
      console.log(`${story.name}: ${target}`);
    }
  } finally {
    await pool.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
