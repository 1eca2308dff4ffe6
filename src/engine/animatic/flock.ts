/**
 * Several of one subject (SceneSubject.count): the instances share the subject's motion and
 * heading and keep a loose formation around its path. A flock in the air flies in a V or a loose
 * cloud, a school in the water swims as a cluster, things on the ground go side by side at a
 * little depth. Offsets are in units of the subject's sprite size, so the stage can fit the whole
 * formation in the subject's lane (its reach grows to hold every instance) and nothing leaves the
 * frame that a single subject would keep in it. Seeded: same plan and seed, same formation.
 */
import type { Motion } from '@/lib/scene-plan';
import { rng } from '@/engine/random';
import type { Box } from './stage';

export type Instance = {
  /** Offset of its base from the subject's, sprite sizes; negative dy is farther (higher). */
  dx: number;
  dy: number;
  /** Its sprite size against the subject's (farther ones are smaller). */
  scale: number;
  /** Added to the subject's phase, radians: instances do not bob in step. */
  phase: number;
  /** Share of the path it runs behind (0: in step), so instances do not move as one block. */
  lag: number;
};

type Shape = 'air' | 'water' | 'ground';

/** Instances closer than this (sprite sizes, centre to centre) hide each other. */
const SPACING: Record<Shape, number> = { air: 0.95, water: 0.85, ground: 1.0 };

function shapeOf(gait: Motion, submerged: boolean): Shape {
  // Under water a school is a cloud; on a surface, swimmers keep to it side by side, as on ground.
  if (submerged) return 'water';
  if (gait === 'swim') return 'ground';
  if (gait === 'fly' || gait === 'float' || gait === 'rise' || gait === 'fall') return 'air';
  return 'ground';
}

/**
 * The formation of `count` instances heading right (the stage mirrors dx for a subject that
 * heads left). The first instance leads, full size; with `trails` the others follow it rather
 * than flank it. Otherwise the whole formation is centred on the subject's place.
 */
/** A group's sprites against a lone subject's: a flock or a school is many small things. */
export function groupSize(gait: Motion, submerged: boolean, count: number): number {
  const shape = shapeOf(gait, submerged);
  return (shape === 'ground' ? 0.85 : 0.7) - 0.05 * count;
}

export function formation(count: number, gait: Motion, submerged: boolean, seed: number, trails = false): Instance[] {
  const random = rng(seed >>> 0);
  const shape = shapeOf(gait, submerged);
  const spacing = SPACING[shape];
  const out: Instance[] = [{ dx: 0, dy: 0, scale: 1, phase: 0, lag: 0 }];
  const vee = shape === 'air' && count >= 3 && random.chance(0.6);
  for (let j = 1; j < count; j++) {
    const phase = random.range(0.6, Math.PI * 2 - 0.6);
    const lag = random.range(0.02, 0.1);
    if (vee) {
      // Seen from the side, a V trails behind its leader, one wing above and one below.
      const rank = Math.ceil(j / 2);
      const side = j % 2 === 1 ? -1 : 1;
      out.push({
        dx: -rank * spacing * random.range(0.95, 1.15),
        dy: side * rank * spacing * 0.5 * random.range(0.85, 1.1),
        scale: 0.92 ** rank,
        phase,
        lag,
      });
      continue;
    }
    if (shape === 'ground') {
      // Side by side, on either side of the leader in turn, a little farther back each.
      // Chasers all run behind their leader, so none of them overtakes what they chase.
      const slot = trails ? -j : Math.ceil(j / 2) * (j % 2 === 1 ? 1 : -1);
      const dy = -random.range(0.04, 0.2);
      out.push({ dx: slot * spacing * random.range(1, 1.2), dy, scale: 1 + dy * 0.9, phase, lag });
      continue;
    }
    // A loose cloud: seeded tries, keeping the spot that is farthest from the others.
    let best: Instance | null = null;
    let bestGap = -1;
    for (let tries = 0; tries < 12; tries++) {
      const spread = spacing * (0.7 + 0.45 * count);
      const dx = random.range(-spread / 2, spread / 2);
      const dy = random.range(-spacing * 0.45 * Math.sqrt(count), spacing * 0.45 * Math.sqrt(count));
      const scale = random.range(0.78, 0.95);
      const gap = Math.min(...out.map((o) => Math.hypot(o.dx - dx, o.dy - dy)));
      if (gap > bestGap) {
        best = { dx, dy, scale, phase, lag };
        bestGap = gap;
      }
      if (gap >= spacing) break;
    }
    if (best) out.push(best);
  }
  // Centred on the subject's path: a V trails its leader, and an off-centre formation would need
  // room on both sides for either heading, leaving less to travel. Chasers keep their leader on
  // the path, where the chase's spacing from what they chase is measured.
  const mid = trails ? 0 : (Math.min(...out.map((k) => k.dx)) + Math.max(...out.map((k) => k.dx))) / 2;
  return out.map((k) => ({ ...k, dx: k.dx - mid }));
}

/**
 * The reach of the whole formation (sprite sizes around the subject's base) from one instance's
 * reach `r`: wide enough on both sides for either heading.
 */
export function formationReach(r: Box, instances: Instance[]): Box {
  const half = Math.max(-r.x0, r.x1);
  let side = 0;
  let y0 = 0;
  let y1 = 0;
  for (const k of instances) {
    side = Math.max(side, Math.abs(k.dx) + half * k.scale);
    y0 = Math.min(y0, k.dy + r.y0 * k.scale);
    y1 = Math.max(y1, k.dy + r.y1 * k.scale);
  }
  return { x0: -side, x1: side, y0, y1 };
}

/** Which instances to draw, back to front (farther first), or [undefined] for a single subject. */
export function drawnInstances(instances: Instance[] | null): (number | undefined)[] {
  if (!instances) return [undefined];
  return instances
    .map((k, j) => ({ k, j }))
    .sort((a, b) => a.k.dy - b.k.dy || b.j - a.j)
    .map((x) => x.j);
}
