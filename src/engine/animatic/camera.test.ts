import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { CAMERAS, type Camera } from '@/lib/scene-plan';
import { quietPlan } from '../../../tests/support/plans';
import { cameraForLayer, safeZone } from './camera';
import { drawFrame, prepare } from './draw';
import { cameraAt, PARALLAX, stage } from './stage';

const END = 5;
const at = (kind: Camera, t: number) => cameraAt(kind, t, END);
const layer = (kind: Camera, t: number, parallax: number) => cameraForLayer(kind, at(kind, t), parallax);

describe('camera moves', () => {
  it('a push-in brings the far layer (sky, horizon) closer too, by a visible amount, and the near one more', () => {
    const far = layer('push-in', END, PARALLAX.back);
    const near = layer('push-in', END, PARALLAX.near);
    expect(far.zoom).toBeGreaterThan(1.2);
    expect(near.zoom).toBeGreaterThan(far.zoom);
    expect(layer('push-in', 0, PARALLAX.back).zoom).toBeCloseTo(1, 5);
    // A pull-out is the same move backwards.
    expect(layer('pull-out', 0, PARALLAX.back).zoom).toBeCloseTo(far.zoom, 5);
    expect(layer('pull-out', END, PARALLAX.back).zoom).toBeCloseTo(1, 5);
  });

  it('a pan travels at least 15 % of the frame, and the far layer nearly as much', () => {
    for (const kind of ['pan-left', 'pan-right'] as const) {
      const travel = (parallax: number) => Math.abs(layer(kind, END, parallax).dx - layer(kind, 0, parallax).dx);
      expect(travel(PARALLAX.near)).toBeGreaterThanOrEqual(0.15);
      expect(travel(PARALLAX.back)).toBeGreaterThanOrEqual(0.1);
      expect(at(kind, END).zoom).toBe(1);
    }
    expect(Math.sign(at('pan-left', END).dx - at('pan-left', 0).dx)).toBe(1);
    expect(Math.sign(at('pan-right', END).dx - at('pan-right', 0).dx)).toBe(-1);
  });

  it('a drone shot rises (the place slides down) and flies forward (it grows)', () => {
    const samples = [0, 1, 2.5, 4, END].map((t) => at('drone', t));
    for (let i = 1; i < samples.length; i += 1) {
      expect(samples[i]!.zoom).toBeGreaterThan(samples[i - 1]!.zoom);
      expect(samples[i]!.dy).toBeGreaterThan(samples[i - 1]!.dy);
    }
    expect(layer('drone', END, PARALLAX.back).zoom).toBeGreaterThan(1.1);
    expect(samples.at(-1)!.dy - samples[0]!.dy).toBeGreaterThan(0.08);
  });

  it('a clip that names no move drifts, gently', () => {
    const travel = Math.abs(at('static', END).dx - at('static', 0).dx);
    expect(travel).toBeGreaterThan(0.01);
    expect(travel).toBeLessThan(0.04);
  });

  it('keeps the whole safe zone of the subjects in frame at every moment of every move', () => {
    const safe = { x0: 0.1, y0: 0.08, x1: 0.9, y1: 0.92 };
    for (const kind of CAMERAS) {
      const zone = safeZone(kind, safe);
      expect(zone.x1 - zone.x0, kind).toBeGreaterThan(0.5);
      expect(zone.y1 - zone.y0, kind).toBeGreaterThan(0.5);
      for (let t = 0; t <= END * 2; t += 0.1) {
        const c = at(kind, t);
        for (const [x, y] of [
          [zone.x0, zone.y0],
          [zone.x1, zone.y1],
        ] as const) {
          const sx = 0.5 + (x - 0.5) * c.zoom + c.dx;
          const sy = 0.5 + (y - 0.5) * c.zoom + c.dy;
          expect(sx, `${kind} t=${t}`).toBeGreaterThanOrEqual(0);
          expect(sx, `${kind} t=${t}`).toBeLessThanOrEqual(1);
          expect(sy, `${kind} t=${t}`).toBeGreaterThanOrEqual(0);
          expect(sy, `${kind} t=${t}`).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('draws the sky layer scaled at the end of a push-in, and covering the frame through a pan', () => {
    const width = 320;
    const height = 180;
    for (const camera of ['push-in', 'pan-right', 'drone'] as const) {
      const painter = prepare(stage(quietPlan({ setting: 'mountains', camera }), 1, width, height, END));
      const canvas = createCanvas(width, height);
      const ctx = canvas.getContext('2d');
      const draws: number[][] = [];
      const original = ctx.drawImage.bind(ctx);
      ctx.drawImage = ((...args: unknown[]) => {
        draws.push(args.slice(1).map(Number));
        return (original as (...a: unknown[]) => void)(...args);
      }) as typeof ctx.drawImage;
      const back = painter.layers[0]!.canvas;
      for (const t of [0, 2.5, END]) {
        draws.length = 0;
        drawFrame(ctx, painter, t);
        // The first copy is the back layer: where it lands and how large.
        const [x, y, w = back.width, h = back.height] = draws[0]!;
        expect(x!, `${camera} t=${t}`).toBeLessThanOrEqual(0);
        expect(y!, `${camera} t=${t}`).toBeLessThanOrEqual(0);
        expect(x! + w, `${camera} t=${t}`).toBeGreaterThanOrEqual(width);
        expect(y! + h, `${camera} t=${t}`).toBeGreaterThanOrEqual(height);
        if (camera === 'push-in' && t === END) expect(w / back.width).toBeGreaterThan(1.2);
      }
    }
  });
});
