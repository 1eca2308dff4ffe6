/**
 * The console's overview: what the last day looked like (jobs by state, model and provider,
 * failure rate, create-to-done times, credits, sign-ups, payments) and the queue right now,
 * the latter read by the same query as /api/health so the two never disagree.
 */
import { and, count, eq, gt, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import type { Overview } from '@/lib/admin-console';
import { DAY } from '@/lib/time';
import type { Database } from '@/server/db/client';
import { creditLedger, stripeEvents, users, videos } from '@/server/db/schema';
import { getHealth } from '@/server/health/get-health';
import { jobLabels } from '@/server/metrics/metrics';
import { countBy, failureRate, percentile } from './stats';

/** Stripe sends both for one paid invoice; counting one of them counts each payment once. */
const PAYMENT_EVENT = 'invoice.paid';

export type { Overview };

export async function getOverview(db: Database, now = Date.now()): Promise<Overview> {
  const since = new Date(now - DAY);
  // Stories' shots are jobs of their own; the story row is the one the customer sees, so both count.
  const groups = await db
    .select({ state: videos.state, model: videos.model, n: count() })
    .from(videos)
    .where(gt(videos.createdAt, since))
    .groupBy(videos.state, videos.model);
  const size = (group: { n: number }) => group.n;
  const byState = countBy(groups, (row) => row.state, size);
  const done = await db
    .select({ seconds: sql<number>`extract(epoch from (${videos.finishedAt} - ${videos.createdAt}))::float8` })
    .from(videos)
    .where(and(gt(videos.createdAt, since), eq(videos.state, 'success'), isNotNull(videos.finishedAt)));
  const seconds = done.map((row) => Number(row.seconds));
  const [money] = await db
    .select({
      spent: sum(
        sql`case when ${creditLedger.reason} = 'generation' and ${creditLedger.delta} < 0 then -${creditLedger.delta} else 0 end`,
      ),
      refunded: sum(sql`case when ${creditLedger.reason} = 'refund' then ${creditLedger.delta} else 0 end`),
      granted: sum(sql`case when ${creditLedger.reason} = 'subscription' then ${creditLedger.delta} else 0 end`),
    })
    .from(creditLedger)
    .where(gt(creditLedger.createdAt, since));
  const [signUps] = await db.select({ n: count() }).from(users).where(gt(users.createdAt, since));
  const [payments] = await db
    .select({ n: count() })
    .from(stripeEvents)
    .where(and(gt(stripeEvents.appliedAt, since), inArray(stripeEvents.type, [PAYMENT_EVENT])));
  const health = await getHealth();
  return {
    since: since.getTime(),
    jobs: {
      total: groups.reduce((total, group) => total + group.n, 0),
      byState,
      byModel: countBy(groups, (row) => row.model, size),
      byProvider: countBy(groups, (row) => jobLabels(row).provider, size),
    },
    failureRate: failureRate(Object.fromEntries(byState.map((row) => [row.key, row.count]))),
    doneSeconds: { median: percentile(seconds, 50), p95: percentile(seconds, 95), count: seconds.length },
    queue: {
      depth: health.queue.depth,
      oldestAgeSeconds: health.queue.oldestQueuedAgeSeconds,
      processing: health.queue.processing,
    },
    workersAlive: health.workers.seenLastMinute,
    credits: {
      spent: Number(money?.spent ?? 0),
      refunded: Number(money?.refunded ?? 0),
      granted: Number(money?.granted ?? 0),
    },
    signUps: signUps?.n ?? 0,
    payments: payments?.n ?? 0,
  };
}
