/**
 * `npm run effect-previews`: draws the preview of each effect template with the engine itself,
 * over a scene of its own: a still (public/effects/<id>.jpg, served as `previewUrl` by
 * GET /api/v1/video/effectTemplates) and a short silent loop (public/effects/<id>.mp4) that the
 * studio's template dialog plays. The files are committed; rerun after changing an effect.
 */
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { drawEffect } from '@/engine/effects';
import { ffmpegBinary } from '@/engine/ffmpeg';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';
import type { ScenePlan } from '@/lib/scene-plan';
import { EFFECT_TEMPLATES } from '@/lib/effect-templates';

/** The scene under every effect: a beach at sunset with waves and a bird. */
const BEACH: ScenePlan = {
  subjects: [{ emoji: '🐦', label: 'bird', motion: 'fly' }],
  setting: 'beach',
  timeOfDay: 'sunset',
  weather: 'clear',
  camera: 'static',
};
const STILL = { width: 480, height: 270 };
const LOOP = { width: 320, height: 180, fps: 20, seconds: 3 };
const out = path.join('public', 'effects');
fs.mkdirSync(out, { recursive: true });

async function writeLoop(id: string): Promise<void> {
  const { width, height, fps, seconds } = LOOP;
  const painter = prepare(stage(BEACH, 11, width, height, seconds));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const args = [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
  ];
  args.push(
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    path.join(out, `${id}.mp4`),
  );
  const child = spawn(ffmpegBinary(), args, { stdio: ['pipe', 'ignore', 'inherit'] });
  const closed = once(child, 'close');
  const frames = fps * seconds;
  for (let frame = 0; frame < frames; frame += 1) {
    drawEffect(id, ctx, {
      width,
      height,
      t: frame / fps,
      total: seconds,
      seed: 3,
      base: (c, t) => drawFrame(c, painter, t),
    });
    if (!child.stdin.write(canvas.data())) await once(child.stdin, 'drain');
  }
  child.stdin.end();
  const [code] = await closed;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code} for ${id}`);
}

async function main(): Promise<void> {
  const painter = prepare(stage(BEACH, 11, STILL.width, STILL.height, 5));
  const canvas = createCanvas(STILL.width, STILL.height);
  const ctx = canvas.getContext('2d');
  for (const template of EFFECT_TEMPLATES) {
    drawEffect(template.id, ctx, {
      width: STILL.width,
      height: STILL.height,
      t: 1.2,
      total: 5,
      seed: 3,
      base: (c, t) => drawFrame(c, painter, t),
    });
    fs.writeFileSync(path.join(out, `${template.id}.jpg`), canvas.encodeSync('jpeg', 78));
    await writeLoop(template.id);
  }
  console.log(`${EFFECT_TEMPLATES.length} previews (still and loop) written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
