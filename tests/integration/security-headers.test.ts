import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import { startServer } from '../support/server';

const baseURL = inject('baseURL');

describe('security headers', () => {
  it.each([
    '/',
    '/es/pricing',
    '/app/rec_1',
    '/no-such-page',
    '/api/health',
    '/api/auth/user-info',
    '/favicon.svg',
    '/locales/en/common.json',
  ])('are on %s', async (path) => {
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

  function scriptSources(csp: string): string[] {
    return (/(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
  }

  it.each([
    '/',
    '/es/help',
    '/pricing',
    '/app',
    '/fa/app/rec_missing',
    '/no-such-page',
    '/auth/msal-redirect',
    '/user/settings',
  ])('allow exactly the inline bootstrap of %s by its hash, and no inline script otherwise', async (path) => {
    const res = await fetch(`${baseURL}${path}`);
    const sources = scriptSources(res.headers.get('content-security-policy') ?? '');
    expect(sources[0]).toBe("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/type="application\/json"/.test(attrs ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(sources).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      );
    }
  });

  it('name Google and Microsoft sign-in origins only when they are configured', async () => {
    const plain = await fetch(`${baseURL}/`);
    const csp = plain.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).not.toContain('login.microsoftonline.com');
    expect(csp).toContain("frame-src 'none'");

    const server = await startServer({
      NEXT_PUBLIC_GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
      NEXT_PUBLIC_MSAL_CLIENT_ID: '00000000-0000-0000-0000-000000000001',
      NEXT_PUBLIC_MSAL_AUTHORITY: 'https://login.microsoftonline.com/contoso.onmicrosoft.com',
    });
    try {
      const configured = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
      expect(scriptSources(configured)).toContain('https://accounts.google.com/gsi/client');
      expect(configured).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
      expect(configured).toMatch(/connect-src [^;]*https:\/\/login\.microsoftonline\.com/);
      expect(configured).not.toContain('unsafe-eval');
    } finally {
      await server.stop();
    }
  });
});
