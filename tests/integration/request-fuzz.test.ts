/**
 * Random and adversarial requests (tests/support/hostile-requests.ts) at every API route of the
 * real server: bodies of any shape and depth, wrong types in every field, unstorable text,
 * prototype keys, bogus headers and broken query strings; anonymous, as a signed-in user with
 * credits, as the admin and as Stripe (signed events of any shape). Whatever comes, the server
 * answers below 500 within a bounded time, and a refused request leaves the user's balance and
 * ledger as they were. A fixed seed makes a run repeatable (FUZZ_SEED picks another); the run
 * stops after a number of cases or a time budget, whichever comes first, and says how many ran.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import Stripe from 'stripe';
import { expectBooksBalanced, registerUser, TEST_PASSWORD } from '../support/accounts';
import { api, randomIp } from '../support/api';
import { type FakeStripe, startFakeStripe, WEBHOOK_SECRET } from '../support/fake-stripe';
import {
  type ApiRoute,
  apiRoutes,
  fieldsObject,
  type HostileHeaders,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
  jsonTree,
  type RawAnswer,
  rawRequest,
} from '../support/hostile-requests';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

const SEED = Number(process.env.FUZZ_SEED ?? 7_340_211);
const MAX_CASES = 400;
const TIME_BUDGET_MS = 20_000;
const START_CREDITS = 500;

type Identity = 'anonymous' | 'user' | 'admin' | 'stripe';
type Case = {
  identity: Identity;
  method: string;
  path: string;
  headers: HostileHeaders;
  body: string;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];
const CONTENT_TYPE_OF = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data; boundary=x',
  none: undefined,
};
const STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'product.created',
];

let stripe: FakeStripe;
let server: RunningServer;
let email: string;
let token: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({ ...stripe.env, TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
  ({ email, token } = await registerUser(server.url, server.dataDir));
  const set = await api(server.url)('POST', '/api/admin/users/credits', {
    body: { email, credits: START_CREDITS },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(set.code).toBe(200);
});
afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.stop();
  await stripe?.close();
});

function pathOf(route: ApiRoute, segments: string[]): string {
  return route.pattern.replace(/\[\.\.\.\w+\]/, segments.join('/')).replace(/\[\w+\]/g, () => segments[0]!);
}

/** Requests at any route, with hostile everything; `user` ones carry the signed-in user's token. */
function routeCase(routes: ApiRoute[], identity: 'anonymous' | 'user'): fc.Arbitrary<Case> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      methodIndex: fc.nat(),
      otherMethod: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        { arbitrary: fc.constantFrom(...METHODS), weight: 1 },
      ),
      segments: fc.array(hostileSegment, { minLength: 1, maxLength: 4 }),
      query: hostileQuery,
      headers: hostileHeaders,
      body: hostileBody,
      typed: fc.boolean(),
    })
    .map(({ route, methodIndex, otherMethod, segments, query, headers, body, typed }) => {
      const contentType = CONTENT_TYPE_OF[body.kind];
      const sent: HostileHeaders = { 'x-forwarded-for': randomIpFor(methodIndex), ...headers };
      if (typed && contentType) sent['content-type'] = contentType;
      if (identity === 'user') sent.authorization = `Bearer ${token}`;
      return {
        identity,
        method: otherMethod ?? route.methods[methodIndex % route.methods.length]!,
        path: `${pathOf(route, segments)}${query}`,
        headers: sent,
        body: body.text,
      };
    });
}

/** A spread of client addresses, so per-address limits of one case rarely reach the next. */
function randomIpFor(n: number): string {
  return `100.${64 + (n % 64)}.${((n >> 6) % 254) + 1}.${((n >> 14) % 254) + 1}`;
}

/** The admin routes with the admin token, aimed at the signed-in user, every field hostile. */
function adminCase(routes: ApiRoute[]): fc.Arbitrary<Case> {
  const admin = routes.filter((route) => route.pattern.startsWith('/api/admin/'));
  const field = (name: string, value: fc.Arbitrary<string>) => value.map((text): [string, string] => [name, text]);
  const fields = fieldsObject([
    field('email', fc.oneof({ arbitrary: fc.constant(JSON.stringify(email)), weight: 4 }, hostileValue)),
    field('credits', hostileValue),
    field('plan', fc.oneof(fc.constantFrom('"pro"', '"free"'), hostileValue)),
  ]);
  return fc
    .record({
      route: fc.constantFrom(...admin),
      body: fc.oneof({ arbitrary: fields, weight: 4 }, { arbitrary: hostileBody.map((body) => body.text), weight: 1 }),
      headers: hostileHeaders,
    })
    .map(({ route, body, headers }) => ({
      identity: 'admin' as const,
      method: 'POST',
      path: route.pattern,
      headers: {
        ...headers,
        'x-forwarded-for': randomIp(),
        'content-type': 'application/json',
        authorization: `Bearer ${ADMIN_TOKEN}`,
      },
      body,
    }));
}

/** Events signed with the webhook secret, of any shape: what only Stripe (or its key) can send. */
function stripeCase(): fc.Arbitrary<Case> {
  const text = hostileString.map((value) => JSON.stringify(value));
  const id = fc.oneof(fc.constantFrom('"sub_fuzz"', '"cus_fuzz"', '"evt_fuzz"', 'null', '{}', '[]', '0'), text);
  const object = fc
    .record(
      {
        id,
        object: fc.constantFrom('"subscription"', '"invoice"', '"checkout.session"'),
        customer: id,
        subscription: id,
        client_reference_id: id,
        parent: id.map((sub) => `{"subscription_details":{"subscription":${sub}}}`),
      },
      { requiredKeys: [] },
    )
    .map(
      (fields) =>
        `{${Object.entries(fields)
          .map(([name, value]) => `"${name}":${value}`)
          .join(',')}}`,
    );
  const event = fc
    .record(
      {
        id,
        object: fc.constant('"event"'),
        type: fc.oneof(
          fc.constantFrom(...STRIPE_EVENTS).map((type) => JSON.stringify(type)),
          text,
        ),
        data: fc.oneof(
          object.map((inner) => `{"object":${inner}}`),
          fc.constantFrom('null', '{}', '{"object":null}', '[]'),
          jsonTree,
        ),
      },
      { requiredKeys: ['type'] },
    )
    .map(
      (fields) =>
        `{${Object.entries(fields)
          .map(([name, value]) => `"${name}":${value}`)
          .join(',')}}`,
    );
  const signer = new Stripe('sk_test_signer');
  return fc.oneof({ arbitrary: event, weight: 4 }, { arbitrary: jsonTree, weight: 1 }).map((payload) => ({
    identity: 'stripe' as const,
    method: 'POST',
    path: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  }));
}

type Books = { credits: number; ledger: number };
const recent: Case[] = [];

async function booksOf(): Promise<Books> {
  const call = api(server.url);
  const info = await call<{ credits: number }>('GET', '/api/auth/user-info', { token });
  const ledger = await call<{ total: number }>('GET', '/api/v1/billing/ledger?pageNum=1', { token });
  expect(info.code, `user-info of the fuzzed user after ${recent.map(describeCase).join(' | ')}`).toBe(200);
  expect(ledger.code, 'ledger of the fuzzed user').toBe(200);
  return { credits: info.data.credits, ledger: ledger.data.total };
}

function codeOf(answer: RawAnswer): number {
  if (!answer.contentType.includes('json')) return answer.status;
  try {
    const envelope = JSON.parse(answer.body) as { code?: unknown };
    return typeof envelope.code === 'number' ? envelope.code : answer.status;
  } catch {
    return answer.status;
  }
}

const describeCase = (request: Case) => `${request.identity} ${request.method} ${shown(request.path)}`;

const shown = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

/** The failing case, long values cut short (a body can be a megabyte), and what went wrong. */
function failureReport(details: fc.RunDetails<[Case]> | fc.RunDetails<unknown>): string {
  const request = (details.counterexample as [Case] | null)?.[0];
  const headers = request ? Object.entries(request.headers).map(([name, value]) => `${name}: ${shown(value)}`) : [];
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [
    `failed after ${details.numRuns} cases (seed ${details.seed}, path ${details.counterexamplePath}):`,
    request ? `${request.identity} ${request.method} ${shown(request.path)}` : '',
    ...headers,
    request ? `body: ${shown(request.body)}` : '',
    error.slice(0, 2_000),
    `the cases before: ${recent.slice(0, -1).map(describeCase).join(' | ')}`,
  ].join('\n');
}

describe('hostile requests at every API route', () => {
  it('a body nested thousands of levels deep answers 400 in the envelope at every route that reads one', async () => {
    const deep = `{"email":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const readers = apiRoutes().filter((route) => route.methods.some((method) => method !== 'GET'));
    expect(readers.length).toBeGreaterThan(10);
    for (const route of readers) {
      const method = route.methods.find((name) => name !== 'GET')!;
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const answer = await rawRequest(server.url, {
          method,
          path: pathOf(route, ['x']),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': randomIp(),
            ...(authorization ? { authorization } : {}),
          },
          body: deep,
        });
        const what = `${method} ${route.pattern}${authorization ? ' signed in' : ''}: ${shown(answer.body)}`;
        // Routes that read their own body (the Stripe webhook, uploads) refuse it for what it is not.
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(JSON.parse(answer.body), what).toMatchObject({ code: answer.status });
      }
    }
  });

  it('never answer 5xx, and a refused request leaves the balance and the ledger alone', async () => {
    const routes = apiRoutes();
    // The discovery must see the routes it is meant to fuzz (a wrong folder would fuzz nothing).
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(['/api/v1/video/create', '/api/admin/users/credits', '/api/webhooks/stripe']),
    );
    const cases = fc.oneof(
      { arbitrary: routeCase(routes, 'anonymous'), weight: 4 },
      { arbitrary: routeCase(routes, 'user'), weight: 4 },
      { arbitrary: adminCase(routes), weight: 1 },
      { arbitrary: stripeCase(), weight: 1 },
    );
    const statuses = new Map<number, number>();
    let resets = 0;
    let books = await booksOf();
    // Requests that cannot spend the user's credits (anonymous, Stripe's) are checked in batches:
    // reading the books costs two requests, more than most cases.
    let unchecked: Case[] = [];
    const expectBooksUnchanged = async (by: string) => {
      expect(await booksOf(), `books changed by ${by}`).toEqual(books);
      unchecked = [];
    };
    const started = Date.now();

    const property = fc.asyncProperty(cases, async (request) => {
      const spends = request.identity === 'user' || request.identity === 'admin';
      if (spends && unchecked.length > 0) await expectBooksUnchanged(unchecked.map(describeCase).join(' | '));
      recent.push(request);
      if (recent.length > 5) recent.shift();
      const answer = await rawRequest(server.url, request).catch(async (error: NodeJS.ErrnoException) => {
        // A server may answer before reading a large body and close the connection while the
        // body is still being sent; the client then sees the reset, not the answer. That is
        // allowed so long as the server is still up.
        if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
        expect((await api(server.url)('GET', '/api/health')).status, `after a reset: ${request.path}`).toBe(200);
        resets += 1;
        return null;
      });
      const code = answer ? codeOf(answer) : 0;
      if (answer) {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const what = `${describeCase(request)} -> ${answer.status} ${shown(answer.body)}`;
        expect(answer.status, what).toBeLessThan(500);
        expect(code, what).toBeLessThan(500);
      }
      if (!spends) {
        unchecked.push(request);
        if (unchecked.length >= 8) await expectBooksUnchanged(unchecked.map(describeCase).join(' | '));
        return;
      }
      if (request.path.startsWith('/api/auth/logout') && code === 200) {
        const login = await api(server.url)<{ token: string }>('POST', '/api/auth/login', {
          body: { email, password: TEST_PASSWORD },
        });
        expect(login.code).toBe(200);
        token = login.data.token;
      }
      if (code !== 200) return expectBooksUnchanged(`a refused request: ${describeCase(request)}`);
      const after = await booksOf();
      if (request.path === '/api/admin/users/credits') {
        // Only a whole, non-negative JSON number may set a balance.
        const sent = (JSON.parse(request.body) as { credits?: unknown }).credits;
        expect(Number.isInteger(sent) && (sent as number) >= 0, `credits ${JSON.stringify(sent)} accepted`).toBe(true);
        expect(after.credits).toBe((sent as number) + 0);
      }
      books = after;
    });

    const details = await fc.check(property, {
      seed: SEED,
      // The server keeps state from case to case (sessions, balances, rate limits), so a shrunk
      // case could fail for another reason: the first failing case is reported as it was, after
      // the cases that came before it, and the seed replays the run.
      endOnFailure: true,
      numRuns: MAX_CASES,
      plugins: [fc.interruptAfterTimeLimit(TIME_BUDGET_MS)],
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const histogram = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}:${n}`)
      .join(' ');
    console.log(
      `request fuzz: seed ${SEED}, ${details.numRuns} cases${details.interrupted ? ' (time budget reached)' : ''} in ${seconds} s; statuses ${histogram}; ${resets} connections closed before the answer`,
    );
    if (details.failed) throw new Error(failureReport(details));
    expect(details.numRuns).toBeGreaterThan(100);
    await expectBooksUnchanged(unchecked.map(describeCase).join(' | '));

    // Nothing failed inside a handler either (a 500 hidden behind an answer already sent).
    expect((await api(server.url)('GET', '/api/health')).status).toBe(200);
    expect(fs.readFileSync(server.logFile, 'utf8')).not.toContain('"msg":"handler failed"');
  }, 180_000);
});
