import { type MessageKey, SERVER_MESSAGES, type VarValue } from './messages';

/**
 * The error catalogue shared by server and client (API.md "Error catalogue"): the body `code`
 * of the `{code, msg, data}` envelope and the HTTP status that mirrors it.
 */
export const CODES = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  DAILY_LIMIT: 429,
  NOT_ENOUGH_CREDITS: 430,
  SLOW_DOWN: 439,
  /** The same Idempotency-Key with another body (API.md "API keys and webhooks"). */
  IDEMPOTENCY_MISMATCH: 422,
  CONTENT_REJECTED: 450,
  TOO_MANY_JOBS: 460,
  SERVER_ERROR: 500,
  NOT_AVAILABLE: 503,
  CAPTCHA_REQUIRED: 100001,
  CAPTCHA_FAILED: 100002,
} as const;

export type ApiCode = (typeof CODES)[keyof typeof CODES];

/**
 * The answer of every route. An error adds the key of its message and the message's variables
 * (`src/lib/api/messages.ts`); a client that knows the key shows its own translation, others
 * read the English `msg`. A server older than the keys leaves them out.
 */
export type Envelope<T> = {
  code: number;
  msg: string;
  msgKey?: MessageKey;
  msgVars?: Record<string, VarValue>;
  data: T | null;
};

const HTTP_STATUS: Record<number, number> = {
  430: 402,
  439: 429,
  450: 422,
  460: 409,
  100001: 403,
  100002: 403,
};

/** The HTTP status for a body code: the code itself where it is an HTTP status, else API.md's mapping. */
export function httpStatusFor(code: number): number {
  return HTTP_STATUS[code] ?? (code >= 100 && code < 600 ? code : 500);
}

export const SERVER_ERROR_MESSAGE = SERVER_MESSAGES.serverError;
