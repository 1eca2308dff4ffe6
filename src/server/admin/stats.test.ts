import { countBy, failureRate, percentile } from './stats';

describe('percentile', () => {
  it.each([
    [[], 50, null],
    [[7], 50, 7],
    [[7], 95, 7],
    [[3, 1, 2], 50, 2],
    [[1, 2, 3, 4], 50, 2],
    [[1, 2, 3, 4], 95, 4],
    [Array.from({ length: 100 }, (_, i) => 100 - i), 95, 95],
    [Array.from({ length: 100 }, (_, i) => i + 1), 50, 50],
    [[5, 1, 9], 0, 1],
    [[5, 1, 9], 100, 9],
    [[5, 1, 9], 250, 9],
  ] as const)('of %j at %d is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('leaves its input in its order', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('failureRate', () => {
  it('is failed over finished, and unknown when nothing finished', () => {
    expect(failureRate({ success: 3, fail: 1, queued: 10 })).toBe(0.25);
    expect(failureRate({ fail: 2 })).toBe(1);
    expect(failureRate({ success: 2 })).toBe(0);
    expect(failureRate({ queued: 4, processing: 1 })).toBeNull();
  });
});

describe('countBy', () => {
  it('counts largest first, ties by name', () => {
    const rows = ['b', 'a', 'c', 'a', 'c'].map((model) => ({ model }));
    expect(countBy(rows, (row) => row.model)).toEqual([
      { key: 'a', count: 2 },
      { key: 'c', count: 2 },
      { key: 'b', count: 1 },
    ]);
  });

  it('counts a group as its size', () => {
    const groups = [
      { provider: 'fal', n: 2 },
      { provider: 'local', n: 5 },
      { provider: 'fal', n: 4 },
    ];
    expect(
      countBy(
        groups,
        (row) => row.provider,
        (row) => row.n,
      ),
    ).toEqual([
      { key: 'fal', count: 6 },
      { key: 'local', count: 5 },
    ]);
  });
});
