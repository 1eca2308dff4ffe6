/**
 * What the browser keeps about the visitor: the sign-in token in the `token` cookie (7 days,
 * SameSite=Lax, Secure over HTTPS) and the device id (365 days) in local storage (the visit's
 * referral: referral.ts). The API reads the token only from the Authorization header the client builds.
 */
import { readCookie } from '@/lib/cookies';
import { DAY, DAY_SECONDS } from '@/lib/time';

const TOKEN_COOKIE = 'token';
const TOKEN_DAYS = 7;
const DEVICE_KEY = 'uniqueId';
const DEVICE_DAYS = 365;

/** The stored token; a mangled cookie (not valid percent-encoding) counts as none. */
export function readToken(): string | null {
  return readCookie(document.cookie, TOKEN_COOKIE);
}

export function writeToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which we support
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_DAYS * DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which we support
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

type Stored = { value: string; expiresAt: number };

function readStored(key: string): string | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.value !== 'string' || stored.expiresAt < Date.now()) return null;
    return stored.value;
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string, days: number): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ value, expiresAt: Date.now() + days * DAY }));
  } catch {
    // Storage refused (private mode): the value lasts for this page only.
  }
}

export function readDeviceId(): string | null {
  return readStored(DEVICE_KEY);
}

export function writeDeviceId(uniqueId: string): void {
  writeStored(DEVICE_KEY, uniqueId, DEVICE_DAYS);
}
