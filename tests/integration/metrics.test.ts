/**
 * GET /metrics over HTTP (API.md "Operations"): off without METRICS_TOKEN, behind its bearer
 * token with it, on METRICS_PORT too; what a scrape shows after a request and a render is read
 * by a strict Prometheus text reader. A standalone worker's port is checked in
 * standalone-worker.pg.test.ts.
 */
import { inject } from 'vitest';
import { seedAccount } from '../support/accounts';
import { parsePrometheusText, seriesValue } from '../support/prometheus-text';
import { ADMIN_TOKEN, freePort, type RunningServer, startServer } from '../support/server';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let server: RunningServer;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  server = await startServer({ ADMIN_TOKEN, METRICS_TOKEN, METRICS_PORT: String(metricsPort), TRUST_PROXY: '1' });
});
afterAll(async () => server?.stop());

const scrape = (base: string, token?: string, method = 'GET') =>
  fetch(`${base}/metrics`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics', () => {
  it('is the ordinary 404 where METRICS_TOKEN is unset', async () => {
    const res = await scrape(inject('baseURL'), METRICS_TOKEN);
    expect(res.status).toBe(404);
  });

  it('answers 401 without the token or with another, and 405 to anything but GET and HEAD', async () => {
    const none = await scrape(server.url);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await scrape(server.url, `${METRICS_TOKEN}x`)).status).toBe(401);
    expect((await scrape(server.url, METRICS_TOKEN, 'POST')).status).toBe(405);
    const head = await scrape(server.url, METRICS_TOKEN, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('counts requests by route pattern, and a render with its time, its queue wait and its credits', async () => {
    const { email, token, videos } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 200 });
    await videos.detail('vid_no_such_record');
    const record = await videos.make({
      operationType: 'generate',
      prompt: 'a lantern on a pier',
      quality: '360p',
      duration: 5,
    });
    expect(record.state).toBe('success');

    const res = await scrape(server.url, METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    const families = parsePrometheusText(text);

    expect(
      seriesValue(families, 'vidloom_http_requests_total', { method: 'GET', route: '/api/v1/video/detail/[id]' }),
    ).toBe(1);
    expect(
      seriesValue(families, 'vidloom_http_requests_total', {
        method: 'POST',
        route: '/api/v1/video/create',
        status: '200',
      }),
    ).toBe(1);
    expect(
      seriesValue(families, 'vidloom_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/v1/video/create',
      }),
    ).toBe(1);
    // Routes are patterns: no id, address or token of a request becomes a label.
    for (const secret of ['vid_no_such_record', record.id, email, token]) expect(text).not.toContain(secret);

    const base = { model: 'base', provider: 'local' };
    expect(seriesValue(families, 'vidloom_jobs_finished_total', { ...base, outcome: 'succeeded' })).toBe(1);
    expect(seriesValue(families, 'vidloom_job_render_seconds_count', base)).toBe(1);
    expect(seriesValue(families, 'vidloom_job_queue_wait_seconds_count', base)).toBe(1);
    expect(seriesValue(families, 'vidloom_credits_debited_total')).toBe(record.cost);
    expect(seriesValue(families, 'vidloom_credits_refunded_total')).toBe(0);
    expect(seriesValue(families, 'vidloom_queue_jobs', { state: 'queued' })).toBe(0);
    expect(seriesValue(families, 'vidloom_queue_oldest_seconds')).toBe(0);
    expect(seriesValue(families, 'vidloom_workers_alive')).toBe(1);
    expect(families.get('process_resident_memory_bytes')?.samples[0]?.value).toBeGreaterThan(0);
  });

  it('is served on METRICS_PORT too, behind the same token, and nothing else is', async () => {
    const port = `http://127.0.0.1:${metricsPort}`;
    expect((await scrape(port)).status).toBe(401);
    const res = await scrape(port, METRICS_TOKEN);
    expect(res.status).toBe(200);
    expect(parsePrometheusText(await res.text()).has('vidloom_jobs_finished_total')).toBe(true);
    expect((await fetch(`${port}/api/health`)).status).toBe(404);
  });
});
