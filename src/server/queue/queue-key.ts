/**
 * Where a job goes in the queue (ARCHITECTURE.md "The queue"): claims take the smallest key.
 * The key is the time the job was sent, moved earlier by its plan's head start and later by one
 * fairness step for each job its owner already has waiting or rendering. So a paying plan's job
 * goes ahead of lower plans' jobs sent up to the difference in head starts before it, never more
 * (the ageing bound: no job waits for jobs sent long after it), and within one plan a batch from
 * one account interleaves with other people's first jobs instead of holding them back.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type PlanRights, QUEUE_FAIR_STEP_MINUTES } from '@/lib/plans';

const MINUTE_MS = 60_000;

/** Minutes between a job's sending and its place in the queue (negative: ahead of its time). */
export function queueOffsetMinutes(rights: Pick<PlanRights, 'queueHeadStartMinutes'>, alreadyQueued: number): number {
  return alreadyQueued * QUEUE_FAIR_STEP_MINUTES - rights.queueHeadStartMinutes;
}

/** The key of a job sent at `sentAt`. */
export function queueKeyAt(sentAt: Date, offsetMinutes: number): Date {
  return new Date(sentAt.getTime() + offsetMinutes * MINUTE_MS);
}

/** The key of a job sent now, by the database's clock, which every host shares. */
export function queueKeyNow(offsetMinutes: number): SQL {
  return sql`now() + (${offsetMinutes} * interval '1 minute')`;
}
