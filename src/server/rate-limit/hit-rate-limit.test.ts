import { type Counts, msUntilAllowed } from './hit-rate-limit';

const W = 60_000;
/** The sliding estimate hitLimit reads, for a hit `afterMs` from now with no other hits meanwhile. */
function estimateAfter({ current, previous, elapsed }: Counts, afterMs: number): number {
  const at = elapsed + afterMs / W;
  if (at < 1) return current + 1 + Math.ceil(previous * (1 - at) - 1e-9);
  if (at < 2) return 1 + Math.ceil(current * (2 - at) - 1e-9);
  return 1;
}

describe('Retry-After of a sliding-window limit', () => {
  it.each<[string, Counts]>([
    ['a burst in this window alone', { current: 121, previous: 0, elapsed: 0.1 }],
    ['a burst just over the limit late in the window', { current: 121, previous: 0, elapsed: 0.95 }],
    ['a long hammering', { current: 400, previous: 0, elapsed: 0.5 }],
    ["the previous window's share", { current: 20, previous: 150, elapsed: 0.2 }],
    ['both windows full', { current: 120, previous: 120, elapsed: 0.5 }],
  ])('lets the next hit in exactly when the wait is over: %s', (_, counts) => {
    const limit = 120;
    const wait = msUntilAllowed(counts, limit, W);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2 * W);
    // Over just before the wait ends, allowed once it has (a second either side).
    expect(estimateAfter(counts, wait - 1000)).toBeGreaterThan(limit);
    expect(estimateAfter(counts, wait + 1)).toBeLessThanOrEqual(limit);
  });
});
