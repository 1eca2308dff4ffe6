/**
 * The process's Prometheus metrics (API.md "Operations"), one registry per process.
 *
 * Two bundles run in the web process: ours (the HTTP entry, the worker) and Next's (the API
 * routes), and each may load its own copy of this module and of prom-client. The first copy
 * keeps the metrics as a process singleton and every later copy uses those, so a create counted by an
 * API route and a render counted by the worker come out of the same registry.
 *
 * Counters count what this process did; Prometheus sums the processes. The queue and the
 * workers are read from the database at each scrape, so every process reports the same
 * installation-wide figures: take their max, not their sum.
 */
import client from 'prom-client';
import { findModel } from '@/lib/models';
import { processSingleton } from '@/lib/process-singleton';

/** Request latency buckets in seconds: a page or an API answer, up to a slow upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Render and queue-wait buckets in seconds: a base clip takes seconds, a remote model minutes. */
const JOB_BUCKETS = [1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 3600];

/** What the scrape-time gauges read: the queue and the workers, from the database. */
type QueueReading = { queued: number; processing: number; oldestQueuedSeconds: number; workersAlive: number };
type QueueReader = () => Promise<QueueReading>;

function create() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  let readQueue: QueueReader | undefined;
  // Read once per scrape (see `scrape`), before the gauges are collected.
  let reading: QueueReading | undefined;
  /** A gauge read from the queue: one number, or one per value of its single label. */
  const fromQueue = (
    name: string,
    help: string,
    pick: (reading: QueueReading) => number | Record<string, number>,
    label?: string,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames: label ? [label] : [],
      registers,
      collect() {
        this.reset();
        // Unknown, not zero: an alert on "no worker alive" must not fire because the database did not answer.
        if (!reading) {
          if (!label) this.set(Number.NaN);
          return;
        }
        const value = pick(reading);
        if (typeof value === 'number') this.set(value);
        else for (const [labelValue, n] of Object.entries(value)) this.set({ [label!]: labelValue }, n);
      },
    });

  return {
    registry,
    setQueueReader(reader: QueueReader) {
      readQueue = reader;
    },
    /**
     * The text exposition, with the queue read once for it; when the database does not answer,
     * the queue's gauges read NaN (or have no series, for the one by state).
     */
    async scrape(): Promise<string> {
      reading = await readQueue?.().catch(() => undefined);
      return registry.metrics();
    },
    httpRequests: new client.Counter({
      name: 'vidloom_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new client.Histogram({
      name: 'vidloom_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    jobsFinished: new client.Counter({
      name: 'vidloom_jobs_finished_total',
      help: 'Jobs that ended, by model, provider and outcome (succeeded or failed).',
      labelNames: ['model', 'provider', 'outcome'],
      registers,
    }),
    renderSeconds: new client.Histogram({
      name: 'vidloom_job_render_seconds',
      help: 'Time from a job first being claimed to its video stored, retries included.',
      labelNames: ['model', 'provider'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    queueWaitSeconds: new client.Histogram({
      name: 'vidloom_job_queue_wait_seconds',
      help: 'Time a job waited in the queue before its first claim.',
      labelNames: ['model', 'provider'],
      buckets: JOB_BUCKETS,
      registers,
    }),
    providerErrors: new client.Counter({
      name: 'vidloom_provider_errors_total',
      help: 'Failed attempts of remote jobs, by provider and failure kind.',
      labelNames: ['provider', 'kind'],
      registers,
    }),
    creditsDebited: new client.Counter({
      name: 'vidloom_credits_debited_total',
      help: 'Credits spent on creates.',
      registers,
    }),
    creditsRefunded: new client.Counter({
      name: 'vidloom_credits_refunded_total',
      help: 'Credits given back for failed, deleted or shortened jobs.',
      registers,
    }),
    queueJobs: fromQueue(
      'vidloom_queue_jobs',
      'Jobs in the queue by state (installation-wide).',
      (value) => ({ queued: value.queued, processing: value.processing }),
      'state',
    ),
    queueOldest: fromQueue(
      'vidloom_queue_oldest_seconds',
      'Age of the oldest queued job, 0 when none waits (installation-wide).',
      (value) => value.oldestQueuedSeconds,
    ),
    workersAlive: fromQueue(
      'vidloom_workers_alive',
      'Workers that checked in within one lease (installation-wide).',
      (value) => value.workersAlive,
    ),
  };
}

export type Metrics = ReturnType<typeof create>;

/** This process's metrics, made on first use. */
export function metrics(): Metrics {
  return processSingleton('metrics', create);
}

/** A job's labels: its model and the provider that model runs on (`unknown` for a model no longer listed). */
export function jobLabels(job: { model: string }): { model: string; provider: string } {
  return { model: job.model, provider: findModel(job.model)?.provider ?? 'unknown' };
}
