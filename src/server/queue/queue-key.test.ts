import { ANONYMOUS_RIGHTS, PLAN_IDS, PLANS } from '@/lib/plans';
import { queueKeyAt, queueOffsetMinutes } from './queue-key';

const sentAt = new Date('2026-11-27T12:00:00Z');

describe('a job’s place in the queue', () => {
  it('moves a first job earlier by its plan’s head start, visitors not at all', () => {
    expect(queueOffsetMinutes(ANONYMOUS_RIGHTS, 0)).toBe(0);
    expect(PLAN_IDS.map((plan) => queueOffsetMinutes(PLANS[plan], 0))).toEqual([-1, -2, -5, -10]);
  });

  it('ranks the plans Ultra, Pro, Basic, Free, visitors for jobs sent together', () => {
    const keys = [...PLAN_IDS.map((plan) => PLANS[plan]), ANONYMOUS_RIGHTS].map((rights) =>
      queueKeyAt(sentAt, queueOffsetMinutes(rights, 0)).getTime(),
    );
    const order = keys.map((key, index) => ({ key, index })).sort((a, b) => a.key - b.key);
    expect(order.map(({ index }) => [...PLAN_IDS, 'visitor'][index])).toEqual([
      'ultra',
      'pro',
      'basic',
      'free',
      'visitor',
    ]);
  });

  it('puts each further job of one account a fairness step later', () => {
    const first = queueKeyAt(sentAt, queueOffsetMinutes(PLANS.pro, 0));
    const third = queueKeyAt(sentAt, queueOffsetMinutes(PLANS.pro, 2));
    expect(third.getTime() - first.getTime()).toBe(2 * 60_000);
  });
});
