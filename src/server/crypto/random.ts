import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque id with a readable prefix and `bytes` of randomness, e.g. `usr_3k9…`. */
export function randomId(prefix: string, bytes = 16): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`;
}

/** A bearer secret with `bytes` of randomness (32 bytes = 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A uniformly random 6-digit code from the CSPRNG (no modulo bias: randomInt rejects). */
export { randomInt } from 'node:crypto';
