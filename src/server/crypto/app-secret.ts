/**
 * The server's signing secret (device ids, captcha challenges): APP_SECRET, or one generated
 * once into $DATA_DIR/app-secret (mode 0600) so a restart keeps device ids valid.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnv } from '@/env';
import { safeEqual } from './random';

let cached: string | undefined;

function appSecret(): string {
  if (cached) return cached;
  const env = serverEnv();
  if (env.APP_SECRET) {
    cached = env.APP_SECRET;
    return cached;
  }
  const file = path.resolve(env.DATA_DIR, 'app-secret');
  try {
    cached = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      cached = secret;
    } catch {
      // Another process wrote it first: use theirs.
      cached = fs.readFileSync(file, 'utf8').trim();
    }
  }
  return cached;
}

export function hmac(purpose: string, value: string): string {
  return createHmac('sha256', appSecret()).update(`${purpose}:${value}`).digest('base64url');
}

/** `value.signature`, so the server can tell its own values from forged ones. */
export function sign(purpose: string, value: string): string {
  return `${value}.${hmac(purpose, value).slice(0, 32)}`;
}

/** The value inside a signed string, or null when the signature does not match. */
export function unsign(purpose: string, signed: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  return safeEqual(signed.slice(dot + 1), hmac(purpose, value).slice(0, 32)) ? value : null;
}
