/**
 * `npm run animatic:sheets -- OUTDIR [PROMPTS.json]`: contact sheets of the animatic (issue 37),
 * to judge by looking whether a clip is the prompt. For each prompt of
 * docs/animatic/sheets/prompts.json it runs understand → stage → draw as the engine does (seed 7,
 * 640×360, 5 s) and writes OUTDIR/<id>.jpg: the first, middle and last frames side by side, the
 * prompt and the chips of what was understood underneath. JPEG keeps a sheet near 50 KB, so the
 * before and after sets can live in the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { sprite } from '@/engine/animatic/sprites';
import { stage } from '@/engine/animatic/stage';
import { understand } from '@/engine/animatic/understand';
import { type ScenePlan, sceneChips } from '@/lib/scene-plan';
import { serverT } from '@/server/i18n/server-t';

type Prompt = { id: string; locale: string; prompt: string };

const SEED = 7;
const SECONDS = 5;
const FPS = 24;
/** Start, middle and end: the last frame the clip shows, not one past it. */
const TIMES = [0, SECONDS / 2, SECONDS - 1 / FPS];
const W = 320;
const H = 180;
const GAP = 6;
const CAPTION = 52;
const FONT =
  '"Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Naskh Arabic", "Noto Sans Devanagari", sans-serif';
const RTL = new Set(['ar', 'fa']);

const appT = serverT('en', 'app');
const t = (key: string) => appT(key.replace(/^app:/, ''));

/** The chips as the page shows them, each subject's emoji drawn from the sprite set (no emoji font needed). */
function drawChips(ctx: SKRSContext2D, plan: ScenePlan, x: number, y: number): void {
  const chips = sceneChips(plan, t);
  ctx.font = `12px ${FONT}`;
  for (const [index, chip] of chips.entries()) {
    const subject = plan.subjects[index];
    const text = subject ? chip.text.replace(subject.emoji, '').trim() : chip.text;
    const icon = subject ? 16 : 0;
    const width = ctx.measureText(text).width + icon + 14;
    ctx.fillStyle = chip.color ?? '#2b3340';
    ctx.globalAlpha = chip.color ? 0.45 : 1;
    ctx.beginPath();
    ctx.roundRect(x, y, width, 20, 10);
    ctx.fill();
    ctx.globalAlpha = 1;
    if (subject) ctx.drawImage(sprite(subject.emoji, subject.color, 32), x + 5, y + 2, icon, icon);
    ctx.fillStyle = '#e8eef7';
    ctx.fillText(text, x + 7 + icon, y + 4);
    x += width + 6;
  }
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: npm run animatic:sheets -- OUTDIR [PROMPTS.json]');
  const list = process.argv[3] ?? path.join('docs', 'animatic', 'sheets', 'prompts.json');
  const prompts = JSON.parse(fs.readFileSync(list, 'utf8')) as Prompt[];
  fs.mkdirSync(out, { recursive: true });
  const frame = createCanvas(640, 360);
  const frameCtx = frame.getContext('2d');
  for (const { id, locale, prompt } of prompts) {
    const plan = understand(prompt, { locale });
    const painter = prepare(stage(plan, SEED, 640, 360, SECONDS));
    const sheet = createCanvas(W * TIMES.length + GAP * (TIMES.length - 1), H + CAPTION);
    const ctx = sheet.getContext('2d');
    ctx.fillStyle = '#111';
    ctx.fillRect(0, 0, sheet.width, sheet.height);
    for (const [column, time] of TIMES.entries()) {
      drawFrame(frameCtx, painter, time);
      ctx.drawImage(frame, column * (W + GAP), 0, W, H);
    }
    ctx.textBaseline = 'top';
    ctx.font = `14px ${FONT}`;
    ctx.fillStyle = '#fff';
    ctx.fillText(`${locale}:`, 8, H + 6);
    const start = 16 + ctx.measureText(`${locale}:`).width;
    ctx.direction = RTL.has(locale) ? 'rtl' : 'ltr';
    ctx.textAlign = RTL.has(locale) ? 'right' : 'left';
    ctx.fillText(prompt, RTL.has(locale) ? sheet.width - 8 : start, H + 6);
    ctx.direction = 'ltr';
    ctx.textAlign = 'left';
    drawChips(ctx, plan, 8, H + 28);
    fs.writeFileSync(path.join(out, `${id}.jpg`), await sheet.encode('jpeg', 78));
    console.log(
      `${id}: ${sceneChips(plan, t)
        .map((chip) => chip.text)
        .join(' · ')}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
