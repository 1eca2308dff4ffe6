/**
 * Where a visit came from (SPEC §3 "Referral source"): the host of the first page's external
 * referrer, or 'direct', and the campaign's `utm_source` when the landing URL carried one. The
 * browser works it out on the first page of a visit and sends it with every sign-up; the server
 * holds it to these same bounds.
 */
const DIRECT = 'direct';
/** A host name's longest form (RFC 1035), the column's bound since the first sign-up. */
export const REFERRAL_HOST_MAX = 253;
export const UTM_SOURCE_MAX = 100;

/** 'direct', or a host as `URL.host` writes it: lower-case name or bracketed IPv6, optional port. */
export const REFERRAL_HOST_PATTERN =
  /^(?:direct|(?:[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?|\[[0-9a-f:.]+\])(?::\d{1,5})?)$/;
/** Printable text: no control or format characters (which a log or a report would mangle). */
export const UTM_SOURCE_PATTERN = /^[^\p{Cc}\p{Cf}]+$/u;

export type Referral = { referDomain: string; utmSource?: string };

/** The campaign source as stored: control and format characters removed, trimmed, bounded; empty is none. */
function cleanUtmSource(value: string | null | undefined): string | undefined {
  const clean = (value ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, UTM_SOURCE_MAX)
    .trim();
  return clean || undefined;
}

/**
 * The referral of a page view: `referrer` is `document.referrer`, `here` the page's own host and
 * query. A referrer on this host (a reload, an internal link) or one that is not a URL is direct.
 */
export function referralOf(referrer: string, here: { host: string; search: string }): Referral {
  let referDomain = DIRECT;
  try {
    const host = referrer ? new URL(referrer).host.toLowerCase() : '';
    if (
      host &&
      host !== here.host.toLowerCase() &&
      host.length <= REFERRAL_HOST_MAX &&
      REFERRAL_HOST_PATTERN.test(host)
    )
      referDomain = host;
  } catch {
    // Not a URL: direct.
  }
  const utmSource = cleanUtmSource(new URLSearchParams(here.search).get('utm_source'));
  return utmSource ? { referDomain, utmSource } : { referDomain };
}

/** A stored referral read back (a cookie anyone can edit): the same bounds, or null. */
export function parseReferral(value: unknown): Referral | null {
  if (typeof value !== 'object' || value === null) return null;
  const { referDomain, utmSource } = value as Record<string, unknown>;
  if (typeof referDomain !== 'string' || referDomain.length > REFERRAL_HOST_MAX) return null;
  if (!REFERRAL_HOST_PATTERN.test(referDomain)) return null;
  if (utmSource === undefined) return { referDomain };
  if (typeof utmSource !== 'string') return null;
  const clean = cleanUtmSource(utmSource);
  return clean === utmSource ? { referDomain, utmSource } : null;
}
