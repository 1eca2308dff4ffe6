/**
 * When a failed delivery is tried again: the wait doubles from the base (a minute by default)
 * up to four hours, each wait moved by up to a quarter either way so receivers that failed
 * together are not all called again at the same moment. Fourteen attempts span about a day;
 * the fourteenth failure is final. WEBHOOK_RETRY_BASE_MS shrinks the whole schedule (tests).
 */
export const MAX_DELIVERY_ATTEMPTS = 14;

/** The longest wait, in bases (a minute's base: four hours). */
const CAP_IN_BASES = 240;

/** The wait after attempt `attempt` (1 = the first) failed; `random` in [0, 1). */
function retryDelayMs(attempt: number, baseMs: number, random: number = Math.random()): number {
  const plain = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), baseMs * CAP_IN_BASES);
  return Math.round(plain * (0.75 + random * 0.5));
}

/** The wait before the next attempt, or null when the attempt that failed was the last. */
export function nextAttemptDelay(attempt: number, baseMs: number, random?: number): number | null {
  return attempt >= MAX_DELIVERY_ATTEMPTS ? null : retryDelayMs(attempt, baseMs, random);
}
