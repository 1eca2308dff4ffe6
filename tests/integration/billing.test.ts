/**
 * Plans and payments over HTTP against the real server, with Stripe's API replaced by a local
 * fake that follows its contract and webhook events signed by the Stripe library's own test
 * helper: checkout and portal, subscription start, renewal, upgrade, downgrade, cancel and a
 * failed payment; the same event ten times at once; bad and old signatures.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { expectBooksBalanced, registerUser } from '../support/accounts';
import { api } from '../support/api';
import {
  type FakeStripe,
  type FakeSubscription,
  invoiceFor,
  PRICES,
  signatureOf,
  signedEvent,
  startFakeStripe,
} from '../support/fake-stripe';
import { type RunningServer, startServer, waitFor } from '../support/server';

type UserInfo = {
  id: string;
  plan: string;
  vipLevel: number;
  vipFlag: boolean;
  credits: number;
  runwayExpireTimestamp: number | null;
};
type Summary = {
  plan: string;
  interval: string | null;
  status: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentFailed: boolean;
  canManage: boolean;
};
type Ledger = {
  records: { delta: number; balanceAfter: number; reason: string; recordId: string | null }[];
  total: number;
  pages: number;
  current: number;
};

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe('billing without Stripe keys', () => {
  it('shows the plans, says payments are not configured, and refuses webhooks', async () => {
    const call = api(inject('baseURL'));
    const plans = await call<{
      paymentsConfigured: boolean;
      plans: {
        id: string;
        monthlyCredits: number;
        prices: { monthly: number; yearly: number };
        purchasable: { monthly: boolean };
      }[];
    }>('GET', '/api/v1/plans');
    expect(plans.code).toBe(200);
    expect(plans.data.paymentsConfigured).toBe(false);
    expect(plans.data.plans.map((plan) => plan.id)).toEqual(['free', 'basic', 'pro', 'ultra']);
    expect(plans.data.plans.find((plan) => plan.id === 'pro')).toMatchObject({
      monthlyCredits: 1500,
      prices: { monthly: 29.9, yearly: 299 },
      purchasable: { monthly: false },
    });
    const { token } = await registerUser(inject('baseURL'), inject('dataDir'));
    expect(
      await call('POST', '/api/v1/billing/checkout', { token, body: { plan: 'pro', interval: 'monthly' } }),
    ).toMatchObject({ status: 503, code: 503, msg: 'Payments are not configured on this server' });
    expect(await call('POST', '/api/v1/billing/portal', { token })).toMatchObject({
      status: 503,
      msg: 'Payments are not configured on this server',
    });
    const { payload, header } = signedEvent('invoice.paid', {});
    const res = await fetch(`${inject('baseURL')}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    });
    expect(res.status).toBe(503);
    expect(
      await call('POST', '/api/v1/billing/checkout', { body: { plan: 'pro', interval: 'monthly' } }),
    ).toMatchObject({ status: 401 });
  });
});

describe('billing with Stripe', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer(stripe.env);
    call = api(server.url);
  });
  afterAll(async () => {
    await expectBooksBalanced(server);
    await server?.stop();
    await stripe?.close();
  });

  async function send(type: string, object: Record<string, unknown>, options: Parameters<typeof signedEvent>[2] = {}) {
    const { payload, header } = signedEvent(type, object, options);
    const res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      body: payload,
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; data: { duplicate?: boolean } | null },
    };
  }

  async function subscriber(plan: keyof typeof PRICES = 'STRIPE_PRICE_PRO_MONTHLY', status = 'active') {
    const { token } = await registerUser(server.url, server.dataDir);
    const me = (await call<UserInfo>('GET', '/api/auth/user-info', { token })).data;
    const checkout = await call<{ url: string }>('POST', '/api/v1/billing/checkout', {
      token,
      body: { plan: 'pro', interval: 'monthly' },
    });
    expect(checkout.code).toBe(200);
    const session = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    const sub: FakeSubscription = {
      id: `sub_${me.id}`,
      customer: session.body.customer!,
      status,
      price: PRICES[plan],
      periodStart: now() - 60,
      periodEnd: now() + 30 * DAY,
      metadata: { userId: me.id },
    };
    stripe.subscriptions.set(sub.id, sub);
    return { token, me, sub, session };
  }

  const info = async (token: string) => (await call<UserInfo>('GET', '/api/auth/user-info', { token })).data;
  const summary = async (token: string) => (await call<Summary>('GET', '/api/v1/billing/subscription', { token })).data;
  const ledger = async (token: string) => (await call<Ledger>('GET', '/api/v1/billing/ledger', { token })).data;

  it('checkout answers the URL Stripe gives, for the right price and customer', async () => {
    const { token, me, session } = await subscriber();
    expect(session.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_m',
      client_reference_id: me.id,
    });
    expect(session.body.success_url).toMatch(/^http:\/\/[^/]+\/user\/billing\?checkout=success$/);
    expect(session.body.cancel_url).toMatch(/^http:\/\/[^/]+\/pricing\?checkout=cancelled$/);
    const checkout = await call<{ url: string }>('POST', '/api/v1/billing/checkout', {
      token,
      body: { plan: 'ultra', interval: 'yearly', locale: 'es' },
    });
    expect(checkout.data.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_\\w+$`));
    const spanish = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
    expect(spanish.body['line_items[0][price]']).toBe('price_ultra_y');
    expect(spanish.body.success_url).toMatch(/\/es\/user\/billing\?checkout=success$/);
    // One Stripe customer per user, however many checkouts.
    expect(spanish.body.customer).toBe(session.body.customer);
    expect(
      await call('POST', '/api/v1/billing/checkout', { token, body: { plan: 'gold', interval: 'monthly' } }),
    ).toMatchObject({ status: 400, msg: 'plan: plan must be one of basic, pro, ultra' });
    expect(
      await call('POST', '/api/v1/billing/checkout', { token, body: { plan: 'pro', interval: 'weekly' } }),
    ).toMatchObject({ status: 400, msg: 'interval: interval must be one of monthly, yearly' });
    const portal = await call<{ url: string }>('POST', '/api/v1/billing/portal', { token });
    expect(portal.data.url).toMatch(new RegExp(`^${stripe.url}/portal/bps_\\w+$`));
  });

  it('start, renewal, upgrade, downgrade and cancel keep plan and credits in step', async () => {
    const { token, me, sub } = await subscriber();
    const start = (await info(token)).credits;
    expect(
      await send('checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        subscription: sub.id,
        customer: sub.customer,
        client_reference_id: me.id,
      }),
    ).toMatchObject({ status: 200 });
    expect(await info(token)).toMatchObject({ plan: 'pro', vipLevel: 2, vipFlag: true, credits: start });
    expect(await send('invoice.paid', invoiceFor(sub, 'subscription_create'))).toMatchObject({ status: 200 });
    expect((await info(token)).credits).toBe(start + 1500);
    // Stripe also sends invoice.payment_succeeded for the same invoice: no second grant.
    await send('invoice.payment_succeeded', invoiceFor(sub, 'subscription_create'));
    expect((await info(token)).credits).toBe(start + 1500);
    expect(await summary(token)).toMatchObject({
      plan: 'pro',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      paymentFailed: false,
      canManage: true,
      currentPeriodEnd: sub.periodEnd * 1000,
    });

    // Renewal: the next period is paid.
    sub.periodStart = sub.periodEnd;
    sub.periodEnd += 30 * DAY;
    await send('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    await send('invoice.paid', invoiceFor(sub));
    // (The fake's period starts in the future; the month of a period is counted from its start.)
    expect((await info(token)).credits).toBe(start + 3000);

    // Upgrade to Ultra within the paid period: topped up to Ultra's 5000 for the month.
    sub.price = PRICES.STRIPE_PRICE_ULTRA_MONTHLY;
    await send('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'ultra', vipLevel: 5, credits: start + 3000 + 3500 });
    // Downgrade to Basic: the plan changes, nothing is taken back.
    sub.price = PRICES.STRIPE_PRICE_BASIC_MONTHLY;
    await send('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'basic', vipLevel: 1, vipFlag: false, credits: start + 6500 });

    // Cancel: the plan holds until the period ends, then Stripe deletes the subscription.
    sub.cancelAtPeriodEnd = true;
    await send('customer.subscription.updated', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'basic' });
    expect(await summary(token)).toMatchObject({ cancelAtPeriodEnd: true });
    sub.status = 'canceled';
    sub.endedAt = now();
    await send('customer.subscription.deleted', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'free', vipLevel: 0, credits: start + 6500 });

    const history = await ledger(token);
    const grants = history.records.filter((row) => row.reason === 'subscription').map((row) => row.delta);
    expect(grants).toEqual([3500, 1500, 1500]);
    expect(history.records[0]!.balanceAfter).toBe(start + 6500);
    expect(history.records.reduce((sum, row) => sum + row.delta, 0)).toBe(start + 6500);
  });

  it('a failed payment keeps the plan until Stripe cancels the subscription', async () => {
    const { token, sub } = await subscriber('STRIPE_PRICE_PRO_YEARLY');
    await send('invoice.paid', invoiceFor(sub, 'subscription_create'));
    expect(await info(token)).toMatchObject({ plan: 'pro', vipLevel: 4 });
    sub.status = 'past_due';
    await send('invoice.payment_failed', invoiceFor(sub));
    expect(await info(token)).toMatchObject({ plan: 'pro' });
    expect(await summary(token)).toMatchObject({ status: 'past_due', paymentFailed: true, interval: 'yearly' });
    sub.status = 'canceled';
    await send('customer.subscription.deleted', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'free' });
  });

  it('the same event ten times at once grants credits once', async () => {
    const { token, sub } = await subscriber();
    const before = (await info(token)).credits;
    const event = signedEvent('invoice.paid', invoiceFor(sub, 'subscription_create'), { id: `evt_parallel_${sub.id}` });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${server.url}/api/webhooks/stripe`, {
          method: 'POST',
          headers: { 'stripe-signature': event.header, 'content-type': 'application/json' },
          body: event.payload,
        }).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(Array(10).fill(200));
    expect((await info(token)).credits).toBe(before + 1500);
    // And distinct events for the same paid month, at once, still grant once.
    await Promise.all(Array.from({ length: 5 }, () => send('invoice.paid', invoiceFor(sub, 'subscription_create'))));
    expect((await info(token)).credits).toBe(before + 1500);
    expect((await ledger(token)).records.filter((row) => row.reason === 'subscription')).toHaveLength(1);
  });

  it('events out of order converge on Stripe’s current state; an old subscription cannot end a new one', async () => {
    const { token, me, sub } = await subscriber();
    // The deletion of the subscription arrives before its creation was seen.
    sub.status = 'canceled';
    sub.endedAt = now();
    await send('customer.subscription.deleted', { id: sub.id, object: 'subscription' });
    await send('customer.subscription.created', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'free' });
    // They subscribe again; a late event about the old subscription changes nothing.
    const fresh: FakeSubscription = {
      ...sub,
      id: `${sub.id}_2`,
      status: 'active',
      endedAt: null,
      price: PRICES.STRIPE_PRICE_ULTRA_MONTHLY,
      metadata: { userId: me.id },
    };
    stripe.subscriptions.set(fresh.id, fresh);
    await send('invoice.paid', invoiceFor(fresh, 'subscription_create'));
    expect(await info(token)).toMatchObject({ plan: 'ultra' });
    await send('customer.subscription.deleted', { id: sub.id, object: 'subscription' });
    expect(await info(token)).toMatchObject({ plan: 'ultra' });
    // A live subscriber's checkout goes to the portal's plan change, never a second subscription.
    const checkout = await call<{ url: string }>('POST', '/api/v1/billing/checkout', {
      token,
      body: { plan: 'pro', interval: 'monthly' },
    });
    expect(checkout.data.url).toMatch(/\/portal\/bps_\w+$/);
    const portal = stripe.requests.filter((request) => request.path === '/v1/billing_portal/sessions').at(-1)!;
    expect(portal.body).toMatchObject({
      'flow_data[type]': 'subscription_update',
      'flow_data[subscription_update][subscription]': fresh.id,
    });
  });

  it('an event about a subscription Stripe does not know answers 2xx, is logged once and changes nothing', async () => {
    const { token, sub } = await subscriber();
    const before = await info(token);
    const ghost: FakeSubscription = { ...sub, id: `sub_ghost_${Date.now()}` };
    const events = [
      [
        'customer.subscription.updated',
        { id: ghost.id, object: 'subscription', customer: sub.customer, status: 'active', metadata: sub.metadata },
      ],
      ['invoice.paid', invoiceFor(ghost, 'subscription_create')],
      [
        'checkout.session.completed',
        {
          id: 'cs_ghost',
          object: 'checkout.session',
          customer: sub.customer,
          subscription: ghost.id,
          client_reference_id: before.id,
        },
      ],
    ] as const;
    for (const [type, object] of events) {
      const answer = await send(type, object);
      expect(answer.status, `${type}: ${answer.body.msg}`).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, data: { ignored: true } });
    }
    // A subscription Stripe has since deleted for good (the fake forgets it).
    stripe.subscriptions.delete(sub.id);
    expect((await send('invoice.paid', invoiceFor(sub, 'subscription_create'))).status).toBe(200);
    expect(await info(token)).toEqual(before);
    expect((await ledger(token)).records.filter((row) => row.reason === 'subscription')).toEqual([]);
    const lines = () =>
      fs
        .readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('a subscription Stripe does not know'));
    await waitFor(async () => lines().length >= 4, { what: 'the log lines' });
    expect(lines().filter((line) => line.includes(ghost.id))).toHaveLength(3);
    expect(lines().filter((line) => line.includes(`"subscription":"${sub.id}"`))).toHaveLength(1);
  });

  it('a signed event of any shape answers 200, ignored and logged once, and changes nothing', async () => {
    const { token, me, sub } = await subscriber();
    await send('invoice.paid', invoiceFor(sub, 'subscription_create'));
    const before = await info(token);
    const books = (await ledger(token)).total;
    // Subscriptions Stripe answers with, each with a field we cannot use.
    const odd = (id: string, change: Partial<FakeSubscription>) => {
      stripe.subscriptions.set(id, { ...sub, id, metadata: {}, ...change });
      return id;
    };
    const noCustomer = odd(`sub_nocustomer_${me.id}`, { customer: null as unknown as string });
    const nulCustomer = odd(`sub_nulcustomer_${me.id}`, { customer: 'cus_\u0000' });
    const nulHint = odd(`sub_nulhint_${me.id}`, { customer: 'cus_nobody', metadata: { userId: 'usr_\u0000' } });
    const strayCustomer = odd(`sub_stray_${me.id}`, { customer: 'cus_nobody' });
    let events = 0;
    const unique = () => {
      events += 1;
      return `"evt_shape_${Date.now()}_${events}"`;
    };
    const payloads = [
      `{"id":${unique()},"object":"event","type":"invoice.paid"}`,
      `{"id":${unique()},"object":"event","type":"invoice.paid","data":null}`,
      `{"id":${unique()},"object":"event","type":"invoice.paid","data":{"object":null}}`,
      `{"id":${unique()},"object":"event","type":"invoice.paid","data":{"object":[]}}`,
      `{"id":${unique()},"object":"event","type":"customer.subscription.updated","data":"x"}`,
      `{"id":"evt_\\u0000","object":"event","type":"invoice.paid","data":{"object":{}}}`,
      `{"id":"evt_\\ud800","object":"event","type":"invoice.paid","data":{"object":{}}}`,
      `{"id":12,"object":"event","type":"invoice.paid","data":{"object":{}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":"sub_\\u0000"}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":"\\ud800"}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":{"id":null}}}}`,
      `{"id":${unique()},"type":"invoice.paid","data":{"object":{"parent":{"subscription_details":{"subscription":"sub_\\udc00"}}}}}`,
      `{"id":${unique()},"type":"invoice.paid","data":{"object":{"parent":"x","subscription":["sub"]}}}`,
      `{"id":${unique()},"type":"checkout.session.completed","data":{"object":{"subscription":"${strayCustomer}","client_reference_id":"usr_\\u0000"}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":"${noCustomer}"}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":"${nulCustomer}"}}}`,
      `{"id":${unique()},"type":"customer.subscription.updated","data":{"object":{"id":"${nulHint}"}}}`,
      'null',
      '[]',
      '"invoice.paid"',
    ];
    const stripeLines = () =>
      fs
        .readFileSync(server.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.includes('"msg":"stripe: '));
    for (const payload of payloads) {
      const logged = stripeLines().length;
      const res = await fetch(`${server.url}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'stripe-signature': signatureOf(payload), 'content-type': 'application/json' },
        body: payload,
      });
      const body = (await res.json()) as { code: number; data: unknown };
      expect({ status: res.status, body }, payload).toMatchObject({
        status: 200,
        body: { code: 200, data: { received: true, ignored: true } },
      });
      await waitFor(async () => stripeLines().length > logged, { what: `the log line of ${payload}` });
      expect(stripeLines().length, payload).toBe(logged + 1);
    }
    expect(await info(token)).toEqual(before);
    expect((await ledger(token)).total).toBe(books);
  });

  it('a bad or old signature is 400 and changes nothing', async () => {
    const { token, sub } = await subscriber();
    const before = await info(token);
    const forged = signedEvent('invoice.paid', invoiceFor(sub, 'subscription_create'), {
      secret: 'whsec_wrong_secret',
    });
    let res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': forged.header, 'content-type': 'application/json' },
      body: forged.payload,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, msg: 'Invalid Stripe signature' });
    const old = signedEvent('invoice.paid', invoiceFor(sub, 'subscription_create'), { timestamp: now() - 600 });
    res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': old.header, 'content-type': 'application/json' },
      body: old.payload,
    });
    expect(res.status).toBe(400);
    // A body changed after signing.
    const good = signedEvent('invoice.paid', invoiceFor(sub, 'subscription_create'));
    res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': good.header, 'content-type': 'application/json' },
      body: good.payload.replace('subscription_create', 'subscription_cycle'),
    });
    expect(res.status).toBe(400);
    res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: good.payload,
    });
    expect(res.status).toBe(400);
    expect(await info(token)).toEqual(before);
    // The genuine event still applies afterwards (the failures recorded nothing).
    res = await fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': good.header, 'content-type': 'application/json' },
      body: good.payload,
    });
    expect(res.status).toBe(200);
    expect((await info(token)).credits).toBe(before.credits + 1500);
  });
});
