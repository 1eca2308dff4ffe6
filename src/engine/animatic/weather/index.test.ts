import { describe, expect, it } from 'vitest';
import { WEATHERS } from '@/lib/scene-plan';
import { WEATHER_ART } from '.';

describe('weather art', () => {
  it.each(WEATHERS)('%s has its own module, named after it', async (weather) => {
    const module: Record<string, unknown> = await import(`./${weather}.ts`);
    expect(module[weather]).toBe(WEATHER_ART[weather]);
  });

  it.each(WEATHERS)('%s is well-formed: a hex haze, a share, clouds that can be drawn', (weather) => {
    const art = WEATHER_ART[weather];
    if (art.landHaze) {
      expect(art.landHaze[0]).toMatch(/^#[0-9a-f]{6}$/);
      expect(art.landHaze[1]).toBeGreaterThan(0);
      expect(art.landHaze[1]).toBeLessThanOrEqual(1);
    }
    if (art.skyVeil) expect(art.skyVeil).toMatch(/^rgba\(\d+,\d+,\d+,(0|1|0?\.\d+)\)$/);
    expect(Number.isInteger(art.clouds.count) && art.clouds.count >= 0).toBe(true);
    expect(art.clouds.shade).toBeGreaterThanOrEqual(0);
    expect(art.clouds.shade).toBeLessThanOrEqual(1);
    expect(art.clouds.speed).toBeGreaterThan(0);
  });
});
