/**
 * How an error is written to the log. A database error carries the values of its query: the
 * driver's message ("Failed query: … params: a@b.c,$scrypt$…"), `params`, and PostgreSQL's
 * `detail` ("Key (email)=(a@b.c) already exists"). We log what tells the cause (the error
 * classes, SQLSTATE code, constraint, table, column, the parametrised query text) and never a
 * value, anywhere in the cause chain; the stack keeps only its frames, since its first line
 * repeats the message. Other errors keep pino's standard shape.
 */
import pino from 'pino';

type Loose = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(error: unknown): error is Error & Loose {
  if (!(error instanceof Error)) return false;
  const loose = error as unknown as Loose;
  // Drizzle's wrapper (DrizzleQueryError) or the driver's own error (pg and PGlite: DatabaseError).
  if ('params' in loose && 'query' in loose) return true;
  return typeof loose.code === 'string' && SQLSTATE.test(loose.code) && ('severity' in loose || 'routine' in loose);
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.join('\n');
}

/**
 * The class of an error by its shape: production bundles minify class names, so
 * `constructor.name` there reads "e".
 */
function typeOf(error: Error & Loose): string {
  // PGlite's DatabaseError carries `query` and `params` too: the SQLSTATE tells it from Drizzle's wrapper.
  if (typeof error.code === 'string' && SQLSTATE.test(error.code) && 'severity' in error) return 'DatabaseError';
  if ('params' in error && 'query' in error) return 'DrizzleQueryError';
  const name = error.constructor?.name;
  return name && name.length > 2 ? name : error.name;
}

function describeDatabaseError(error: Error & Loose): Loose {
  const pick = (key: string) =>
    typeof error[key] === 'string' || typeof error[key] === 'number' ? error[key] : undefined;
  return {
    type: typeOf(error),
    code: pick('code'),
    severity: pick('severity'),
    constraint: pick('constraint'),
    schema: pick('schema'),
    table: pick('table'),
    column: pick('column'),
    dataType: pick('dataType'),
    routine: pick('routine'),
    // Parametrised (values travel in `params`, never logged).
    query: typeof error.query === 'string' ? error.query : undefined,
  };
}

export function safeErrorForLog(value: unknown): unknown {
  const chain = causeChain(value);
  if (!chain.some(isDatabaseError)) return value instanceof Error ? pino.stdSerializers.err(value) : value;
  const top = value as Error & Loose;
  return {
    type: typeOf(top),
    message: 'database error (values withheld from the log)',
    stack: framesOnly(top.stack),
    database: chain.filter(isDatabaseError).map(describeDatabaseError),
  };
}
