/**
 * Signals between the API, the workers and the open event streams (issue 18): a job was queued
 * (an idle worker claims it at once instead of at its next poll) and a record changed state (its
 * owner's open streams hear of it at once). Polling stays underneath both as the fallback, so a
 * lost signal costs time, never a job.
 *
 * In one process (the embedded default, or WORKER_IN_PROCESS=1) the signal is an event on an
 * emitter, one per process (processSingleton: Next bundles each route apart from the server that
 * loads them). On PostgreSQL, where workers are separate processes, it is a NOTIFY on one channel, and
 * each process that listens holds one LISTEN connection and replays what it hears on its emitter.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serverEnv } from '@/env';
import { processSingleton } from '@/lib/process-singleton';
import type { Executor } from '@/server/db/client';
import { log } from '@/server/log';

/** A record's new state, for the streams of its owner (`u:<userId>` or `d:<deviceId>`). */
export type RecordSignal = { owner: string; id: string; state: string };

type Message = { kind: 'queued' } | ({ kind: 'record' } & RecordSignal) | { kind: 'withdrawn'; ids: string[] };

const CHANNEL = 'vidloom_events';
const RECONNECT_MS = 2000;

type Bus = { emitter: EventEmitter; listener?: Promise<void>; client?: pg.Client; closed?: boolean };

function bus(): Bus {
  return processSingleton('jobSignals', () => {
    const emitter = new EventEmitter();
    // Every open stream adds a listener: hundreds are normal, not a leak.
    emitter.setMaxListeners(0);
    return { emitter };
  });
}

export function ownerKey(owner: { userId?: string | null; deviceId?: string | null }): string {
  return owner.userId ? `u:${owner.userId}` : `d:${owner.deviceId ?? ''}`;
}

function deliver(message: Message): void {
  if (message.kind === 'queued') bus().emitter.emit('queued');
  else if (message.kind === 'withdrawn') {
    for (const id of message.ids) if (typeof id === 'string') bus().emitter.emit('withdrawn', id);
  } else bus().emitter.emit('record', { owner: message.owner, id: message.id, state: message.state });
}

/** Sends a signal to this process and, on PostgreSQL, to every process that listens. */
async function publish(db: Executor, message: Message): Promise<void> {
  if (!serverEnv().DATABASE_URL) {
    deliver(message);
    return;
  }
  try {
    // Our own LISTEN connection hears it too, so local subscribers get it once, from there.
    await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(message)})`);
  } catch (error) {
    log.warn({ err: error }, 'job signal not sent (polling will find the change)');
    deliver(message);
  }
}

export function signalJobQueued(db: Executor): Promise<void> {
  return publish(db, { kind: 'queued' });
}

/**
 * Jobs whose records were deleted while queued or rendering: the worker rendering one stops at
 * once instead of at its next lease renewal, which would come only after the render had spent
 * its CPU on a video nobody will see.
 */
export function signalJobsWithdrawn(db: Executor, ids: string[]): Promise<void> {
  return ids.length > 0 ? publish(db, { kind: 'withdrawn', ids }) : Promise.resolve();
}

export function signalRecordChanged(db: Executor, signal: RecordSignal): Promise<void> {
  return publish(db, { kind: 'record', ...signal });
}

/**
 * The record a job's change is news of: its own, or for a story's shot the story, which is
 * being made while any of its shots is (its own job, the assembly, says when it is done).
 */
export function recordOfJob(
  job: { id: string; parentId?: string | null },
  state: RecordSignal['state'],
): Pick<RecordSignal, 'id' | 'state'> {
  return job.parentId ? { id: job.parentId, state: 'processing' } : { id: job.id, state };
}

/** One LISTEN connection per process, reopened after a drop; nothing on the embedded database. */
function listen(): void {
  const { DATABASE_URL } = serverEnv();
  const state = bus();
  if (!DATABASE_URL || state.listener || state.closed) return;
  state.listener = (async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    const retry = () => {
      if (state.client !== client) return;
      state.client = undefined;
      state.listener = undefined;
      client.end().catch(() => undefined);
      if (!state.closed) setTimeout(listen, RECONNECT_MS).unref();
    };
    state.client = client;
    client.on('error', (error) => {
      log.warn({ err: error }, 'job signal connection lost, reconnecting');
      retry();
    });
    client.on('end', retry);
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as Message);
      } catch {
        // Not ours: another program on the same channel.
      }
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      log.info({ channel: CHANNEL }, 'listening for job signals');
    } catch (error) {
      log.warn({ err: error }, 'job signals: could not listen, polling only for now');
      retry();
    }
  })();
}

/** Calls `onQueued` whenever a job is queued anywhere; returns the unsubscribe. */
export function onJobQueued(onQueued: () => void): () => void {
  listen();
  bus().emitter.on('queued', onQueued);
  return () => bus().emitter.off('queued', onQueued);
}

/** Calls `onWithdrawn` with the id of each withdrawn job (signalJobsWithdrawn); returns the unsubscribe. */
export function onJobWithdrawn(onWithdrawn: (id: string) => void): () => void {
  listen();
  bus().emitter.on('withdrawn', onWithdrawn);
  return () => bus().emitter.off('withdrawn', onWithdrawn);
}

/** Calls `onChange` for each state change of the owner's records; returns the unsubscribe. */
export function onRecordChanged(owner: string, onChange: (signal: RecordSignal) => void): () => void {
  listen();
  const handler = (signal: RecordSignal) => {
    if (signal.owner === owner) onChange(signal);
  };
  bus().emitter.on('record', handler);
  return () => bus().emitter.off('record', handler);
}

/** Calls `onClose` when the process shuts down (an open stream ends then); returns the unsubscribe. */
export function onShutdown(onClose: () => void): () => void {
  bus().emitter.on('shutdown', onClose);
  return () => bus().emitter.off('shutdown', onClose);
}

/** Ends the open streams and closes the LISTEN connection (server and worker shutdown). */
export async function closeJobSignals(): Promise<void> {
  const state = bus();
  state.closed = true;
  state.emitter.emit('shutdown');
  const client = state.client;
  state.client = undefined;
  await client?.end().catch(() => undefined);
}
