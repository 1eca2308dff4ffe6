/** @vitest-environment jsdom */
import { captureReferral } from './referral';
import { googleCall, outlookCall, registerCall } from './sign-in-calls';

const post = vi.hoisted(() => vi.fn(async () => ({ token: 'session' })));
vi.mock('./account-runtime', () => ({ apiClient: () => ({ post }) }));

describe('every sign-up path sends the visit referral', () => {
  beforeAll(() => {
    // The visit began on the pricing page, from a partner's article with a campaign tag…
    Object.defineProperty(document, 'referrer', { value: 'https://partner.example/article', configurable: true });
    window.history.replaceState(null, '', '/pricing?utm_source=newsletter');
    captureReferral();
    // …and signs up two pages later, from an internal link.
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/help`, configurable: true });
    window.history.replaceState(null, '', '/app');
    captureReferral();
  });
  beforeEach(() => post.mockClear());

  const referral = { referDomain: 'partner.example', utmSource: 'newsletter' };

  it('e-mail code', async () => {
    await registerCall({ email: 'a@example.test', password: 'long enough', code: '123456', locale: 'fr' })();
    expect(post).toHaveBeenCalledWith('/api/auth/register', {
      email: 'a@example.test',
      password: 'long enough',
      code: '123456',
      ...referral,
      locale: 'fr',
    });
  });

  it('Google', async () => {
    await googleCall('google.id.token')('captcha');
    expect(post).toHaveBeenCalledWith(
      '/api/auth/google-login',
      { credential: 'google.id.token', ...referral },
      { verify: 'captcha' },
    );
  });

  it('Microsoft (form-encoded, so no field may be left undefined)', async () => {
    await outlookCall('ms.id.token')();
    expect(post).toHaveBeenCalledWith(
      '/api/auth/outlook-login',
      { credential: 'ms.id.token', ...referral },
      { form: true, verify: undefined },
    );
    const body = (post.mock.calls[0] as unknown as [string, Record<string, unknown>])[1];
    expect(Object.values(body).every((value) => typeof value === 'string')).toBe(true);
  });
});
