import type { NextApiRequest, NextApiResponse } from 'next';
import { CODES } from '@/lib/api/codes';
import { processSingleton } from '@/lib/process-singleton';
import { ownerOf, resolveActor } from '@/server/auth/actor';
import { getDb } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { defaultHandler } from '@/server/http/api-handler';
import { onRecordChanged, onShutdown, ownerKey } from '@/server/videos/job-signals';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** A stream ends after this long; the browser opens a new one (a bounded life frees what a lost client held). */
const LIFETIME_MS = 10 * 60_000;
/** Streams one owner may hold open in this process (a tab holds one). */
const MAX_STREAMS_PER_OWNER = 8;

/** Open streams per owner in this process, whichever bundle of this route serves them. */
const openStreams = () => processSingleton('eventStreams', () => new Map<string, number>());

/**
 * GET /api/v1/video/events → server-sent events for the caller's records (issue 18): `record`
 * with `{id, state}` when one of them starts, succeeds or fails. Authenticated like every route
 * (Authorization or uniqueId header; the page reads it with fetch, which can send them). The
 * history still polls while no stream is open, so a stream is a shortcut, never a dependency.
 */
export default defaultHandler({
  GET: async (req: NextApiRequest, res: NextApiResponse) => {
    const db = await getDb();
    const actor = await resolveActor(db, req);
    const owner = ownerKey(ownerOf(actor));
    const streams = openStreams();
    if ((streams.get(owner) ?? 0) >= MAX_STREAMS_PER_OWNER) throw new AppError(CODES.SLOW_DOWN, 'slowDown');
    streams.set(owner, (streams.get(owner) ?? 0) + 1);

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression (and proxies) must pass each event on as it is written.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // nginx buffers responses unless told not to.
      'X-Accel-Buffering': 'no',
    });
    // `open` tells the page the stream is live: it then checks once for what finished before.
    res.write(`retry: 3000\nevent: open\ndata: {}\n\n`);

    await new Promise<void>((resolve) => {
      const unsubscribe = onRecordChanged(owner, ({ id, state }) => {
        res.write(`event: record\ndata: ${JSON.stringify({ id, state })}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        stopOnShutdown();
        const left = (streams.get(owner) ?? 1) - 1;
        if (left > 0) streams.set(owner, left);
        else streams.delete(owner);
        if (!res.writableEnded) res.end();
        resolve();
      };
      const lifetime = setTimeout(end, LIFETIME_MS);
      const stopOnShutdown = onShutdown(end);
      req.on('close', end);
    });
  },
});

export const config = { api: { bodyParser: false } };
