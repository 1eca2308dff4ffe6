/**
 * `GET /metrics` (API.md "Operations"): off unless configured. With METRICS_TOKEN it is served
 * on the app's port behind that bearer token; with METRICS_PORT on a port of its own (for a
 * network only Prometheus reaches), behind the token too when one is set. A standalone worker
 * has no app port: it serves its metrics on METRICS_PORT.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerEnv } from '@/env';
import { safeEqual } from '@/server/crypto/random';
import { bearerToken } from '@/server/http/request-context';
import { metrics } from './metrics';

function answer(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.end(body);
}

/** Writes the metrics when the request may have them: any request when no token is set. */
async function writeMetrics(req: IncomingMessage, res: ServerResponse, token: string | undefined): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return answer(res, 405, 'Method not allowed\n');
  }
  if (token) {
    const given = bearerToken(req);
    if (!given || !safeEqual(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return answer(res, 401, 'Unauthorized\n');
    }
  }
  const { registry, scrape } = metrics();
  answer(res, 200, req.method === 'HEAD' ? '' : await scrape(), registry.contentType);
}

/**
 * The app port's `/metrics`: true when it answered (metrics enabled by METRICS_TOKEN), false to
 * let the request go on to Next, whose 404 it then gets like any unknown path.
 */
export function serveMetrics(env: ServerEnv, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (pathname !== '/metrics' || !env.METRICS_TOKEN) return false;
  writeMetrics(req, res, env.METRICS_TOKEN).catch(() => answer(res, 500, 'Metrics failed\n'));
  return true;
}

/** The metrics port's server, when METRICS_PORT is set. */
export function startMetricsServer(env: ServerEnv, log: { info: (o: object, m: string) => void }): Server | undefined {
  if (!env.METRICS_PORT) return undefined;
  const server = createServer((req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/metrics') return answer(res, 404, 'Not found\n');
    writeMetrics(req, res, env.METRICS_TOKEN).catch(() => answer(res, 500, 'Metrics failed\n'));
  });
  server.listen(env.METRICS_PORT, env.HOST, () => log.info({ port: env.METRICS_PORT }, 'metrics served'));
  return server;
}
