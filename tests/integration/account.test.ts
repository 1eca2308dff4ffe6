/**
 * The account routes over HTTP: profile, password change (other sessions end, this one stays)
 * and account deletion (records, files, sessions and personal data gone; ledger totals kept
 * under a tombstone; a live Stripe subscription cancelled).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { registerUser, TEST_PASSWORD } from '../support/accounts';
import { api } from '../support/api';
import { type FakeStripe, invoiceFor, PRICES, signedEvent, startFakeStripe } from '../support/fake-stripe';
import { startServer } from '../support/server';
import { videoApi } from '../support/videos';

type UserInfo = { id: string; email: string; name: string | null; locale: string; credits: number; plan: string };

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('profile and password', () => {
  it('updates name and language, and refuses bad values', async () => {
    const call = api(inject('baseURL'));
    const { token } = await registerUser(inject('baseURL'), inject('dataDir'));
    expect(
      await call<UserInfo>('POST', '/api/v1/user/update', { token, body: { name: '  Ada Lovelace ', locale: 'fr' } }),
    ).toMatchObject({ code: 200, data: { name: 'Ada Lovelace', locale: 'fr' } });
    expect((await call<UserInfo>('GET', '/api/auth/user-info', { token })).data).toMatchObject({
      name: 'Ada Lovelace',
      locale: 'fr',
    });
    expect(await call('POST', '/api/v1/user/update', { token, body: { locale: 'xx' } })).toMatchObject({
      status: 400,
      msg: 'locale: locale is not one of our languages',
    });
    expect(await call('POST', '/api/v1/user/update', { token, body: { name: 'x'.repeat(61) } })).toMatchObject({
      status: 400,
      msg: 'name: Name must be at most 60 characters',
    });
    expect(await call('POST', '/api/v1/user/update', { token, body: {} })).toMatchObject({
      status: 400,
      msg: 'Nothing to update',
    });
    expect(await call('POST', '/api/v1/user/update', { body: { name: 'x' } })).toMatchObject({ status: 401 });
    expect((await call<UserInfo>('GET', '/api/auth/user-info', { token })).data).toMatchObject({
      name: 'Ada Lovelace',
      locale: 'fr',
    });
  });

  it('changes the password: the old one is checked, other sessions end, this one stays', async () => {
    const call = api(inject('baseURL'));
    const { email, token } = await registerUser(inject('baseURL'), inject('dataDir'));
    const other = (
      await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })
    ).data.token;
    expect(
      await call('POST', '/api/v1/user/change-password', {
        token,
        body: { oldPassword: 'not my password', password: 'a brand new secret' },
      }),
    ).toMatchObject({ status: 400, msg: 'The current password is not correct' });
    expect(
      await call('POST', '/api/v1/user/change-password', {
        token,
        body: { oldPassword: TEST_PASSWORD, password: 'short' },
      }),
    ).toMatchObject({ status: 400, msg: 'password: Password must be 8 to 128 characters' });
    expect((await call('GET', '/api/auth/user-info', { token: other })).code).toBe(200);
    expect(
      await call('POST', '/api/v1/user/change-password', {
        token,
        body: { oldPassword: TEST_PASSWORD, password: 'a brand new secret' },
      }),
    ).toMatchObject({ code: 200, data: null });
    expect((await call('GET', '/api/auth/user-info', { token })).code).toBe(200);
    expect(await call('GET', '/api/auth/user-info', { token: other })).toMatchObject({ status: 401 });
    expect((await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(400);
    expect((await call('POST', '/api/auth/login', { body: { email, password: 'a brand new secret' } })).code).toBe(200);
  });
});

describe('deleting an account', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => stripe?.close());

  it('removes videos, uploads, files and sessions, keeps the ledger totals, and cancels the subscription', async () => {
    const server = await startServer(stripe.env);
    try {
      const call = api(server.url);
      const { email, token } = await registerUser(server.url, server.dataDir);
      const me = (await call<UserInfo>('GET', '/api/auth/user-info', { token })).data;
      const videos = videoApi(server.url, { token });
      const image = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#3366cc' } })
        .png()
        .toBuffer();
      const upload = await videos.upload('image', image, 'a.png', 'image/png');
      expect(upload.code).toBe(200);
      const created = await videos.create({
        operationType: 'generate',
        prompt: 'a quiet lake',
        model: 'base',
        quality: '360p',
        duration: 5,
        aspectRatio: '16:9',
      });
      expect(created.code).toBe(200);
      expect((await videos.settle(created.data.recordId)).state).toBe('success');
      const storage = path.join(server.dataDir, 'storage');
      const mine = () =>
        filesUnder(storage).filter(
          (file) =>
            file.includes(created.data.recordId) || file.includes((upload.data as { url: string }).url.split('/')[3]!),
        );
      expect(mine().length).toBeGreaterThan(0);

      // A paying customer: the subscription must end with the account.
      const checkout = await call('POST', '/api/v1/billing/checkout', {
        token,
        body: { plan: 'pro', interval: 'monthly' },
      });
      expect([checkout.code, checkout.msg]).toEqual([200, 'success']);
      const customer = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.body
        .customer!;
      const sub = {
        id: `sub_del_${me.id}`,
        customer,
        status: 'active',
        price: PRICES.STRIPE_PRICE_PRO_MONTHLY,
        periodStart: Math.floor(Date.now() / 1000),
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
        metadata: { userId: me.id },
      };
      stripe.subscriptions.set(sub.id, sub);
      const event = signedEvent('invoice.paid', invoiceFor(sub, 'subscription_create'));
      expect(
        (
          await fetch(`${server.url}/api/webhooks/stripe`, {
            method: 'POST',
            headers: { 'stripe-signature': event.header },
            body: event.payload,
          })
        ).status,
      ).toBe(200);
      const before = (await call<UserInfo>('GET', '/api/auth/user-info', { token })).data;
      expect(before.plan).toBe('pro');

      expect(
        await call('POST', '/api/v1/user/delete', { token, body: { email: 'someone.else@example.test' } }),
      ).toMatchObject({ status: 400, msg: 'The e-mail does not match this account' });
      expect((await call('GET', '/api/auth/user-info', { token })).code).toBe(200);

      expect(await call('POST', '/api/v1/user/delete', { token, body: { email: email.toUpperCase() } })).toMatchObject({
        code: 200,
        data: null,
      });
      expect(await call('GET', '/api/auth/user-info', { token })).toMatchObject({ status: 401 });
      expect((await call('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } })).status).toBe(400);
      expect(await call('GET', `/api/auth/check-email-registered?email=${encodeURIComponent(email)}`)).toMatchObject({
        data: { registered: false },
      });
      expect(mine()).toEqual([]);
      expect(
        stripe.requests.some(
          (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${sub.id}`,
        ),
      ).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
