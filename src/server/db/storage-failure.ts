/**
 * The embedded database fails loudly. PGlite runs Postgres inside this process, on the files of
 * DATA_DIR/db; when those cannot be written (permissions, a read-only or full disk), Postgres
 * either fails the statement or PANICs, and after a PANIC PGlite retries its main loop for ever
 * on the event loop's thread: no request, health check or signal is served again. Neither state
 * heals by itself, so the process reports it (health answers 503), logs why and exits non-zero
 * for a supervisor to restart it. Nothing committed is lost: a commit is in the write-ahead log
 * before it is acknowledged, and Postgres replays the log at the next start.
 */
import pino from 'pino';
import { processSingleton } from '@/lib/process-singleton';

/** How long health answers 503 before the process exits, so a probe in flight learns why. */
const EXIT_DELAY_MS = 1000;

// One per process, as the database handle is: Next bundles each API route with its own copy of
// this module, and the health route must see a failure that another route's query met.
const failure = () => processSingleton('databaseStorageFailure', (): { reason?: string } => ({}));

/** Why the embedded database can no longer use its files, once it cannot. */
export function storageFailure(): string | undefined {
  return failure().reason;
}

/**
 * SQLSTATEs of a failed file operation (Postgres's errcode_for_file_access): disk full, the
 * system-error class, and "permission denied", which on the embedded database can only come from
 * the file system: we connect as its superuser, whom no privilege check refuses.
 */
export function isStorageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === '53100' || code === '42501' || code.startsWith('58'));
}

/**
 * Records the failure and stops the process: `now` where returning would re-enter PGlite's loop
 * (a PANIC), else after a moment in which health answers 503.
 */
export function failStorage(reason: string, when: 'now' | 'soon'): void {
  const state = failure();
  const first = state.reason === undefined;
  if (first) {
    state.reason = reason;
    // A logger of its own, made now: the shared one (src/server/log.ts) reads the environment as
    // it is imported, and scripts import the database client before they load their .env files.
    pino({ base: { service: 'vidloom' } }).fatal(
      { reason },
      'the embedded database cannot use its files; exiting for a restart',
    );
  }
  if (when === 'now') process.exit(1);
  if (first) setTimeout(() => process.exit(1), EXIT_DELAY_MS);
}

/**
 * PGlite's `onStderr`: Postgres logs a PANIC's reason, then Emscripten's abort prints
 * `Aborted(…)` just before PGlite swallows it and spins; this is the last moment the process
 * can act.
 */
export function watchPostgresStderr(): (line: string) => boolean {
  let panic: string | undefined;
  return (line) => {
    const match = /\bPANIC:\s+(.*)$/.exec(line);
    if (match) panic = match[1];
    if (line.startsWith('Aborted(')) failStorage(panic ?? line, 'now');
    return false;
  };
}
