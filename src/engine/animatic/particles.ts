/**
 * Small things that move over the picture (drops, flakes, gusts, bubbles, stars, shimmer): their
 * seeded places and speeds, made once per clip, and the bitmaps some of them are stamped with.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { Rng } from '@/engine/random';
import type { Timeline } from './stage';

export type Flake = { x: number; y: number; r: number; speed: number; phase: number };

export function flakes(
  random: Rng,
  count: number,
  width: number,
  height: number,
  size: [number, number],
  speed: [number, number],
): Flake[] {
  return Array.from({ length: count }, () => ({
    x: random.range(0, width),
    y: random.range(0, height),
    r: random.range(size[0], size[1]),
    speed: random.range(speed[0], speed[1]),
    phase: random.range(0, Math.PI * 2),
  }));
}

/**
 * A small bitmap and the point of it (dx, dy) that goes where its particle is. Stamps and clouds
 * stay canvases: copied unscaled on whole pixels, a canvas costs a frame what an Image does
 * (measured: 140 flakes 0.74 ms either way), and turning one into an Image (asImage, a round trip
 * through PNG) cost every prepare 4–6 ms for the flakes or gusts and 3.5 ms a cloud.
 */
export type Stamp = { image: Canvas; dx: number; dy: number };

/** Copies a stamp on whole pixels, its point at (x, y). */
export function stampAt(ctx: SKRSContext2D, stamp: Stamp, x: number, y: number): void {
  ctx.drawImage(stamp.image, Math.round(x - stamp.dx), Math.round(y - stamp.dy));
}

export const wrap = (v: number, size: number) => ((v % size) + size) % size;

/**
 * What prepare hands a setting's or a weather's moving parts. The random stream is shared by the
 * whole clip, so the order in which prepare asks the parts to make themselves is part of the
 * picture: the same seed must draw the same numbers in the same order.
 */
export type Scene = {
  timeline: Timeline;
  random: Rng;
  /** Counts follow the frame's shape, not its size (see prepare). */
  countScale: number;
  /** Sizes and speeds follow the frame's height (1 at 360 lines). */
  scale: number;
};

/**
 * A scene's particles: `count` of them in a 16:9 frame (fewer in a squarer one), their sizes and
 * speeds given in pixels at 360 lines and scaled to the frame's height.
 */
export function sceneFlakes(scene: Scene, count: number, size: [number, number], speed: [number, number]): Flake[] {
  const { timeline, random, countScale, scale } = scene;
  return flakes(
    random,
    Math.round(count * countScale),
    timeline.width,
    timeline.height,
    [size[0] * scale, size[1] * scale],
    [speed[0] * scale, speed[1] * scale],
  );
}

/** Particles of one kind: where each is, and the bitmap each is stamped with (null: drawn as a path). */
export type Particles = { particles: Flake[]; stamps: (Stamp | null)[] };

/** A part of the picture made once per clip (its state S) and drawn on every frame. */
export type Part<S> = {
  make: (scene: Scene) => S;
  draw: (ctx: SKRSContext2D, state: S, t: number, timeline: Timeline) => void;
};
