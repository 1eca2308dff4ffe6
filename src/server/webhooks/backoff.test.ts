import { MAX_DELIVERY_ATTEMPTS, nextAttemptDelay } from './backoff';

const MINUTE = 60_000;

describe('the webhook retry schedule', () => {
  it('doubles from the base up to 240 bases, then stops after the last attempt', () => {
    const middle = (attempt: number) => nextAttemptDelay(attempt, MINUTE, 0.5);
    expect([1, 2, 3, 4, 8, 9, 13].map(middle)).toEqual([
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      128 * MINUTE,
      240 * MINUTE,
      240 * MINUTE,
    ]);
    expect(middle(MAX_DELIVERY_ATTEMPTS)).toBeNull();
    expect(middle(MAX_DELIVERY_ATTEMPTS + 1)).toBeNull();
  });

  it('spans about a day with the default base', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1)
      total += nextAttemptDelay(attempt, MINUTE, 0.5)!;
    expect(total / (60 * MINUTE)).toBeGreaterThan(22);
    expect(total / (60 * MINUTE)).toBeLessThan(26);
  });

  it('moves each wait by at most a quarter either way, and scales with the base', () => {
    expect(nextAttemptDelay(3, MINUTE, 0)).toBe(3 * MINUTE);
    expect(nextAttemptDelay(3, MINUTE, 0.999999)).toBe(5 * MINUTE);
    expect(nextAttemptDelay(3, 100, 0.5)).toBe(400);
    const spread = new Set(Array.from({ length: 50 }, () => nextAttemptDelay(2, MINUTE)));
    expect(spread.size).toBeGreaterThan(1);
    for (const wait of spread) expect(wait).toBeGreaterThanOrEqual(1.5 * MINUTE);
  });
});
