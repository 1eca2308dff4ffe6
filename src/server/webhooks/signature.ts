/**
 * The delivery signature, made the way Stripe signs its own webhooks: one header,
 * `Vidloom-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The time is
 * inside the signed text, so a receiver that refuses old timestamps cannot be replayed to.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '@/server/crypto/random';

export const SIGNATURE_HEADER = 'Vidloom-Signature';

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/**
 * What a receiver does (README "Webhooks"): true when the header signs `body` with `secret`
 * and its time is within `toleranceSeconds` of `nowSeconds`.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || !v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  return safeEqual(v1, signatureHeader(secret, body, t).split('v1=')[1]!);
}
