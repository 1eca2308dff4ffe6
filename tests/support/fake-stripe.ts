/**
 * A local stand-in for the parts of Stripe's REST API the server calls, following its contract
 * (form-encoded requests with a Bearer secret key, JSON objects back): customers, Checkout and
 * portal sessions, and subscriptions that the test sets up and the webhook handler re-reads.
 * Used only by tests; webhook events are signed with the Stripe library's own test helper.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
export const PRICES = {
  STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_m',
  STRIPE_PRICE_BASIC_YEARLY: 'price_basic_y',
  STRIPE_PRICE_PRO_MONTHLY: 'price_pro_m',
  STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
  STRIPE_PRICE_ULTRA_MONTHLY: 'price_ultra_m',
  STRIPE_PRICE_ULTRA_YEARLY: 'price_ultra_y',
} as const;

type Request = { method: string; path: string; body: Record<string, string> };

export type FakeSubscription = {
  id: string;
  customer: string;
  status: string;
  price: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  endedAt?: number | null;
  metadata?: Record<string, string>;
};

export type FakeStripe = {
  url: string;
  requests: Request[];
  subscriptions: Map<string, FakeSubscription>;
  /** The server env that points the app at this fake. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

function subscriptionObject(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd ?? false,
    cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
    ended_at: sub.endedAt ?? null,
    metadata: sub.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          price: { id: sub.price, object: 'price' },
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
        },
      ],
    },
  };
}

/**
 * An object id as Stripe makes them: a prefix and random characters, unique across fakes. A
 * counter per fake repeated ids across test files, which share one PostgreSQL database in the
 * PostgreSQL pass: a second file's `cus_1` met the first file's row (unique customer id) and the
 * checkout answered 500.
 */
function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, '0').slice(0, 14)}`;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: Request[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const path = (req.url ?? '').split('?')[0]!;
      requests.push({ method: req.method ?? 'GET', path, body });
      const json = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
        res.end(JSON.stringify(data));
      };
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const port = (server.address() as AddressInfo).port;
      if (req.method === 'POST' && path === '/v1/customers')
        return json(200, { id: stripeId('cus'), object: 'customer', email: body.email ?? null });
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        if (!body['line_items[0][price]'])
          return json(400, { error: { type: 'invalid_request_error', message: 'Missing line_items' } });
        const id = stripeId('cs_test');
        return json(200, {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer,
          url: `http://127.0.0.1:${port}/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = stripeId('bps');
        return json(200, {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          url: `http://127.0.0.1:${port}/portal/${id}`,
        });
      }
      const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (match) {
        const sub = subscriptions.get(decodeURIComponent(match[1]!));
        // As Stripe answers for an id it does not have.
        if (!sub)
          return json(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'id',
              message: `No such subscription: '${decodeURIComponent(match[1]!)}'`,
            },
          });
        if (req.method === 'DELETE') {
          sub.status = 'canceled';
          sub.endedAt = Math.floor(Date.now() / 1000);
        }
        return json(200, subscriptionObject(sub));
      }
      return json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    subscriptions,
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: url, ...PRICES },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe(FAKE_STRIPE_KEY);
let eventCounter = 0;

/** A webhook event as Stripe sends it: the JSON body and its `Stripe-Signature` header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; timestamp?: number; secret?: string } = {},
) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: options.id ?? `evt_${Date.now()}_${eventCounter}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { payload, header: signatureOf(payload, options) };
}

/** The `Stripe-Signature` header of any payload, whatever its shape, as Stripe would sign it. */
export function signatureOf(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}

/** The invoice object of invoice.paid / invoice.payment_failed for a subscription. */
export function invoiceFor(sub: FakeSubscription, reason = 'subscription_cycle') {
  return {
    id: `in_${sub.id}_${sub.periodStart}`,
    object: 'invoice',
    customer: sub.customer,
    billing_reason: reason,
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
  };
}
