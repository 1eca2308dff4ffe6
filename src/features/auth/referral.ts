/**
 * The visit's referral (src/lib/referral.ts), worked out on its first page and kept in a
 * first-party session cookie: internal navigation, reloads and later arrivals in the same
 * browser session never replace it, and every sign-up (e-mail, Google, Microsoft) sends it. A
 * session cookie because the source belongs to this visit, not to the device for a year, and
 * a cookie rather than session storage because one visit spans tabs (pricing opened in a new one).
 */
import { readCookie } from '@/lib/cookies';
import { parseReferral, type Referral, referralOf } from '@/lib/referral';

const REFERRAL_COOKIE = 'referral';
/** Where earlier versions kept the device's first referrer for a year; no longer read. */
const LEGACY_KEY = 'referDomain';

function thisPage(): Referral {
  return referralOf(document.referrer, window.location);
}

function stored(): Referral | null {
  const raw = readCookie(document.cookie, REFERRAL_COOKIE);
  if (!raw) return null;
  try {
    return parseReferral(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Runs on every page load; only the first of the visit stores where it came from. */
export function captureReferral(): void {
  try {
    window.localStorage.removeItem(LEGACY_KEY);
  } catch {
    // Storage refused: there is nothing kept to remove.
  }
  if (stored()) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // No Max-Age: the cookie ends with the browser session, as the visit does.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, which we support
  document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(JSON.stringify(thisPage()))}; Path=/; SameSite=Lax${secure}`;
}

/** What a sign-up sends: the visit's referral, or this page's own when no cookie could be kept. */
export function visitReferral(): Referral {
  return stored() ?? thisPage();
}
