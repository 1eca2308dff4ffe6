import { monthlyPriceFor, PLANS, planForVipLevel, yearlyPriceFor } from './plans';

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
    expect([plan.monthlyCredits, plan.concurrentJobs, plan.vipFlag, plan.monthlyPriceUsd]).toEqual([credits, jobs, vipFlag, price]);
    expect(planForVipLevel(plan.vipLevels.monthly)).toBe(id);
    expect(planForVipLevel(plan.vipLevels.yearly)).toBe(id);
  });

  it('bills a year at ten months', () => {
    expect(yearlyPriceFor('pro')).toBe(299);
    expect(monthlyPriceFor('pro', 'yearly')).toBe(24.92);
    expect(monthlyPriceFor('basic', 'monthly')).toBe(9.9);
  });
});
