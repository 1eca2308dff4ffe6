/**
 * The endpoints' signing secrets at rest. Signing needs the secret itself, so it cannot be
 * stored as a hash: it is sealed with AES-256-GCM under a key derived from the app secret, and a
 * copy of the database alone signs nothing. Changing APP_SECRET makes the sealed secrets
 * unreadable: their endpoints must then be registered again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hmac } from '@/server/crypto/app-secret';

const VERSION = 'v1';

function key(): Buffer {
  // hmac() is HMAC-SHA256 under the app secret: 32 bytes, the AES-256 key size.
  return Buffer.from(hmac('webhook-secret-key', VERSION), 'base64url');
}

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The secret, or null when it was sealed under another app secret or is damaged. */
export function openSecret(stored: string): string | null {
  const [version, data] = stored.split(':');
  if (version !== VERSION || !data) return null;
  const bytes = Buffer.from(data, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
