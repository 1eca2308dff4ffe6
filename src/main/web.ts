/**
 * `npm start` and `npm run dev`: the web process. After the bootstrap (src/main/bootstrap.ts:
 * environment, catalogue, database, and the worker on the embedded database) it serves the
 * Next.js app and writes one structured log line per request (method, path, status, duration).
 * Query strings are left out of the log: they can carry e-mail addresses.
 */
import { createServer } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { bootstrapScriptHashes, contentSecurityPolicy, securityHeaders } from '@/server/http/security-headers';
import { compressedStaticFiles } from '@/server/http/static-assets';
import { metrics } from '@/server/metrics/metrics';
import { routePatterns } from '@/server/metrics/route-patterns';
import { serveMetrics } from '@/server/metrics/serve';
import { bootstrap } from './bootstrap';

async function main() {
  const dev = process.argv.includes('--dev');
  const { env, log, onStop } = await bootstrap('web', { dev });
  const { publicEnv } = await import('@/public-env');
  const app = next({ dev, dir: process.cwd(), port: env.PORT, hostname: env.HOST });
  const handle = app.getRequestHandler();
  await app.prepare();
  const csp = contentSecurityPolicy({
    scriptHashes: dev ? undefined : await bootstrapScriptHashes(join(process.cwd(), '.next')),
    googleSignIn: Boolean(publicEnv.NEXT_PUBLIC_GOOGLE_CLIENT_ID),
    msalAuthority: publicEnv.NEXT_PUBLIC_MSAL_CLIENT_ID ? publicEnv.NEXT_PUBLIC_MSAL_AUTHORITY : undefined,
    chatScriptUrl: publicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL,
    apiBase: publicEnv.NEXT_PUBLIC_API_BASE,
    // Media redirects to the bucket when S3 is configured.
    mediaOrigins: env.S3_BUCKET
      ? [env.S3_PUBLIC_URL ?? env.S3_ENDPOINT ?? `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`]
      : [],
  });

  // The build's scripts and styles, from their precompressed copies; not in development, where
  // Next serves them as it compiles them.
  const staticFiles = dev ? undefined : compressedStaticFiles(join(process.cwd(), '.next'), securityHeaders(!dev));
  const routeOf = routePatterns(join(process.cwd(), '.next'));
  const { httpRequests, httpDuration } = metrics();

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    // Read before Next handles the request: its router rewrites req.url (locale, data routes).
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    res.setHeader('Content-Security-Policy', csp);
    // Stored media lives at /media/<key>, served by the API route of src/pages/api/media.
    // (A next.config rewrite does not reach it past the i18n routing of the pages router.)
    if (req.url?.startsWith('/media/')) req.url = `/api${req.url}`;
    // The sitemap and robots.txt are made per request from PUBLIC_URL (src/server/seo).
    else if (path === '/sitemap.xml') req.url = '/api/seo/sitemap';
    else if (path === '/robots.txt') req.url = '/api/seo/robots';
    res.on('close', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const route = routeOf(path);
      const method = req.method ?? 'GET';
      httpRequests.inc({ method, route, status: String(res.statusCode) });
      httpDuration.observe({ method, route }, durationMs / 1000);
      log.info(
        {
          method: req.method,
          path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          aborted: !res.writableFinished || undefined,
        },
        'request',
      );
    });
    if (staticFiles?.(req, res)) return;
    if (serveMetrics(env, req, res, path)) return;
    handle(req, res).catch((error: unknown) => {
      log.error({ err: error, path }, 'request failed');
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      }
    });
  });

  server.listen(env.PORT, env.HOST, () => {
    log.info({ url: `http://localhost:${env.PORT}`, dev }, 'server ready');
  });
  onStop(() => {
    server.close();
    server.closeIdleConnections();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
