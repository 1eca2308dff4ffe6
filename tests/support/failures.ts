/**
 * What an engine step threw, for tests of its failure: the error, which must say by key why
 * (src/engine/errors.ts), and whether another attempt could still succeed.
 */
import { expect } from 'vitest';
import { JobError, NonRetryableError } from '@/engine/errors';
import type { FailureKey } from '@/lib/failures';

type Expected = { message?: string | RegExp; key: FailureKey; vars?: Record<string, unknown>; detail?: string };

async function thrown(run: Promise<unknown> | (() => unknown)): Promise<unknown> {
  try {
    await (typeof run === 'function' ? run() : run);
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure, and it succeeded');
}

function check(error: unknown, expected: Expected, final: boolean): JobError {
  expect(error).toBeInstanceOf(JobError);
  expect(error instanceof NonRetryableError, `${(error as Error).message}: final`).toBe(final);
  const failure = (error as JobError).failure;
  if (typeof expected.message === 'string') expect((error as Error).message).toBe(expected.message);
  else if (expected.message) expect((error as Error).message).toMatch(expected.message);
  expect(failure.key).toBe(expected.key);
  if (expected.vars) expect(failure.vars).toEqual(expected.vars);
  if (expected.detail !== undefined) expect(failure.detail).toBe(expected.detail);
  return error as JobError;
}

/** The step fails for good (NonRetryableError) with this key (and message, variables, detail). */
export async function expectRefusal(run: Promise<unknown> | (() => unknown), expected: Expected): Promise<JobError> {
  return check(await thrown(run), expected, true);
}

/** The step fails for this attempt only (a JobError another attempt may get past) with this key. */
export async function expectRetryable(run: Promise<unknown> | (() => unknown), expected: Expected): Promise<JobError> {
  return check(await thrown(run), expected, false);
}
