import type { ApiCode } from '@/lib/api/codes';
import { englishMessage, type MessageKey, messageParts, type ServerMessage, type VarValue } from '@/lib/api/messages';

/**
 * An expected failure: the handler wrapper turns it into its catalogue code, HTTP status and
 * message, which is a key of the message table (`src/lib/api/messages.ts`) with its variables;
 * the English `message` is made from the same table. `field` names the input at fault: the
 * English message starts with it (`prompt: …`) and it is one of the variables.
 */
export class AppError extends Error {
  readonly msgKey: MessageKey;
  readonly msgVars: Record<string, VarValue>;

  constructor(
    readonly code: ApiCode,
    said: ServerMessage,
    readonly data: unknown = null,
    field?: string,
  ) {
    super(field ? `${field}: ${englishMessage(said)}` : englishMessage(said));
    const { key, vars } = messageParts(said);
    this.name = 'AppError';
    this.msgKey = key;
    this.msgVars = field ? { field, ...vars } : vars;
  }
}

/**
 * A refusal that passes by itself after a wait the server can tell (a rate or a concurrency
 * limit): the wrapper sends the wait as `Retry-After` (seconds), and in `data` for clients that
 * read only the body.
 */
export class RetryLaterError extends AppError {
  constructor(
    code: ApiCode,
    said: ServerMessage,
    readonly retryAfterSeconds: number,
  ) {
    super(code, said, { retryAfterSeconds });
  }
}
