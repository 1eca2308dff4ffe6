import { MODES } from './modes';
import { headStarts, modesFor, modesWithout, queuePassBoundMinutes } from './plan-words';
import { ANONYMOUS_RIGHTS, PLAN_IDS, PLANS } from './plans';

describe('plan words (what the pricing page and the help may say)', () => {
  it('gives Free every mode but Extend, and Pro and Ultra all six', () => {
    expect(modesFor(PLANS.free)).toEqual(['generate', 'effect', 'sound', 'speech', 'upscale']);
    expect(modesWithout(PLANS.free)).toEqual(['extend']);
    expect(modesFor(ANONYMOUS_RIGHTS)).not.toContain('extend');
    expect(modesFor(PLANS.pro)).toEqual([...MODES]);
    expect(modesWithout(PLANS.ultra)).toEqual([]);
  });

  it('follows the Extend switch rather than a list of plans', () => {
    expect(modesFor({ ...PLANS.free, extend: true })).toEqual([...MODES]);
    expect(modesWithout({ ...PLANS.ultra, extend: false })).toEqual(['extend']);
  });

  it("reads each plan's head start from the plan table, in the table's order", () => {
    expect(headStarts()).toEqual([
      { plan: 'free', minutes: 1 },
      { plan: 'basic', minutes: 2 },
      { plan: 'pro', minutes: 5 },
      { plan: 'ultra', minutes: 10 },
    ]);
  });

  it("bounds how much later a passing video can be sent by the widest gap, visitors' none included", () => {
    expect(queuePassBoundMinutes()).toBe(10);
    for (const a of PLAN_IDS)
      for (const b of PLAN_IDS)
        expect(PLANS[a].queueHeadStartMinutes - PLANS[b].queueHeadStartMinutes).toBeLessThanOrEqual(
          queuePassBoundMinutes(),
        );
    expect(PLANS.ultra.queueHeadStartMinutes - ANONYMOUS_RIGHTS.queueHeadStartMinutes).toBe(queuePassBoundMinutes());
  });
});
