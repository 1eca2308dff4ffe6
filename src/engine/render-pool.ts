/**
 * Render processes for the worker: one per concurrent job, forked on demand and reused. A job
 * that is cancelled (record deleted, lease lost, shutdown) kills its process, so nothing keeps
 * drawing for a job nobody wants.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import type { LocalJob, LocalResult } from './local-provider';

type Reply = { id: string; progress?: number; result?: LocalResult; error?: string; ready?: boolean };

const HOST = path.resolve(process.cwd(), 'src/engine/render-host.ts');

export class RenderPool {
  private idle: ChildProcess[] = [];
  private all = new Set<ChildProcess>();
  private counter = 0;

  private spawn(): ChildProcess {
    const child = fork(HOST, [], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
    this.all.add(child);
    child.on('exit', () => {
      this.all.delete(child);
      this.idle = this.idle.filter((other) => other !== child);
    });
    return child;
  }

  run(job: LocalJob, dir: string, options: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {}): Promise<LocalResult> {
    const child = this.idle.pop() ?? this.spawn();
    const id = `job-${(this.counter += 1)}`;
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
          else reject(new Error(reply.error ?? 'render failed'));
        }
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`the render process stopped (exit ${code})`));
      };
      const onAbort = () => {
        cleanup();
        child.kill('SIGKILL');
        reject(options.signal?.reason instanceof Error ? options.signal.reason : new Error('cancelled'));
      };
      if (options.signal?.aborted) return onAbort();
      child.on('message', onMessage);
      child.on('exit', onExit);
      options.signal?.addEventListener('abort', onAbort, { once: true });
      child.send({ id, job, dir });
    });
  }

  async close(): Promise<void> {
    for (const child of this.all) child.kill('SIGTERM');
    this.all.clear();
    this.idle = [];
  }
}
