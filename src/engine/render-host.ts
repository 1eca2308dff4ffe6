/**
 * A render process (ARCHITECTURE.md: rendering never runs on the request thread). The worker
 * forks it once and sends it jobs over IPC; a cancelled or stuck job is ended by killing the
 * process, and the pool forks a new one.
 */
import { type LocalJob, renderLocal } from './local-provider';

type Request = { id: string; job: LocalJob; dir: string };

process.on('message', (message: Request) => {
  const { id, job, dir } = message;
  renderLocal(job, { dir, onProgress: (fraction) => process.send?.({ id, progress: fraction }) })
    .then((result) => process.send?.({ id, result }))
    .catch((error: unknown) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }));
});

// The worker that forked us is gone (killed, crashed): stop rather than render for nobody.
process.on('disconnect', () => process.exit(1));

process.send?.({ ready: true });
