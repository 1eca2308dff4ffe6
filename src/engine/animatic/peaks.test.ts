import { describe, expect, it } from 'vitest';
import { sceneChips } from '@/lib/scene-plan';
import { framePixels } from '../../../tests/support/plans';
import { scenePlanSchema } from './scene-plan-schema';
import { understand } from './understand';

/** A named mountain is the backdrop of the place, never a sprite standing on the grass. */
describe('named mountains as backdrops', () => {
  it.each([
    ['Mount Fuji in spring', 'cone', 'mountains'],
    ['富士山と桜', 'cone', 'mountains'],
    ['후지산의 일출', 'cone', 'mountains'],
    ['a lake below Mount Fuji', 'cone', 'lake'],
    ['der Kilimandscharo bei Sonnenaufgang', 'cone', 'mountains'],
    ['the Matterhorn at dawn', 'horn', 'mountains'],
    ['восход над Эверестом', 'horn', 'mountains'],
    ['एवरेस्ट की चोटी', 'horn', 'mountains'],
    ['a volcano erupting', 'volcano', 'mountains'],
    ['un volcán en erupción de noche', 'volcano', 'mountains'],
    ['بركان ينفجر', 'volcano', 'mountains'],
    ['آتشفشان در شب', 'volcano', 'mountains'],
  ])('%s: a %s over the %s', (prompt, kind, setting) => {
    const plan = understand(prompt);
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
    expect(plan.peak?.kind).toBe(kind);
    expect(plan.setting).toBe(setting);
    expect(plan.subjects.some((s) => /^(🗻|🌋)/u.test(s.emoji))).toBe(false);
  });

  it('shows the peak in the prompt’s own words on its chip', () => {
    const plan = understand('富士山と桜');
    expect(plan.peak?.word).toBe('富士山');
    expect(sceneChips(plan, (k) => k).some((c) => c.name === '🗻 富士山')).toBe(true);
  });

  it('leaves generic mountains as the place and a peak out of a room', () => {
    expect(understand('snowy mountains at sunset').peak).toBeUndefined();
    const plan = understand('a poster of a volcano in the bedroom');
    expect(plan.peak).toBeUndefined();
  });

  it('paints the cone high in the sky band, its top capped with snow', () => {
    const plan = understand('Mount Fuji');
    const bare = { ...plan, peak: undefined };
    const pixels = framePixels(plan);
    const without = framePixels(bare);
    // Around the frame's middle, above the usual ridges: the peak's snow (near white) is there
    // only with the peak (the clouds are the same in both).
    const whiteAt = (px: Uint8ClampedArray, y: number) => {
      let n = 0;
      for (let x = 260; x < 380; x++) {
        const i = (y * 640 + x) * 4;
        if (px[i]! > 215 && px[i + 1]! > 215 && px[i + 2]! > 215) n++;
      }
      return n;
    };
    const y = Math.round(360 * 0.2);
    expect(whiteAt(pixels, y)).toBeGreaterThan(whiteAt(without, y) + 20);
  });

  it('lights a volcano’s crater at night', () => {
    const pixels = framePixels(understand('a volcano at night'));
    let fire = 0;
    for (let y = Math.round(360 * 0.15); y < Math.round(360 * 0.4); y++)
      for (let x = 220; x < 420; x++) {
        const i = (y * 640 + x) * 4;
        if (pixels[i]! > 200 && pixels[i + 1]! > 80 && pixels[i + 1]! < 200 && pixels[i + 2]! < 90) fire++;
      }
    expect(fire).toBeGreaterThan(40);
  });
});

/** Cherry blossom is trees in flower: the tree's crown pink, its trunk kept. */
describe('cherry blossom and blossoming trees', () => {
  it.each([
    ['cherry blossoms along the river', 3],
    ['cerezos en flor', 3],
    ['Kirschblüte im Park', 3],
    ['벚꽃 아래 고양이', 3],
    ['شکوفه‌های گیلاس در باغ', 3],
    ['桜の木の下で', 1],
    ['一棵樱花树', 1],
    ['blossoming trees by the lake', 3],
    ['a cherry blossom tree in the garden', 1],
  ])('%s: %i tree(s) in flower', (prompt, count) => {
    const plan = understand(prompt);
    const trees = plan.subjects.filter((s) => s.emoji === '🌳' && s.color);
    expect(trees).toHaveLength(1);
    expect(trees[0]?.count ?? 1).toBe(count);
    expect(plan.subjects.some((s) => /^(🌸|🌼)/u.test(s.emoji))).toBe(false);
  });

  it('keeps a flower a flower, and a blossom in hand in the hand', () => {
    expect(understand('a flower and a tree').subjects.map((s) => [s.emoji, s.color])).toEqual([
      ['🌸', undefined],
      ['🌳', undefined],
    ]);
    const held = understand('a girl holding a cherry blossom');
    expect(held.subjects[1]?.emoji).toBe('🌸');
    expect(held.subjects[1]?.heldBy).toBe(0);
  });
});
