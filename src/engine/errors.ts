import type { FailureDraft } from '@/lib/failures';

/**
 * A failed attempt that says why by key (src/lib/failures.ts), for the record; the message is
 * for the logs. Another attempt may still succeed (a provider that did not answer, a cut
 * download). `provider` is the name of what the job ran on, set by the worker's dispatch.
 */
export class JobError extends Error {
  provider?: string;

  constructor(
    message: string,
    readonly failure: FailureDraft,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A job failure that another attempt would not fix (a refused prompt, a filtered result). */
export class NonRetryableError extends JobError {}

/** The failure an error carries, or none (an error nobody classified). */
export function failureOf(error: unknown): FailureDraft | null {
  return error instanceof JobError ? error.failure : null;
}
