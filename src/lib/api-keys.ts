/**
 * The limits of API keys, shared by the server that enforces them and the settings page that
 * states them. A key's limits come on top of its account's plan: a request must pass both.
 */
import type { z } from 'zod';
import type { apiKeyList, createdApiKey } from './api/schemas/api-keys';
import { MINUTE } from './time';

/** Every key starts with this, so people and secret scanners recognise one. */
export const API_KEY_PREFIX = 'vl_';

/** Live keys one account may hold: enough for one per program and environment. */
export const API_KEYS_PER_USER = 20;

export const API_KEY_NAME_MAX = 60;

/** Requests a minute one key may make to the routes keys work on. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
export const API_KEY_RATE_WINDOW_MS = MINUTE;

/** Videos created with one key that may be queued or rendering at once. */
export const API_KEY_CONCURRENT_JOBS = 4;

/**
 * The Retry-After of a key at its concurrency limit: when a job ends cannot be known, so the
 * caller is told to look again after a typical poll interval.
 */
export const API_KEY_JOBS_RETRY_AFTER_SECONDS = 15;

/**
 * A key as GET /api/v1/user/api-keys lists it: never the key itself, which only its creation
 * answers. The answers' types are the OpenAPI document's schemas, so the two cannot differ.
 */
export type ApiKeyView = z.infer<typeof apiKeyList>[number];

/** POST /api/v1/user/api-keys: the one answer that carries the key. */
export type CreatedApiKey = z.infer<typeof createdApiKey>;
