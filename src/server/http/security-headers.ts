/**
 * Security headers on every response (next.config.ts applies them to pages, API routes and
 * static files alike). The script policy with hashes of Next's inline bootstrap is not in
 * this policy yet; what is here already stops framing, plugins, base-tag hijacking and
 * cross-site form posts, and needs nothing per page.
 */
/** MSAL's popup returns here; with a COOP header it could not reach the window that opened it. */
export const MSAL_REDIRECT_PATH = '/auth/msal-redirect';

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const csp = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"].join('; ');
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
  // Google's and Microsoft's sign-in popups must be able to talk back to this window.
  headers.push({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' });
  // Browsers ignore HSTS over plain HTTP, so a local production server is unaffected.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}
