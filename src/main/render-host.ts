/**
 * A render process (ARCHITECTURE.md: rendering never runs on the request thread). The worker
 * forks it once and sends it jobs over IPC; a cancelled or stuck job is ended by killing the
 * process, and the pool forks a new one (src/engine/render-pool.ts). The bootstrap
 * (src/main/bootstrap.ts) is not run here: this process opens no database and leaves stop
 * signals to the worker that forked it.
 */
import { JobError, NonRetryableError } from '@/engine/errors';
import { type LocalJob, renderLocal } from '@/engine/local-provider';

type Request = { id: string; job: LocalJob; dir: string };

process.on('message', (message: Request) => {
  const { id, job, dir } = message;
  renderLocal(job, { dir, onProgress: (fraction) => process.send?.({ id, progress: fraction }) })
    .then((result) => process.send?.({ id, result }))
    .catch((error: unknown) =>
      process.send?.({
        id,
        error: error instanceof Error ? error.message : String(error),
        // The reason, and whether another attempt could help, cross the process boundary with the message.
        ...(error instanceof JobError ? { failure: error.failure, final: error instanceof NonRetryableError } : {}),
      }),
    );
});

// Stop signals are the worker's to handle (render-pool.ts): it finishes or hands back the job
// and then ends us. A signal sent to our own group by hand is ignored the same way.
process.on('SIGTERM', () => undefined);
process.on('SIGINT', () => undefined);

// The worker that forked us is gone (killed, crashed): stop, with any ffmpeg we started (we
// lead our process group), rather than render for nobody.
process.on('disconnect', () => {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.exit(1);
  }
});

process.send?.({ ready: true });
