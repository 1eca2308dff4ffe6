/**
 * Render processes for the worker: one per concurrent job, forked on demand and reused. A job
 * that is cancelled (record deleted, lease lost, shutdown) kills its process, so nothing keeps
 * drawing for a job nobody wants.
 *
 * Stop signals (issue 13, item 22): each render process leads its own process group
 * (`detached`), so a SIGTERM or SIGINT sent to the worker's group (a container runtime, Ctrl-C
 * in a terminal) reaches the worker alone, which lets running jobs finish within its grace or
 * hands them back; the render and its ffmpeg are never cut off mid-job by the signal itself.
 * The pool ends them (their whole group, ffmpeg included) when a job is cancelled or the pool
 * closes, and a render process whose worker died ends its group itself (src/main/render-host.ts).
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FailureDraft } from '@/lib/failures';
import { JobError, NonRetryableError } from './errors';
import type { LocalJob, LocalResult } from './local-provider';

type Reply = {
  id: string;
  progress?: number;
  result?: LocalResult;
  error?: string;
  /** The render's reason by key, and whether it is final (render-host.ts). */
  failure?: FailureDraft;
  final?: boolean;
  ready?: boolean;
};

/** The render process's error as this side's: its reason and finality kept. */
function replyError(reply: Reply): Error {
  const message = reply.error ?? 'render failed';
  if (!reply.failure) return new Error(message);
  return reply.final ? new NonRetryableError(message, reply.failure) : new JobError(message, reply.failure);
}

// Inside the production bundle (`npm run build`, scripts/build-server.mjs) this module's URL is
// dist/server.cjs or dist/worker.cjs and the render process is built beside it: fork that plain
// JavaScript. Run from source (`npm run dev`, unit tests) there is none: fork the TypeScript
// through tsx. Looking beside ourselves rather than for any dist/ keeps a stale build from being
// forked by source code.
const BUILT_HOST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-host.cjs');
const HOST = fs.existsSync(BUILT_HOST) ? BUILT_HOST : path.resolve(process.cwd(), 'src/main/render-host.ts');
const HOST_EXEC_ARGV = HOST === BUILT_HOST ? ['--expose-gc'] : ['--expose-gc', '--import', 'tsx'];

export class RenderPool {
  private idle: ChildProcess[] = [];
  private all = new Set<ChildProcess>();
  private counter = 0;

  private spawn(): ChildProcess {
    const child = fork(HOST, [], {
      execArgv: HOST_EXEC_ARGV,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
      detached: true,
    });
    this.all.add(child);
    child.on('exit', () => {
      this.all.delete(child);
      this.idle = this.idle.filter((other) => other !== child);
    });
    return child;
  }

  run(
    job: LocalJob,
    dir: string,
    options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
  ): Promise<LocalResult> {
    const child = this.idle.pop() ?? this.spawn();
    this.counter += 1;
    const id = `job-${this.counter}`;
    return new Promise<LocalResult>((resolve, reject) => {
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        options.signal?.removeEventListener('abort', onAbort);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        if (reply.progress !== undefined) options.onProgress?.(reply.progress);
        else {
          cleanup();
          this.idle.push(child);
          if (reply.result) resolve(reply.result);
          else reject(replyError(reply));
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`the render process stopped (exit ${code})`));
      };
      const onAbort = () => {
        cleanup();
        killGroup(child);
        reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error('cancelled'));
      };
      if (options.signal?.aborted) return onAbort();
      child.on('message', onMessage);
      child.on('exit', onExit);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.send({ id, job, dir });
    });
  }

  /** Ends every render process and its ffmpeg, and resolves once they are gone. */
  async close(): Promise<void> {
    const children = [...this.all];
    const gone = children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve())),
    );
    for (const child of children) killGroup(child);
    this.all.clear();
    this.idle = [];
    await Promise.all(gone);
  }
}

/** Kills a render process with everything it started (it leads its own group). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
