/**
 * The webhook deliverer: a loop of its own beside the job loop, in every process that runs a
 * worker. It claims due deliveries (src/server/webhooks/deliveries.ts), signs and POSTs each
 * one with at most `concurrency` in flight, and records the answer. Sending is only network
 * waiting, bounded by the timeout, and never awaited by the job loop: a slow or dead endpoint
 * holds one of these slots for at most the timeout, never a render.
 */
import { serverEnv } from '@/env';
import { MINUTE } from '@/lib/time';
import type { Database } from '@/server/db/client';
import { log } from '@/server/log';
import { type ClaimedDelivery, claimDueDeliveries, recordAttempt } from '@/server/webhooks/deliveries';
import { onDeliveriesDue } from '@/server/webhooks/delivery-signals';
import { openSecret } from '@/server/webhooks/secret-box';
import { type SendResult, sendWebhook } from '@/server/webhooks/send-webhook';
import { SIGNATURE_HEADER, signatureHeader } from '@/server/webhooks/signature';

export type DelivererOptions = {
  db: Database;
  /** Deliveries in flight at once in this process. */
  concurrency?: number;
  /** How often it looks for due deliveries when nothing wakes it. */
  pollMs?: number;
  /** Defaults: WEBHOOK_TIMEOUT_MS, WEBHOOK_RETRY_BASE_MS, WEBHOOK_ALLOW_PRIVATE. */
  timeoutMs?: number;
  retryBaseMs?: number;
  allowPrivate?: boolean;
};

export type RunningDeliverer = { stop: () => Promise<void> };

const CONCURRENCY = 8;
const POLL_MS = 2000;

export function startWebhookDeliverer(options: DelivererOptions): RunningDeliverer {
  const env = serverEnv();
  const { db } = options;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const pollMs = options.pollMs ?? POLL_MS;
  const timeoutMs = options.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS;
  const retryBaseMs = options.retryBaseMs ?? env.WEBHOOK_RETRY_BASE_MS;
  const allowPrivate = options.allowPrivate ?? env.WEBHOOK_ALLOW_PRIVATE === '1';
  // Past the longest attempt, so a claim runs out only when its process died mid-send.
  const leaseMs = timeoutMs + MINUTE;
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let wake: (() => void) | null = null;
  let woken = false;
  const nudge = () => {
    if (wake) wake();
    else woken = true;
  };
  const unsubscribe = onDeliveriesDue(nudge);

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const secret = openSecret(delivery.secret);
    const result: SendResult = secret
      ? await sendWebhook(
          delivery.url,
          delivery.payload,
          { [SIGNATURE_HEADER]: signatureHeader(secret, delivery.payload, Math.floor(Date.now() / 1000)) },
          { timeoutMs, allowPrivate },
        )
      : { ok: false, status: null, response: 'the signing secret cannot be read (was APP_SECRET changed?)' };
    const next = await recordAttempt(db, delivery, result, retryBaseMs);
    if (!result.ok)
      log.info(
        { delivery: delivery.id, event: delivery.eventId, attempt: delivery.attempts, status: result.status },
        next ? 'webhook delivery failed, will retry' : 'webhook delivery failed for good',
      );
    // The retry is due in this process's own schedule: wake for it rather than wait for a poll.
    if (next) setTimeout(nudge, Math.max(0, next.getTime() - Date.now())).unref();
  }

  function start(delivery: ClaimedDelivery) {
    const running: Promise<void> = deliver(delivery)
      .catch((error: unknown) => log.error({ err: error, delivery: delivery.id }, 'webhook delivery failed to settle'))
      .finally(() => {
        inFlight.delete(running);
        nudge();
      });
    inFlight.add(running);
  }

  async function pause(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    wake = null;
    woken = false;
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        const claimed = await claimDueDeliveries(db, concurrency - inFlight.size, leaseMs);
        for (const delivery of claimed) start(delivery);
      } catch (error) {
        log.error({ err: error }, 'webhook deliverer error');
      }
      await pause(pollMs);
    }
  })();

  return {
    /** Claims no more; sends under way finish (each within the timeout). */
    stop: async () => {
      stopping = true;
      unsubscribe();
      wake?.();
      await loop;
      await Promise.allSettled([...inFlight]);
    },
  };
}
