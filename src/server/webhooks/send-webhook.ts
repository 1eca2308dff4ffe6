/**
 * One POST of a delivery to a user's endpoint. The URL is the user's, so it is treated as
 * hostile: https only, a literal address must be public, and a name is resolved by the remote
 * providers' guarded lookup, which checks every address it resolves to and hands the connection
 * the one it checked (a second resolution could answer another address). Redirects are not
 * followed: a 3xx is a failed attempt, like any answer but a 2xx. It never throws: what went
 * wrong is the result, for the delivery's row.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { guardedLookup, isPublicAddress } from '@/engine/providers/http';
import { WEBHOOK_RESPONSE_CHARS } from '@/lib/webhooks';

export type SendOptions = {
  /** Connection and answer together; the connection alone gets at most half. */
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: plain http and any address (development and tests). */
  allowPrivate: boolean;
};

export type SendResult = { ok: boolean; status: number | null; response: string | null };

/** How much of an answer is read: the start is all that is kept. */
const READ_BYTES = 16 * 1024;

const WEBHOOK_USER_AGENT = 'Vidloom-Webhooks/1.0 (+https://vidloom.app)';

/** Why `url` may not be called, or null when it may (a name's addresses are checked when connecting). */
export function refusedTarget(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'only https URLs are called';
  if (url.username || url.password) return 'a URL with credentials is not called';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && net.isIP(host) && !isPublicAddress(host)) return `${host} is not a public address`;
  return null;
}

export function sendWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: SendOptions,
): Promise<SendResult> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, status: null, response: 'not a URL' });
  }
  const refused = refusedTarget(target, options.allowPrivate);
  if (refused) return Promise.resolve({ ok: false, status: null, response: refused });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      resolve({ ...result, response: result.response?.slice(0, WEBHOOK_RESPONSE_CHARS) ?? null });
    };
    const failWith = (why: string) => {
      finish({ ok: false, status: null, response: why });
      request.destroy();
    };
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(target, {
      method: 'POST',
      // A fresh connection each time: a pooled one would skip the lookup that checks the address.
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: guardedLookup as unknown as net.LookupFunction }),
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
        'User-Agent': WEBHOOK_USER_AGENT,
      },
    });
    const total = setTimeout(() => failWith(`no answer within ${options.timeoutMs} ms`), options.timeoutMs);
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connect = setTimeout(
        () => failWith(`no connection within ${Math.round(options.timeoutMs / 2)} ms`),
        Math.round(options.timeoutMs / 2),
      );
      socket.once('connect', () => clearTimeout(connect));
      socket.once('close', () => clearTimeout(connect));
    });
    request.on('error', (error) => finish({ ok: false, status: null, response: error.message }));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const redirect = status >= 300 && status < 400;
        const location = response.headers.location;
        finish({
          ok: status >= 200 && status < 300,
          status,
          response: redirect ? `redirect not followed${location ? `: ${location}` : ''}` : text || null,
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        read += chunk.length;
        if (read >= READ_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
