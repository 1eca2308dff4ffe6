import { inject } from 'vitest';

const baseURL = inject('baseURL');

describe('security headers', () => {
  it.each(['/', '/es/pricing', '/app/rec_1', '/no-such-page', '/api/health', '/api/auth/user-info', '/favicon.svg', '/locales/en/common.json'])('are on %s', async (path) => {
    const res = await fetch(`${baseURL}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('leave the opener policy off the MSAL return page only', async () => {
    const res = await fetch(`${baseURL}/auth/msal-redirect?code=x`);
    expect(res.status).toBe(200);
    // unsafe-none is the browser's default: no opener isolation for this one page.
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await res.text()).not.toContain('<header');
  });
});
