/**
 * The shape of an API key: `vl_` and 43 base62 characters (256 random bits; base62 so a
 * double-click selects all of it). A session token is 43 base64url characters with no prefix,
 * so the two can never be taken for each other, and a route tells them apart without a query.
 */
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@/lib/api-keys';
import { sha256Hex } from '@/server/crypto/random';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256. */
const SECRET_LENGTH = 43;
/** What the settings show of a key: the prefix and a few characters, too few to guess the rest. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 7;
const KEY_RE = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH}}$`);
/** The largest multiple of 62 below 256: bytes above it are drawn again, so every character is equally likely. */
const UNBIASED_BELOW = 256 - (256 % ALPHABET.length);

export type NewApiKey = { key: string; prefix: string; keyHash: string };

export function newApiKey(): NewApiKey {
  let secret = '';
  while (secret.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH)) {
      if (byte < UNBIASED_BELOW && secret.length < SECRET_LENGTH) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  const key = `${API_KEY_PREFIX}${secret}`;
  return { key, prefix: key.slice(0, SHOWN_LENGTH), keyHash: apiKeyHash(key) };
}

/** True for a bearer token shaped as an API key (whether it is a live one is the database's answer). */
export function isApiKeyToken(token: string): boolean {
  return KEY_RE.test(token);
}

export function apiKeyHash(key: string): string {
  return sha256Hex(key);
}
