/** @vitest-environment jsdom */
import { captureReferral, visitReferral } from './referral';

/** A page load as the browser sees it: where it came from and the URL it landed on. */
function load(referrer: string, path: string) {
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  window.history.replaceState(null, '', path);
  captureReferral();
}

function clearCookies() {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    // biome-ignore lint/suspicious/noDocumentCookie: the code under test reads document.cookie
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const own = () => `${window.location.origin}`;

describe('the visit referral', () => {
  beforeEach(() => {
    clearCookies();
    window.localStorage.clear();
  });

  it('keeps the first page external referrer and utm_source through internal pages and reloads', () => {
    load('https://news.example/article', '/pricing?utm_source=newsletter');
    load(`${own()}/pricing`, '/help');
    load('', '/');
    load(`${own()}/`, '/app?utm_source=other');
    expect(visitReferral()).toEqual({ referDomain: 'news.example', utmSource: 'newsletter' });
  });

  it('is not replaced by a later arrival from elsewhere in the same session', () => {
    load('https://first.example/', '/');
    load('https://second.example/', '/pricing?utm_source=ads');
    expect(visitReferral()).toEqual({ referDomain: 'first.example' });
  });

  it('is direct for a visit that began without a referrer, whatever comes later', () => {
    load('', '/');
    load('https://later.example/', '/help');
    expect(visitReferral()).toEqual({ referDomain: 'direct' });
  });

  it('lives in a session cookie (no expiry), not in local storage, and drops the old yearly key', () => {
    window.localStorage.setItem('referDomain', JSON.stringify({ value: 'old.example', expiresAt: Date.now() + 1e9 }));
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      load('https://news.example/', '/');
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^referral=[^;]+; Path=\/; SameSite=Lax$/);
    expect(writes[0]).not.toMatch(/Max-Age|Expires/i);
    expect(window.localStorage.getItem('referDomain')).toBeNull();
  });

  it('replaces a stored value that breaks the bounds (an edited cookie)', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie someone edited by hand
    document.cookie = `referral=${encodeURIComponent(JSON.stringify({ referDomain: '<b>evil</b>' }))}; Path=/`;
    load('https://honest.example/', '/');
    expect(visitReferral()).toEqual({ referDomain: 'honest.example' });
  });
});
