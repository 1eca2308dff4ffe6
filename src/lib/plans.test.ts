import { ANONYMOUS_CREDITS, ANONYMOUS_RIGHTS, monthlyPriceFor, PLANS, planForVipLevel, yearlyPriceFor } from './plans';

describe('plans (API.md plan table)', () => {
  it.each([
    [undefined, 'free'],
    [0, 'free'],
    [1, 'basic'],
    [3, 'basic'],
    [2, 'pro'],
    [4, 'pro'],
    [5, 'ultra'],
    [6, 'free'],
    [-1, 'free'],
  ])('vipLevel %s is %s (SPEC §6)', (level, plan) => {
    expect(planForVipLevel(level)).toBe(plan);
  });

  it.each([
    ['free', 30, 1, false, 0],
    ['basic', 400, 2, false, 9.9],
    ['pro', 1500, 4, true, 29.9],
    ['ultra', 5000, 8, true, 79.9],
  ] as const)('%s: %i credits, %i jobs, vipFlag %s, $%s a month', (id, credits, jobs, vipFlag, price) => {
    const plan = PLANS[id];
    expect([plan.monthlyCredits, plan.concurrentJobs, plan.vipFlag, plan.monthlyPriceUsd]).toEqual([
      credits,
      jobs,
      vipFlag,
      price,
    ]);
    expect(planForVipLevel(plan.vipLevels.monthly)).toBe(id);
    expect(planForVipLevel(plan.vipLevels.yearly)).toBe(id);
  });

  // API.md: 429 after 5 creates a day for an anonymous device and 20 for Free; paid plans have no daily limit.
  it.each([
    ['free', 20],
    ['basic', null],
    ['pro', null],
    ['ultra', null],
  ] as const)('%s: %s creates a day', (id, daily) => {
    expect(PLANS[id].dailyCreates).toBe(daily);
  });

  it('keeps an anonymous device below Free (API.md "Anonymous" row)', () => {
    expect(ANONYMOUS_CREDITS).toBe(10);
    expect(ANONYMOUS_RIGHTS).toEqual({
      concurrentJobs: 1,
      dailyCreates: 5,
      proModels: false,
      extend: false,
      removableWatermark: false,
      privateVideos: false,
      queueHeadStartMinutes: 0,
      storyShots: 3,
      storySeconds: 20,
    });
  });

  it('gives each plan a longer head start in the queue than the plan below it', () => {
    const headStarts = [ANONYMOUS_RIGHTS, PLANS.free, PLANS.basic, PLANS.pro, PLANS.ultra].map(
      (rights) => rights.queueHeadStartMinutes,
    );
    expect(headStarts).toEqual([...headStarts].sort((a, b) => a - b));
    expect(new Set(headStarts).size).toBe(headStarts.length);
  });

  it('bills a year at ten months', () => {
    expect(yearlyPriceFor('pro')).toBe(299);
    expect(monthlyPriceFor('pro', 'yearly')).toBe(24.92);
    expect(monthlyPriceFor('basic', 'monthly')).toBe(9.9);
  });
});

describe('story limits', () => {
  it('grow with the plan, from an anonymous device up to Ultra', () => {
    const ladder = [ANONYMOUS_RIGHTS, PLANS.free, PLANS.basic, PLANS.pro, PLANS.ultra];
    for (const [lower, higher] of ladder.slice(0, -1).map((rights, i) => [rights, ladder[i + 1]!] as const)) {
      expect(higher.storyShots).toBeGreaterThan(lower.storyShots);
      expect(higher.storySeconds).toBeGreaterThan(lower.storySeconds);
    }
    // Every plan can tell a story of at least three shots of the shortest length.
    for (const rights of ladder) expect(rights.storySeconds).toBeGreaterThanOrEqual(rights.storyShots * 3 - 1);
  });
});
