import { parsePrometheusText, seriesValue } from '../../../tests/support/prometheus-text';
import { jobLabels, metrics } from './metrics';

const scrape = async () => parsePrometheusText(await metrics().scrape());

describe('metrics', () => {
  it('is one registry per process, kept where another copy of the module finds it', () => {
    expect(metrics()).toBe(metrics());
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('vidloom.metrics')]).toBe(metrics());
  });

  it('writes the Prometheus text format with the process metrics and ours', async () => {
    // Labels of their own: the metrics are the process's, shared with other files of this worker.
    const job = { model: 'metrics-test', provider: 'metrics-test' };
    const route = { method: 'GET', route: '/metrics-test', status: '200' };
    const { httpRequests, jobsFinished, renderSeconds, creditsDebited } = metrics();
    const debitedBefore = seriesValue(await scrape(), 'vidloom_credits_debited_total') ?? 0;
    httpRequests.inc(route);
    jobsFinished.inc({ ...job, outcome: 'succeeded' });
    renderSeconds.observe(job, 3.2);
    creditsDebited.inc(12);
    const families = await scrape();
    expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
    expect(families.get('nodejs_heap_size_used_bytes')?.type).toBe('gauge');
    expect(seriesValue(families, 'vidloom_http_requests_total', route)).toBe(1);
    expect(seriesValue(families, 'vidloom_jobs_finished_total', { ...job, outcome: 'succeeded' })).toBe(1);
    expect(families.get('vidloom_job_render_seconds')?.type).toBe('histogram');
    expect(seriesValue(families, 'vidloom_job_render_seconds_count', job)).toBe(1);
    expect(seriesValue(families, 'vidloom_job_render_seconds_sum', job)).toBe(3.2);
    expect(seriesValue(families, 'vidloom_job_render_seconds_bucket', { ...job, le: '5' })).toBe(1);
    expect(seriesValue(families, 'vidloom_job_render_seconds_bucket', { ...job, le: '2.5' })).toBe(0);
    expect(seriesValue(families, 'vidloom_credits_debited_total')).toBe(debitedBefore + 12);
  });

  it('reads the queue once per scrape, and reads unknown when the database does not answer', async () => {
    let reads = 0;
    metrics().setQueueReader(async () => {
      reads += 1;
      return { queued: 3, processing: 1, oldestQueuedSeconds: 42.5, workersAlive: 2 };
    });
    const families = await scrape();
    expect(reads).toBe(1);
    expect(seriesValue(families, 'vidloom_queue_jobs', { state: 'queued' })).toBe(3);
    expect(seriesValue(families, 'vidloom_queue_jobs', { state: 'processing' })).toBe(1);
    expect(seriesValue(families, 'vidloom_queue_oldest_seconds')).toBe(42.5);
    expect(seriesValue(families, 'vidloom_workers_alive')).toBe(2);

    metrics().setQueueReader(() => Promise.reject(new Error('database down')));
    const down = await scrape();
    expect(seriesValue(down, 'vidloom_workers_alive')).toBeNaN();
    expect(seriesValue(down, 'vidloom_queue_oldest_seconds')).toBeNaN();
    expect(down.get('vidloom_queue_jobs')?.samples).toEqual([]);
  });

  it('labels a job by its model and the provider it runs on, unknown for a model no longer listed', () => {
    expect(jobLabels({ model: 'base' })).toEqual({ model: 'base', provider: 'local' });
    expect(jobLabels({ model: 'gone-model' })).toEqual({ model: 'gone-model', provider: 'unknown' });
  });
});
