/**
 * `npx tsx scripts/example-clips.ts`: makes the home page's example of each mode with our own
 * engine (public/examples/<mode>.mp4 and .jpg): a generated clip, an effect over a picture,
 * then sound, speech, an extension and an upscale of that first clip. Small files, committed;
 * rerun after a change to the engine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { ffmpegBinary, run } from '@/engine/ffmpeg';
import type { AnyModeFields } from '@/engine/local/local-job';
import { type LocalJob, renderLocal } from '@/engine/local-provider';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';
import { understand } from '@/engine/animatic/understand';
import { type Mode, MODES } from '@/lib/modes';

/** One job described with every mode's fields; each mode reads its own. */
type ExampleJob = Partial<AnyModeFields> & { mode: Mode };

const OUT = path.join('public', 'examples');
// The captions under these clips (home.json examples.prompts) name these words: keep them together.
const PROMPT = 'a red sailboat sailing on the sea at sunset, birds flying';
// What the studio would draw: the plan the understand step makes of the prompt.
const SCENE = understand(PROMPT, { locale: 'en' });
const base = {
  mode: 'generate' as Mode,
  prompt: PROMPT,
  seed: 7,
  width: 640,
  height: 360,
  fps: 24,
  duration: 4,
  watermark: false,
  autoSound: true,
  soundPrompt: 'waves and a soft wind',
  autoSpeech: false,
  speechPrompt: '',
  speakerId: 'auto',
  originalSoundFlag: true,
  images: [],
  scene: SCENE,
} satisfies ExampleJob;

async function main(): Promise<void> {
  await fs.mkdir(OUT, { recursive: true });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'vidloom-examples-'));
  const render = async (name: string, job: Partial<ExampleJob>) => {
    const dir = path.join(work, name);
    await fs.mkdir(dir, { recursive: true });
    return renderLocal({ ...base, ...job } as LocalJob, { dir });
  };

  const generated = await render('generate', {});
  const picture = path.join(work, 'picture.png');
  const canvas = createCanvas(640, 360);
  // The effect's picture: a neon city street at night in the rain.
  drawFrame(
    canvas.getContext('2d'),
    prepare(
      stage(
        understand('a taxi driving down a neon city street at night in the rain', { locale: 'en' }),
        3,
        640,
        360,
        4,
      ),
    ),
    1,
  );
  await fs.writeFile(picture, canvas.encodeSync('png'));
  const results = {
    generate: generated,
    effect: await render('effect', {
      mode: 'effect',
      images: [picture],
      effectTemplateId: 'glitch',
      prompt: 'A digital glitch transition',
      autoSound: false,
    }),
    sound: await render('sound', {
      mode: 'sound',
      source: generated.video,
      prompt: 'waves and a soft wind',
      originalSoundFlag: false,
    }),
    speech: await render('speech', {
      mode: 'speech',
      source: generated.video,
      prompt: 'Welcome aboard. The sea is calm tonight.',
    }),
    // Extending a base clip goes on with its scene (issue 15), three more seconds.
    extend: await render('extend', {
      mode: 'extend',
      source: generated.video,
      prompt: 'and it sails on',
      duration: 3,
      autoSound: false,
      continueScene: { plan: SCENE, seed: base.seed, from: base.duration, span: base.duration },
    }),
    upscale: await render('upscale', { mode: 'upscale', source: generated.video, width: 960, height: 540 }),
  };
  for (const mode of MODES) {
    const result = results[mode];
    const target = path.join(OUT, `${mode}.mp4`);
    await run(ffmpegBinary(), [
      '-y',
      '-loglevel',
      'error',
      '-i',
      result.video,
      '-vf',
      'scale=480:-2',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-movflags',
      '+faststart',
      target,
    ]);
    await run(ffmpegBinary(), [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      '1',
      '-i',
      target,
      '-frames:v',
      '1',
      '-q:v',
      '6',
      path.join(OUT, `${mode}.jpg`),
    ]);
  }
  await fs.rm(work, { recursive: true, force: true });
  console.log(`${MODES.length} example clips written to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
