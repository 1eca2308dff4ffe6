/**
 * What the admin console's overview route answers (src/server/admin/overview.ts makes it, the
 * console's screens read it): one type for both sides.
 */
/** Counts per key, largest first. */
export type Tally = { key: string; count: number }[];
export type Overview = {
  since: number;
  jobs: { total: number; byState: Tally; byModel: Tally; byProvider: Tally };
  failureRate: number | null;
  doneSeconds: { median: number | null; p95: number | null; count: number };
  queue: { depth: number; oldestAgeSeconds: number | null; processing: number };
  workersAlive: number;
  credits: { spent: number; refunded: number; granted: number };
  signUps: number;
  payments: number;
};
