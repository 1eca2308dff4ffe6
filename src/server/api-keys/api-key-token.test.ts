import { API_KEY_PREFIX } from '@/lib/api-keys';
import { randomToken, sha256Hex } from '@/server/crypto/random';
import { apiKeyHash, isApiKeyToken, newApiKey } from './api-key-token';

describe('API key tokens', () => {
  it('are vl_ and 43 base62 characters, shown by their first ten, stored as their SHA-256', () => {
    const { key, prefix, keyHash } = newApiKey();
    expect(key).toMatch(/^vl_[0-9A-Za-z]{43}$/);
    expect(prefix).toBe(key.slice(0, 10));
    expect(prefix.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(keyHash).toBe(sha256Hex(key));
    expect(keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(apiKeyHash(key)).toBe(keyHash);
  });

  it('never repeat, and use the whole alphabet', () => {
    const keys = Array.from({ length: 200 }, () => newApiKey().key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.flatMap((key) => [...key.slice(3)]));
    // 8600 draws from 62 characters miss one with a chance far below one in a billion.
    expect(seen.size).toBe(62);
  });

  it('recognises keys and nothing else', () => {
    expect(isApiKeyToken(newApiKey().key)).toBe(true);
    for (const token of [
      '',
      'vl_',
      `vl_${'a'.repeat(42)}`,
      `vl_${'a'.repeat(44)}`,
      `vl_${'a'.repeat(42)}-`,
      `VL_${'a'.repeat(43)}`,
      `xvl_${'a'.repeat(43)}`,
      ` vl_${'a'.repeat(43)}`,
    ])
      expect(isApiKeyToken(token), token).toBe(false);
  });

  it('never takes a session token for a key, even one that happens to start with vl_', () => {
    for (let i = 0; i < 500; i++) expect(isApiKeyToken(randomToken(32))).toBe(false);
    const unlucky = `vl_${randomToken(32).slice(3)}`;
    expect(unlucky).toHaveLength(43);
    expect(isApiKeyToken(unlucky)).toBe(false);
  });
});
