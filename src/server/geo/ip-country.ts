/**
 * The visitor's country (API.md getIpCountry): a CDN country header when TRUST_PROXY is on,
 * else the offline GeoLite2 table bundled by the geoip-country package, else "US".
 */
import type { IncomingMessage } from 'node:http';
import geoip from 'geoip-country';
import { serverEnv } from '@/env';
import { clientIp, headerValue } from '@/server/http/request-context';

export function ipCountry(req: IncomingMessage): string {
  if (serverEnv().TRUST_PROXY) {
    const header = headerValue(req, 'cf-ipcountry') ?? headerValue(req, 'x-vercel-ip-country');
    if (header && /^[A-Za-z]{2}$/.test(header) && header.toUpperCase() !== 'XX') return header.toUpperCase();
  }
  return geoip.lookup(clientIp(req))?.country ?? 'US';
}
