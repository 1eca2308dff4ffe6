/**
 * Skating on frozen water (ScenePlan.winter `frozen`): a rider there is on the ice, not on the
 * bank, and glides in long, level strokes instead of the quick bob of a bicycle or a board.
 */
import type { Motion, ScenePlan } from '@/lib/scene-plan';
import type { Ground } from './settings/setting-art';

/** Whether a subject with this motion is on the ice of this place. */
export function onIce(plan: ScenePlan, ground: Ground, motion: Motion): boolean {
  return plan.winter === 'frozen' && ground.water !== null && !ground.submerged && motion === 'ride';
}

/** Where a skater stands: out on the ice, a little below the water line, short of the near bank. */
export function iceLine(ground: Ground): number {
  return (ground.water ?? 0.7) + 0.07;
}

/** A glide's own movement: no bob, a lean into each long stroke that sways slowly from side to side. */
export function glideAt(t: number, phase: number): { dy: number; rotation: number; sx: number; sy: number } {
  return { dy: 0, rotation: -0.1 + Math.sin(t * 1.3 + phase) * 0.06, sx: 1, sy: 1 };
}
