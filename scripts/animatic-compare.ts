/**
 * `npx tsx scripts/animatic-compare.ts <before-dir>`: issue 15's side-by-side pictures. For each
 * prompt of docs/animatic/prompts.json (ten prompts in ten languages) it draws the frames the
 * animatic makes today at 1 s and 3.5 s (seed 7, 640×360, 5 s clip) and sets them beside the
 * frames the old keyword renderer drew for the same prompt and seed (`<before-dir>/<id>-t<t>.png`,
 * made at commit 85459a7), with the prompt and what was understood underneath. Writes
 * docs/animatic/compare/<id>.png, small.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { sceneChips } from '@/lib/scene-plan';
import { serverT } from '@/server/i18n/server-t';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';
import { understand } from '@/engine/animatic/understand';

type Prompt = { id: string; locale: string; prompt: string };

const SEED = 7;
const TIMES = [1, 3.5];
const W = 320;
const H = 180;
const CAPTION = 58;

const appT = serverT('en', 'app');
const t = (key: string) => appT(key.replace(/^app:/, ''));

async function main(): Promise<void> {
  const before = process.argv[2];
  if (!before) throw new Error('usage: npx tsx scripts/animatic-compare.ts <before-dir>');
  const prompts = JSON.parse(fs.readFileSync('docs/animatic/prompts.json', 'utf8')) as Prompt[];
  const out = path.join('docs', 'animatic', 'compare');
  fs.mkdirSync(out, { recursive: true });
  const frame = createCanvas(640, 360);
  const frameCtx = frame.getContext('2d');
  for (const { id, locale, prompt } of prompts) {
    const plan = understand(prompt, { locale });
    const painter = prepare(stage(plan, SEED, 640, 360, 5));
    const sheet = createCanvas(W * 2 * TIMES.length + 8 * (TIMES.length - 1), H + 22 + CAPTION);
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = '#111';
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    ctx.font = '13px "Noto Sans", "Noto Sans CJK SC", "Noto Naskh Arabic", "Noto Sans Devanagari", sans-serif';
    ctx.textBaseline = 'top';
    for (const [column, time] of TIMES.entries()) {
      const x = column * (W * 2 + 8);
      const old = await loadImage(fs.readFileSync(path.join(before, `${id}-t${time}.png`)));
      ctx.drawImage(old, x, 22, W, H);
      drawFrame(frameCtx, painter, time);
      ctx.drawImage(frame, x + W, 22, W, H);
      ctx.fillStyle = '#bbb';
      ctx.fillText(`before · ${time} s`, x + 6, 4);
      ctx.fillText(`after · ${time} s`, x + W + 6, 4);
    }
    ctx.fillStyle = '#fff';
    ctx.fillText(`${locale}: ${prompt}`, 8, H + 30);
    ctx.fillStyle = '#9cf';
    ctx.fillText(
      `understood: ${sceneChips(plan, t)
        .map((chip) => chip.text)
        .join(' · ')}`,
      8,
      H + 52,
    );
    fs.writeFileSync(path.join(out, `${id}.png`), await sheet.encode('png'));
    console.log(`${id}: ${JSON.stringify(plan)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
