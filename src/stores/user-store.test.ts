import { isOldUser, isPaid, isRestricted, planOf } from './user-store';

describe('user plan rules (SPEC §3, §6)', () => {
  it.each([
    [null, 'free', false],
    [0, 'free', false],
    [1, 'basic', false],
    [3, 'basic', false],
    [2, 'pro', true],
    [4, 'pro', true],
    [5, 'ultra', true],
    [9, 'free', false],
  ])('vipLevel %s → %s, paid %s', (vipLevel, plan, paid) => {
    const user = vipLevel === null ? null : { vipLevel };
    expect(planOf(user)).toBe(plan);
    expect(isPaid(user)).toBe(paid);
  });

  it('calls a user old while the runway expiry is in the future', () => {
    expect(isOldUser({ runwayExpireTimestamp: 2_000 }, 1_000)).toBe(true);
    expect(isOldUser({ runwayExpireTimestamp: 500 }, 1_000)).toBe(false);
    expect(isOldUser({ runwayExpireTimestamp: null }, 1_000)).toBe(false);
    expect(isOldUser(null)).toBe(false);
  });

  it('flags CN and RU only', () => {
    expect([isRestricted('CN'), isRestricted('RU'), isRestricted('US'), isRestricted(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
