/**
 * Videos are both the history and the job queue (ARCHITECTURE.md "The queue"): a create
 * inserts a `queued` row together with its ledger debit; workers claim rows with
 * `FOR UPDATE SKIP LOCKED`, hold a lease (`locked_until`, renewed by a heartbeat) under a
 * `lease_token`, and only the holder of the current token may complete the row.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FailReason } from '@/lib/failures';
import type { ScenePlan } from '@/lib/scene-plan';
import type { GenerateParam } from '@/server/videos/generate-param';
import { apiKeys } from './api-keys';
import { devices } from './devices';
import { users } from './users';

export const VIDEO_STATES = ['queued', 'processing', 'success', 'fail'] as const;
export type VideoState = (typeof VIDEO_STATES)[number];

export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    operationType: text('operation_type').notNull(),
    model: text('model').notNull(),
    state: text('state').$type<VideoState>().notNull().default('queued'),
    /** What was asked, normalised (quality, duration, aspect ratio, prompts, flags, sources): generate-param.ts. */
    generateParam: jsonb('generate_param').$type<GenerateParam>().notNull(),
    /** What the worker needs beyond that: storage keys of the sources, seed, watermark (job-spec.ts, which checks it). */
    jobSpec: jsonb('job_spec').$type<Record<string, unknown>>().notNull(),
    prompt: text('prompt').notNull().default(''),
    /** What the `base` animatic understood of the prompt (src/lib/scene-plan.ts); null for other models and modes. */
    scene: jsonb('scene').$type<ScenePlan>(),
    cost: integer('cost').notNull(),
    privateFlag: boolean('private_flag').notNull().default(false),
    shareFlag: boolean('share_flag').notNull().default(false),
    /** Random part of the media URLs, so a <video> tag can load them without a header. */
    mediaKey: text('media_key').notNull(),
    videoKey: text('video_key'),
    coverKey: text('cover_key'),
    width: integer('width'),
    height: integer('height'),
    duration: real('duration'),
    /** Why it failed, in English (the API's `failMsg`): made from `fail_reason`, or as older rows wrote it. */
    failMsg: text('fail_msg'),
    /** Why it failed by key, its variables and the provider's words (src/lib/failures.ts); null on rows from before keys. */
    failReason: jsonb('fail_reason').$type<FailReason>(),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The job's place in the queue: when it was sent, moved earlier by its plan's head start
     * and later by the jobs its owner already had waiting (src/server/queue/queue-key.ts).
     * Claims take the smallest; a retry keeps it.
     */
    queueKey: timestamp('queue_key', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    runAfter: timestamp('run_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    leaseToken: text('lease_token'),
    workerId: text('worker_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /**
     * A story's shot: the story's row, and the shot's place in it. Shots are jobs of their own
     * (any worker, any model) but not records of the history: the story is. They go with it.
     */
    parentId: text('parent_id').references((): AnyPgColumn => videos.id, { onDelete: 'cascade' }),
    shotIndex: integer('shot_index'),
    /**
     * A shot's content (model, words, scene, shape, seed, picture): a story created again with a
     * shot its owner already has, finished, takes that shot's files instead of rendering it.
     */
    contentKey: text('content_key'),
    /** The API key that created it, if one did: a key's jobs in flight are limited on their own. */
    apiKeyId: text('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('videos_one_owner', sql`(${t.userId} is null) <> (${t.deviceId} is null)`),
    check('videos_state', sql`${t.state} in ('queued', 'processing', 'success', 'fail')`),
    index('videos_user_created_idx').on(t.userId, t.createdAt),
    index('videos_device_created_idx').on(t.deviceId, t.createdAt),
    // A claim reads the front of the queue, or a lease that ran out: each a small index, so a
    // claim stays an index probe however long the queue grows.
    index('videos_queue_idx').on(t.queueKey, t.id).where(sql`${t.state} = 'queued'`),
    index('videos_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'processing'`),
    index('videos_parent_idx').on(t.parentId, t.shotIndex).where(sql`${t.parentId} is not null`),
    index('videos_content_idx').on(t.contentKey).where(sql`${t.contentKey} is not null`),
    index('videos_api_key_running_idx')
      .on(t.apiKeyId)
      .where(sql`${t.apiKeyId} is not null and ${t.state} in ('queued', 'processing')`),
  ],
);

/** Files people uploaded (images, videos, audio), owned like videos; referenced by URL in create bodies. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'video' | 'audio'>().notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    duration: real('duration'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('uploads_one_owner', sql`(${t.userId} is null) <> (${t.deviceId} is null)`),
    index('uploads_user_idx').on(t.userId),
    index('uploads_device_idx').on(t.deviceId),
  ],
);

/** Workers seen recently, for /api/health. */
export const workers = pgTable('workers', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Storage folders to delete (`videos/<mediaKey>`, `uploads/<token>`): written in the transaction
 * that deletes their record or account, removed once the storage has deleted them. Deleting right
 * after the commit is the usual path; a folder the storage refused (S3 down, a crash in between)
 * stays here until housekeeping deletes it.
 */
export const mediaDeletions = pgTable('media_deletions', {
  prefix: text('prefix').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
});

/**
 * `Idempotency-Key`s of creates (API.md "API keys and webhooks"): a key names one request of
 * one owner. Written in the transaction that charges the create, so two requests with the same
 * key, even on two instances at once, charge once; kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    recordId: text('record_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
