/**
 * `npm run worker`: a standalone job worker (ARCHITECTURE.md "Embedded default and
 * scale-out"). Run any number of them against the same DATABASE_URL; each claims jobs with
 * SKIP LOCKED. Start-up and the stop on SIGTERM (running jobs finish for a while, the rest go
 * back to the queue) are the bootstrap's (src/main/bootstrap.ts).
 */
import { bootstrap } from './bootstrap';

bootstrap('worker').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
