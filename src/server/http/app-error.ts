import type { ApiCode } from '../../lib/api/codes';

/** An expected failure: the handler wrapper turns it into its catalogue code, HTTP status and message. */
export class AppError extends Error {
  constructor(
    readonly code: ApiCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
