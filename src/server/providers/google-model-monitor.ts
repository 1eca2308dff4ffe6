/**
 * Keeps an up-to-date answer to "does Google still serve this model?" for each configured
 * Google model (issue 14, item 4): every check runs at start and then every `intervalMs`
 * (GOOGLE_MODEL_CHECK_MS, hourly by default). `onChange` is told when a model's answer changes,
 * e.g. to fail and refund the jobs queued for a model Google just retired. An unreachable Google
 * keeps the previous answer (google-models.ts), so a network blip changes nothing.
 */
import type { ModelAvailability } from '@/engine/providers/google-models';
import type { GoogleModelCheck } from './google-config';

export type GoogleModelStatus = {
  provider: GoogleModelCheck['provider'];
  remoteId: string;
  availability: ModelAvailability;
  checkedAt: Date;
};

export type GoogleModelMonitor = {
  /** Settles once every model has been looked up at least once. */
  ready: Promise<void>;
  /** The latest answer for a provider's model id (undefined before its first check). */
  get: (provider: GoogleModelCheck['provider'], remoteId: string) => GoogleModelStatus | undefined;
  all: () => GoogleModelStatus[];
  /** Looks every model up now (the admin's "check again", tests). */
  refresh: () => Promise<void>;
  stop: () => void;
};

const keyOf = (provider: string, remoteId: string) => `${provider}\n${remoteId}`;

function same(a: ModelAvailability | undefined, b: ModelAvailability): boolean {
  if (!a) return false;
  if (a.available || b.available) return a.available === b.available;
  return a.code === b.code;
}

export function startGoogleModelMonitor(
  checks: GoogleModelCheck[],
  options: {
    intervalMs: number;
    onChange?: (status: GoogleModelStatus, previous: GoogleModelStatus | undefined) => void | Promise<void>;
    onError?: (error: unknown) => void;
  },
): GoogleModelMonitor {
  const statuses = new Map<string, GoogleModelStatus>();
  let running: Promise<void> | null = null;

  async function checkOne(check: GoogleModelCheck) {
    const key = keyOf(check.provider, check.remoteId);
    const previous = statuses.get(key);
    const availability = await check.check(previous?.availability);
    const status = { provider: check.provider, remoteId: check.remoteId, availability, checkedAt: new Date() };
    statuses.set(key, status);
    if (!same(previous?.availability, availability)) await options.onChange?.(status, previous);
  }

  function refresh(): Promise<void> {
    // One round at a time: a slow Google must not pile rounds up.
    running ??= Promise.all(checks.map((check) => checkOne(check).catch((error: unknown) => options.onError?.(error))))
      .then(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  }

  const ready = refresh();
  const timer = setInterval(() => void refresh(), options.intervalMs);
  timer.unref?.();
  return {
    ready,
    get: (provider, remoteId) => statuses.get(keyOf(provider, remoteId)),
    all: () => [...statuses.values()],
    refresh,
    stop: () => clearInterval(timer),
  };
}
