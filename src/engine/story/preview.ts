/**
 * A storyboard card's instant preview: one frame of a shot's plan as the animatic draws it, small
 * and 16:9, as a PNG data URL. Drawn in the web process on request, so it must stay cheap: one
 * frame at a small size, no clip.
 */
import { createCanvas } from '@napi-rs/canvas';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';
import { encodeRgbPng } from '@/engine/png';
import type { ScenePlan } from '@/lib/scene-plan';

const PREVIEW_WIDTH = 480;
const PREVIEW_HEIGHT = 270;
/** The frame is taken from a clip of this length, at the moment its subjects are well on stage. */
const PREVIEW_SPAN = 5;
const PREVIEW_AT = 2;
/** Any fixed seed: the preview shows the plan, the render picks its own seed. */
const PREVIEW_SEED = 1;

export async function drawPreviewFrame(plan: ScenePlan): Promise<string> {
  const canvas = createCanvas(PREVIEW_WIDTH, PREVIEW_HEIGHT);
  const timeline = stage(plan, PREVIEW_SEED, PREVIEW_WIDTH, PREVIEW_HEIGHT, PREVIEW_SPAN);
  const ctx = canvas.getContext('2d');
  drawFrame(ctx, prepare(timeline), PREVIEW_AT);
  const png = await encodeRgbPng(
    ctx.getImageData(0, 0, PREVIEW_WIDTH, PREVIEW_HEIGHT).data,
    PREVIEW_WIDTH,
    PREVIEW_HEIGHT,
  );
  return `data:image/png;base64,${png.toString('base64')}`;
}
