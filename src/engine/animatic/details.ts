/**
 * Small things that keep a scene believable: a scene with nothing named in it still lives (the
 * camera drifts, birds cross an open sky), and a sun or moon the prompt names is the only one in
 * the sky.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hashText, rng } from '@/engine/random';
import type { Camera, ScenePlan } from '@/lib/scene-plan';
import { type Flake, flakes, wrap } from './particles';
import { SETTING_ART } from './settings';
import type { CameraState, Light, Timeline } from './stage';

/** The camera that films a plan: an empty scene held still reads as a still image, so it drifts. */
export function sceneCamera(plan: Pick<ScenePlan, 'camera' | 'subjects'>): Camera {
  return plan.subjects.length === 0 && plan.camera === 'static' ? 'pan-right' : plan.camera;
}

const MOONS = new Set([...'🌑🌒🌓🌔🌕🌖🌗🌘🌙🌚🌛🌜🌝'].map((c) => c));
const SUNS = new Set(['☀', '🌞', '🌅', '🌄']);

/** Whether the painted sun or moon of the light shows: not when a subject already is one. */
export function bodyShown(plan: Pick<ScenePlan, 'subjects'>, body: NonNullable<Light['body']>): boolean {
  const kinds = body.kind === 'moon' ? MOONS : SUNS;
  return !plan.subjects.some((subject) => kinds.has(subject.emoji.replace(/\uFE0F/g, '')));
}

/**
 * Birds that cross the sky of an empty scene by day: only where the place has an open sky (no
 * room, no sea floor), nothing falls from it and it is light.
 */
export function makeBirds(timeline: Timeline, fallingWeather: boolean): Flake[] {
  const { plan, light, width, height, ground } = timeline;
  const art = SETTING_ART[plan.setting];
  if (plan.subjects.length > 0 || art.clouds === null || art.indoors || ground.submerged) return [];
  if (fallingWeather || light.darkness >= 0.5) return [];
  // Their own stream: the clip's shared one is left as it was for the parts made after.
  const random = rng((timeline.seed ^ hashText(`birds|${plan.setting}`)) >>> 0);
  const top = height * 0.08;
  const bottom = Math.max(top + 1, height * (ground.horizon - 0.22));
  const scale = height / 360;
  return flakes(random, 5, width, 1, [3.5 * scale, 6 * scale], [18 * scale, 34 * scale]).map((bird) => ({
    ...bird,
    y: top + random.range(0, bottom - top),
  }));
}

/** The birds at time t, flapping as they cross, wrapped round the frame; `c`: the sky's camera. */
export function drawBirds(
  ctx: SKRSContext2D,
  birds: Flake[],
  c: CameraState,
  t: number,
  width: number,
  height: number,
) {
  ctx.strokeStyle = 'rgba(40,44,56,0.85)';
  ctx.lineWidth = Math.max(1, height / 300);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const bird of birds) {
    const margin = bird.r * 3;
    const fx = wrap(bird.x + t * bird.speed, width + margin * 2) - margin;
    const fy = bird.y + Math.sin(t * 0.9 + bird.phase) * bird.r;
    const x = width / 2 + (fx - width / 2) * c.zoom + c.dx * width;
    const y = height / 2 + (fy - height / 2) * c.zoom + c.dy * height;
    const flap = Math.sin(t * 9 + bird.phase) * bird.r * 0.6;
    const r = bird.r * c.zoom;
    ctx.moveTo(x - r, y - flap);
    ctx.quadraticCurveTo(x - r * 0.5, y - r * 0.5 - flap * 0.5, x, y);
    ctx.quadraticCurveTo(x + r * 0.5, y - r * 0.5 - flap * 0.5, x + r, y - flap);
  }
  ctx.stroke();
  ctx.lineCap = 'butt';
}
