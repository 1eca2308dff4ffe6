import { describe, expect, it } from 'vitest';
import { SETTINGS } from '@/lib/scene-plan';
import { SETTING_ART } from '.';

const HEX = /^#[0-9a-f]{6}$/;

describe('setting art', () => {
  it.each(SETTINGS)('%s has its own module, named after it', async (setting) => {
    const module: Record<string, unknown> = await import(`./${setting}.ts`);
    expect(module[setting]).toBe(SETTING_ART[setting]);
  });

  it.each(SETTINGS)('%s is well-formed: hex colours, lines in the frame and in order', (setting) => {
    const art = SETTING_ART[setting];
    // mix() reads colours as six hex digits: anything else would blend into garbage silently.
    for (const color of Object.values(art.palette)) expect(color).toMatch(HEX);
    const { horizon, ground, water } = art.ground;
    expect(horizon).toBeGreaterThan(0);
    expect(horizon).toBeLessThanOrEqual(1);
    if (ground !== null) {
      expect(ground).toBeGreaterThanOrEqual(horizon);
      expect(ground).toBeLessThanOrEqual(1);
    }
    if (water !== null && !art.ground.submerged) {
      expect(water).toBeGreaterThanOrEqual(horizon);
      expect(water).toBeLessThanOrEqual(ground ?? 1);
    }
    if (art.afloat) expect(water).not.toBeNull();
    if (art.waterBand) {
      expect(art.waterBand[0]).toBeGreaterThanOrEqual(horizon);
      expect(art.waterBand[1]).toBeGreaterThan(art.waterBand[0]);
    }
    expect(art.farHeight).toBeGreaterThanOrEqual(0);
    expect(art.farHeight).toBeLessThan(horizon);
    if (art.clouds !== null) expect(art.clouds).toBeGreaterThanOrEqual(0);
  });
});
