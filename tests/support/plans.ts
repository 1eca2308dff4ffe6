import { createCanvas } from '@napi-rs/canvas';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';
import type { ScenePlan } from '@/lib/scene-plan';

/** A quiet scene plan for tests (an empty meadow by day, clear, a still camera) with overrides. */
export const quietPlan = (overrides: Partial<ScenePlan> = {}): ScenePlan => ({
  subjects: [],
  setting: 'meadow',
  timeOfDay: 'day',
  weather: 'clear',
  camera: 'static',
  ...overrides,
});

/** The RGBA pixels of one 640×360 frame of `plan` at `t` s, staged as the engine stages it. */
export function framePixels(plan: ScenePlan, t = 2, seed = 7, duration = 5): Uint8ClampedArray {
  const canvas = createCanvas(640, 360);
  drawFrame(canvas.getContext('2d'), prepare(stage(plan, seed, 640, 360, duration)), t);
  return canvas.getContext('2d').getImageData(0, 0, 640, 360).data;
}
