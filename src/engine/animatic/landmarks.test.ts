import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '@/lib/scene-plan';
import { framePixels } from '../../../tests/support/plans';
import { stage } from './stage';
import { understand } from './understand';

const W = 640;

/** Pixels of a row of the frame close to a colour (each channel within `tolerance`). */
function near(pixels: Uint8ClampedArray, y: number, rgb: [number, number, number], tolerance = 40): number {
  let n = 0;
  for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4;
    if (rgb.every((c, k) => Math.abs(pixels[i + k]! - c) <= tolerance)) n++;
  }
  return n;
}

/** Summed difference of two frames over a band of rows. */
function moved(a: Uint8ClampedArray, b: Uint8ClampedArray, y0: number, y1: number): number {
  let sum = 0;
  for (let i = y0 * W * 4; i < y1 * W * 4; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum;
}

/** Surfaces, landmarks, bridges, fields, big waves and kinds of vehicle, in several languages. */
describe('things on surfaces', () => {
  it.each([
    ['a mug on the kitchen counter', 'kitchen', 'table'],
    ['eine Tasse Kaffee auf der Fensterbank', 'room', 'sill'],
    ['een kat op de vensterbank', 'room', 'sill'],
    ['кошка спит на подоконнике', 'room', 'sill'],
    ['un libro sobre el estante', 'room', 'shelf'],
  ])('%s rests on its surface', (prompt, setting, on) => {
    const plan = understand(prompt);
    expect(plan.setting).toBe(setting);
    expect(plan.subjects[0]?.on).toBe(on);
    expect(plan.subjects.some((s) => s.emoji === '🏦')).toBe(false);
  });

  it('puts a cup on the kitchen counter, small beside the room', () => {
    const plan = understand('a cup of coffee on the table in a cozy kitchen');
    expect(plan.setting).toBe('kitchen');
    const timeline = stage(plan, 7, 640, 360, 5);
    const cup = timeline.subjects[0]!;
    expect(cup.from.y).toBeCloseTo(0.62 * 360, 0);
    expect(cup.size).toBeLessThan(360 * 0.16);
    expect(cup.shadowY).toBe(cup.from.y);
  });

  it('draws a table under a thing on a table in a room', () => {
    const timeline = stage(understand('a cat on the table in the living room'), 7, 640, 360, 5);
    expect(timeline.subjects[0]?.rest?.kind).toBe('table');
  });
});

describe('landmarks, bridges, fields and waves', () => {
  it.each([
    ['a castle', 'meadow'],
    ['un castillo al atardecer', 'meadow'],
    ['una chiesa', 'village'],
  ])('%s stands in the country', (prompt, setting) => {
    expect(understand(prompt).setting).toBe(setting);
  });

  it.each(['drone vlucht over een molen bij zonsondergang', 'a windmill', 'ветряная мельница', '风车'])(
    '%s is a drawn windmill on the land',
    (prompt) => {
      const plan = understand(prompt);
      expect(plan.subjects[0]?.art).toBe('windmill');
      expect(plan.setting).not.toBe('sky');
    },
  );

  it.each(['a train crossing a bridge over a river', 'поезд едет по мосту через реку', '火车穿过河上的大桥'])(
    '%s crosses the bridge on its deck, from the side',
    (prompt) => {
      const plan = understand(prompt);
      expect(plan.subjects.map((s) => s.art ?? s.emoji)).toEqual(['🚆', 'bridge']);
      const timeline = stage(plan, 3, 640, 360, 5);
      const train = timeline.subjects[0]!;
      expect(train.emoji).toBe('🚂');
      expect(train.from.y).toBe(train.to.y);
      expect(Math.abs(train.to.x - train.from.x)).toBeGreaterThan(640 * 0.5);
      // The bridge is drawn first, behind what crosses it.
      expect(timeline.order[0]).toBe(1);
    },
  );

  it.each([
    ['un campo de girasoles', '🌻'],
    ['un champ de lavande', '🪻'],
    ['ein Sonnenblumenfeld', '🌻'],
    ['een tulpenveld', '🌷'],
    ['花畑の中を走る犬', '🌷'],
  ])('%s is a field of %s', (prompt, emoji) => {
    const plan = understand(prompt);
    const field = plan.subjects.find((s) => s.field);
    expect(field?.emoji).toBe(emoji);
    expect(plan.setting).toBe('meadow');
  });

  it.each(['a surfer riding a giant wave', 'um surfista pegando uma onda gigante', '巨浪中的冲浪者'])(
    '%s rides down the face of a big wave',
    (prompt) => {
      const plan = understand(prompt);
      expect(plan.subjects.map((s) => s.emoji)).toEqual(['🏄']);
      expect(plan.waves).toBe('big');
      const surfer = stage(plan, 1, 640, 360, 5).subjects[0]!;
      expect(surfer.to.y).toBeGreaterThan(surfer.from.y);
    },
  );
});

describe('kinds of vehicle', () => {
  it.each([
    ['a sports car racing down a mountain road', '🏎️'],
    ['un camion de pompiers', '🚒'],
    ['ein Polizeiauto in der Stadt', '🚓'],
    ['школьный автобус', '🚌'],
    ['سيارة إطفاء تسير في الشارع', '🚒'],
    ['xe cứu hỏa', '🚒'],
  ])('%s is %s', (prompt, emoji) => {
    expect(understand(prompt).subjects[0]?.emoji).toBe(emoji);
  });
});

describe('what is drawn', () => {
  const river = (prompt: string): ScenePlan => understand(prompt);

  it('spans the river with a stone bridge the train stands on', () => {
    const plan = river('a train crossing a bridge over a river');
    const timeline = stage(plan, 7, 640, 360, 5);
    const deck = Math.round(timeline.subjects[0]!.from.y);
    // Stone under the deck from one side of the frame to the other (the arches' crowns).
    expect(near(framePixels(plan, 2.5), deck + 8, [0xa3, 0x93, 0x82])).toBeGreaterThan(W * 0.6);
  });

  it('fills a field with its flower to the bottom of the frame, swaying', () => {
    const plan = understand('un campo de girasoles');
    const a = framePixels(plan, 1);
    // The near rows hold the sunflower's yellow across the frame.
    expect(near(a, 340, [0xf6, 0xc0, 0x26], 60)).toBeGreaterThan(W * 0.15);
    expect(moved(a, framePixels(plan, 2), 250, 360)).toBeGreaterThan(0);
  });

  it('makes the big wave move', () => {
    const plan = understand('huge waves crash on the rocks');
    expect(moved(framePixels(plan, 1), framePixels(plan, 2), 0, 360)).toBeGreaterThan(1000);
  });

  it('turns the windmill sails', () => {
    const plan = understand('a windmill');
    const timeline = stage(plan, 7, 640, 360, 5);
    const top = Math.round(timeline.subjects[0]!.from.y - timeline.subjects[0]!.size * 0.9);
    expect(moved(framePixels(plan, 1), framePixels(plan, 1.5), Math.max(0, top), 360)).toBeGreaterThan(1000);
  });

  it('is the same frame for the same prompt and seed', () => {
    const plan = understand('a dog running through a field of tulips');
    expect(moved(framePixels(plan, 2), framePixels(plan, 2), 0, 360)).toBe(0);
  });
});
