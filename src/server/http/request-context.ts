/** What a request says about its sender: IP, bearer token, device id. */
import type { IncomingMessage } from 'node:http';
import { serverEnv } from '@/env';

/** The socket address, or the first X-Forwarded-For address when TRUST_PROXY=1 (API.md). */
export function clientIp(req: IncomingMessage): string {
  if (serverEnv().TRUST_PROXY) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** The token of `Authorization: Bearer …`; the API never reads the cookie, so other sites cannot act for a user. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
