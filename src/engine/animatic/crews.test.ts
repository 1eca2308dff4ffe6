import { describe, expect, it } from 'vitest';
import { holderOf } from './held';
import { scenePlanSchema } from './scene-plan-schema';
import { stage, subjectAt } from './stage';
import { understand } from './understand';

/** People with the vehicle they work are one subject: the vehicle, with its crew in it. */
describe('crews in their vehicles', () => {
  it.each([
    ['a farmer driving his tractor across the field', '🚜'],
    ['ein Bauer mit seinem Traktor', '🚜'],
    ['una granjera con su tractor', '🚜'],
    ['a taxi driver in his taxi in the city', '🚕'],
    ['водитель в своей машине', '🚗'],
    ['سائق في سيارته', '🚗'],
    ['راننده در ماشینش', '🚗'],
    ['運転手と車', '🚗'],
  ])('%s: the crew sits in the %s', (prompt, vehicle) => {
    const plan = understand(prompt);
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
    const car = plan.subjects.findIndex((s) => s.emoji.startsWith(vehicle));
    expect(car).toBeGreaterThan(0);
    expect(plan.subjects[car]?.motion).toBe('drive');
    const crew = plan.subjects[car - 1]!;
    expect(crew.motion).toBe('sit');
    expect(holderOf(plan, car - 1)).toBe(car);
    // Nobody walks beside it.
    expect(plan.subjects.filter((s) => s.motion === 'walk')).toEqual([]);
  });

  it.each([
    'a fisherman in his boat on the lake',
    'un pescador en su barca',
    'pêcheur dans sa barque',
    'рыбак в лодке',
    'صياد في قاربه',
    'ماهیگیر در قایق',
  ])('%s: the fisher rows the boat, one sprite', (prompt) => {
    const plan = understand(prompt);
    expect(plan.subjects.map((s) => s.emoji.slice(0, 2))).toEqual(['🚣']);
  });

  it('the pilot is in the plane, out of sight', () => {
    const plan = understand('a pilot with his plane in the sky');
    expect(plan.subjects.map((s) => s.emoji.replace(/\ufe0f/g, ''))).toEqual(['✈']);
    expect(plan.subjects[0]?.motion).toBe('fly');
  });

  it('leaves a vehicle and a passer-by apart when nobody works it', () => {
    const plan = understand('a woman walking past a red car');
    expect(plan.subjects.some((s) => s.motion === 'walk')).toBe(true);
    expect(plan.subjects.every((s) => s.heldBy === undefined)).toBe(true);
  });

  it('keeps the head in the window as the vehicle drives', () => {
    const plan = understand('a farmer with his tractor');
    const timeline = stage(plan, 3, 640, 360, 5);
    const car = plan.subjects.findIndex((s) => s.emoji === '🚜');
    for (const t of [0.5, 2.5, 4.5]) {
      const cab = subjectAt(timeline, car, t);
      const head = subjectAt(timeline, car - 1, t);
      expect(Math.abs(head.x - cab.x)).toBeLessThan(cab.h * 0.2);
      expect(head.y).toBeLessThan(cab.y - cab.h * 0.3);
      expect(head.y).toBeGreaterThan(cab.y - cab.h);
      expect(head.h).toBeLessThan(cab.h * 0.35);
    }
  });
});

describe('indoors and outdoors, reading', () => {
  it.each([
    ['a boy reads a book under a tree', 'meadow'],
    ['een meisje leest een boek onder een boom', 'meadow'],
    ['ein Junge mit einem Buch', 'meadow'],
    ['a tree and a cup', 'meadow'],
  ])('%s is outdoors', (prompt, setting) => {
    expect(understand(prompt).setting).toBe(setting);
  });

  it('does not grow a tree in a named room', () => {
    const plan = understand('a cat and a tree in the living room');
    expect(plan.setting).toBe('room');
    expect(plan.subjects.some((s) => s.emoji === '🌳')).toBe(false);
  });

  it('keeps a small thing alone on its table', () => {
    expect(understand('a book and a cup').setting).toBe('table');
  });

  it.each([
    'an old woman reading a book on the sofa',
    'una niña leyendo un libro en el parque',
    'мальчик читает книгу',
    'رجل يقرأ كتابا',
    'دختری کتاب می‌خواند',
    '本を読んでいる女の子',
    'kitap okuyan bir adam',
  ])('%s: the reader sits, the book open in hand', (prompt) => {
    const plan = understand(prompt);
    const reader = plan.subjects.findIndex((s) => s.motion === 'sit');
    expect(reader).toBeGreaterThanOrEqual(0);
    const book = plan.subjects.findIndex((s) => s.emoji === '📖');
    expect(book).toBeGreaterThan(reader);
    expect(holderOf(plan, book)).toBe(reader);
  });
});
