/** Pure figures of the console's overview, kept apart from the queries so they are tested alone. */

/**
 * The p-th percentile (0–100) of the values by the nearest-rank method: always one of the
 * values, so a median of job durations is a duration some job really took. Null when empty.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((Math.min(Math.max(p, 0), 100) / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1]!;
}

/** Failed jobs over finished ones (0–1); null when nothing finished, which is not a 0 % failure rate. */
export function failureRate(byState: Readonly<Record<string, number>>): number | null {
  const failed = byState.fail ?? 0;
  const finished = failed + (byState.success ?? 0);
  return finished === 0 ? null : failed / finished;
}

/**
 * Counts of rows by one of their fields, largest first (ties by name, so the table does not
 * jump); `weight` lets a row that is already a group count as its size.
 */
export function countBy<T>(
  rows: readonly T[],
  key: (row: T) => string,
  weight: (row: T) => number = () => 1,
): { key: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + weight(row));
  return [...counts]
    .map(([name, count]) => ({ key: name, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}
