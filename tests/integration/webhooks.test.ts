/**
 * Webhooks against the real server and a local receiver (WEBHOOK_ALLOW_PRIVATE=1 lets it reach
 * 127.0.0.1; the address rules without it are unit tests of src/server/webhooks): registration
 * and its checks, a finished and a failed video delivered signed with the record the detail
 * route answers, a 500 retried with the same event, the deliveries list and "send again", a
 * receiver that never answers timing out beside deliveries that go on, and other users' ids; and
 * examples/quickstart.mjs, the developers' page's example, doing its round trip with a key alone.
 * Both engines: the outbox is written in the job's own transaction and claimed with SKIP LOCKED.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { VideoRecord } from '@/lib/video-record';
import type { CreatedWebhookEndpoint, WebhookDeliveryView, WebhookEndpointView } from '@/lib/webhooks';
import { verifySignature } from '@/server/webhooks/signature';
import { expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { ADMIN_TOKEN, freePort, type RunningServer, startServer, waitFor } from '../support/server';

/** What the receiver got: one entry per request, the raw body as sent. */
type Hit = { path: string; headers: http.IncomingHttpHeaders; body: string; at: number };

const TIMEOUT_MS = 1500;
let server: RunningServer;
let receiver: http.Server;
let receiverUrl: string;
const hits: Hit[] = [];
/** Statuses a path answers, in order, before it answers 200. */
const answers: Record<string, number[]> = {};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const hit: Hit = { path: req.url ?? '', headers: req.headers, body, at: Date.now() };
      hits.push(hit);
      // Never answers: the deliverer's timeout ends it.
      if (hit.path === '/slow') return;
      const status = answers[hit.path]?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'try again later');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  server = await startServer({
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
    WEBHOOK_ALLOW_PRIVATE: '1',
    WEBHOOK_RETRY_BASE_MS: '300',
    WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    WORKER_RETRY_BASE_MS: '50',
  });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const call = () => api(server.url);
const hitsTo = (where: string) => hits.filter((hit) => hit.path === where);
const parsed = (hit: Hit) => JSON.parse(hit.body) as { id: string; type: string; createdAt: number; data: VideoRecord };

async function register(token: string, where: string, events: string[]) {
  const answer = await call()<CreatedWebhookEndpoint>('POST', '/api/v1/user/webhooks', {
    token,
    body: { url: `${receiverUrl}${where}`, events },
  });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

const deliveriesOf = async (token: string, endpointId: string) => {
  const answer = await call()<WebhookDeliveryView[]>('GET', `/api/v1/user/webhooks/${endpointId}/deliveries`, {
    token,
  });
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
};

/** The signed header verifies against the endpoint's secret, for the raw body as received. */
function expectSigned(hit: Hit, secret: string) {
  const header = String(hit.headers['vidloom-signature']);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(verifySignature(secret, hit.body, header, Math.floor(Date.now() / 1000))).toBe(true);
  expect(verifySignature(`${secret}x`, hit.body, header, Math.floor(Date.now() / 1000))).toBe(false);
  expect(hit.headers['content-type']).toBe('application/json');
  expect(hit.headers['user-agent']).toMatch(/^Vidloom-Webhooks\//);
}

describe('registering endpoints', () => {
  it('answers the secret once, lists without it, checks the input and caps the endpoints', async () => {
    const owner = await seedAccount(server, ADMIN_TOKEN, {});
    const created = await register(owner.token, '/registered', ['video.succeeded', 'video.failed', 'video.failed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(created.events).toEqual(['video.succeeded', 'video.failed']);
    const listed = await call()<WebhookEndpointView[]>('GET', '/api/v1/user/webhooks', { token: owner.token });
    expect(listed.data).toEqual([
      { id: created.id, url: `${receiverUrl}/registered`, events: created.events, createdAt: expect.any(Number) },
    ]);

    const refused = async (body: unknown) =>
      call()('POST', '/api/v1/user/webhooks', { token: owner.token, body }).then((a) => [a.code, a.msgKey]);
    expect(await refused({ url: `${receiverUrl}/x`, events: [] })).toEqual([400, 'webhookEvents']);
    expect(await refused({ url: `${receiverUrl}/x`, events: ['video.deleted'] })).toEqual([400, 'webhookEvents']);
    expect(await refused({ url: 'ftp://example.com/hook', events: ['video.failed'] })).toEqual([400, 'webhookUrl']);
    expect(await refused({ url: 'not a url', events: ['video.failed'] })).toEqual([400, 'webhookUrl']);
    expect(await refused({ events: ['video.failed'] })).toEqual([400, 'invalidField']);
    expect((await call()('GET', '/api/v1/user/webhooks')).code).toBe(401);
    expect((await call()('POST', '/api/v1/user/webhooks', { body: { url: receiverUrl, events: [] } })).code).toBe(401);

    for (let i = 1; i < 10; i += 1) await register(owner.token, `/registered-${i}`, ['video.failed']);
    expect(await refused({ url: `${receiverUrl}/eleventh`, events: ['video.failed'] })).toEqual([400, 'webhookLimit']);
    expect((await call()<unknown[]>('GET', '/api/v1/user/webhooks', { token: owner.token })).data).toHaveLength(10);

    // Another user's endpoint does not exist for them: 404 on every route, and it stays.
    const stranger = await seedAccount(server, ADMIN_TOKEN, {});
    const theirs = { token: stranger.token };
    expect((await call()('DELETE', `/api/v1/user/webhooks/${created.id}`, theirs)).code).toBe(404);
    expect((await call()('GET', `/api/v1/user/webhooks/${created.id}/deliveries`, theirs)).code).toBe(404);
    expect((await call()('POST', `/api/v1/user/webhooks/${created.id}/deliveries/whd_x/redeliver`, theirs)).code).toBe(
      404,
    );
    expect((await call()<unknown[]>('GET', '/api/v1/user/webhooks', theirs)).data).toEqual([]);
    expect((await call()('DELETE', `/api/v1/user/webhooks/${created.id}`, { token: owner.token })).code).toBe(200);
    expect((await call()('DELETE', `/api/v1/user/webhooks/${created.id}`, { token: owner.token })).code).toBe(404);
  });
});

describe('deliveries', () => {
  let owner: Awaited<ReturnType<typeof seedAccount>>;
  let flaky: CreatedWebhookEndpoint;
  let failures: CreatedWebhookEndpoint;
  let slow: CreatedWebhookEndpoint;
  let first: VideoRecord;

  beforeAll(async () => {
    owner = await seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 100 });
    answers['/flaky'] = [500];
    flaky = await register(owner.token, '/flaky', ['video.succeeded']);
    failures = await register(owner.token, '/failures', ['video.failed']);
    slow = await register(owner.token, '/slow', ['video.succeeded']);
  });

  it('delivers a finished video signed, with its record, and retries a 500 with the same event', async () => {
    first = await owner.videos.make({
      operationType: 'generate',
      prompt: 'a paper boat',
      quality: '360p',
      duration: 5,
    });
    expect(first.state).toBe('success');
    await waitFor(async () => hitsTo('/flaky').length >= 2, { what: 'the retry after a 500', timeoutMs: 20_000 });
    const [answered500, answered200] = hitsTo('/flaky') as [Hit, Hit];
    for (const hit of [answered500, answered200]) expectSigned(hit, flaky.secret);
    // The same event, byte for byte: a receiver deduplicates by its id.
    expect(answered200.body).toBe(answered500.body);
    const event = parsed(answered200);
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'video.succeeded' });
    expect(event.createdAt).toBeGreaterThan(first.createTimestamp);
    // The record as the detail route answers it.
    expect(event.data).toEqual((await owner.videos.detail(first.id)).data);

    const listed = await deliveriesOf(owner.token, flaky.id);
    expect(listed).toEqual([
      expect.objectContaining({
        event: 'video.succeeded',
        eventId: event.id,
        status: 'succeeded',
        attempts: 2,
        lastResponseStatus: 200,
        lastResponse: 'thanks',
        nextAttemptAt: null,
      }),
    ]);
    // Subscribed to failures only: nothing.
    expect(hitsTo('/failures')).toEqual([]);
    expect(await deliveriesOf(owner.token, failures.id)).toEqual([]);
  });

  it('sends a delivery again on request, as the same event', async () => {
    const [delivery] = await deliveriesOf(owner.token, flaky.id);
    const before = hitsTo('/flaky').length;
    const again = await call()<WebhookDeliveryView>(
      'POST',
      `/api/v1/user/webhooks/${flaky.id}/deliveries/${delivery!.id}/redeliver`,
      { token: owner.token },
    );
    expect(again.code, again.msg).toBe(200);
    expect(again.data).toMatchObject({ id: delivery!.id, status: 'pending' });
    await waitFor(async () => hitsTo('/flaky').length > before, { what: 'the delivery sent again' });
    const resent = hitsTo('/flaky').at(-1)!;
    expectSigned(resent, flaky.secret);
    expect(parsed(resent).id).toBe(delivery!.eventId);
    await waitFor(async () => (await deliveriesOf(owner.token, flaky.id))[0]?.attempts === 3, {
      what: 'the third attempt recorded',
    });
    expect((await deliveriesOf(owner.token, flaky.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
    const missing = await call()('POST', `/api/v1/user/webhooks/${flaky.id}/deliveries/whd_missing/redeliver`, {
      token: owner.token,
    });
    expect([missing.code, missing.msgKey]).toEqual([404, 'deliveryNotFound']);
  });

  it('times out a receiver that never answers, while the next job and its deliveries go on', async () => {
    // The first video's delivery to /slow has been hanging or timing out meanwhile.
    await waitFor(
      async () => /^no answer within/.test((await deliveriesOf(owner.token, slow.id))[0]?.lastResponse ?? ''),
      { what: 'the slow delivery to time out', timeoutMs: 20_000 },
    );
    const [timedOut] = await deliveriesOf(owner.token, slow.id);
    expect(timedOut).toMatchObject({ status: 'pending', lastResponseStatus: null, nextAttemptAt: expect.any(Number) });

    const second = await owner.videos.make({
      operationType: 'generate',
      prompt: 'a kite over a beach',
      quality: '360p',
      duration: 5,
    });
    expect(second.state).toBe('success');
    const ofSecond = (hit: Hit) => parsed(hit).data.id === second.id;
    await waitFor(async () => hitsTo('/flaky').some(ofSecond) && hitsTo('/slow').some(ofSecond), {
      what: "the second video's deliveries",
    });
    const fast = hitsTo('/flaky').find(ofSecond)!;
    const hanging = hitsTo('/slow').find(ofSecond)!;
    // Sent side by side: the fast receiver did not wait for the slow one's timeout.
    expect(fast.at).toBeLessThan(hanging.at + TIMEOUT_MS);
    // Deleting the endpoint ends its retries, and its deliveries go with it.
    expect((await call()('DELETE', `/api/v1/user/webhooks/${slow.id}`, { token: owner.token })).code).toBe(200);
    expect((await call()('GET', `/api/v1/user/webhooks/${slow.id}/deliveries`, { token: owner.token })).code).toBe(404);
  });

  it('delivers a failed video to the endpoint subscribed to failures', async () => {
    // A source that breaks after it was checked: every render attempt of it fails.
    const clip = Buffer.from(await (await fetch(`${server.url}${first.videoUrl}`)).arrayBuffer());
    const uploaded = await owner.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    expect(uploaded.code, uploaded.msg).toBe(200);
    await fs.writeFile(path.join(server.dataDir, 'storage', uploaded.data.url.replace('/media/', '')), 'broken');
    const failed = await owner.videos.make({ operationType: 'upscale', userUploadVideoUrl: uploaded.data.url });
    expect(failed.state).toBe('fail');
    await waitFor(async () => hitsTo('/failures').length > 0, { what: 'the failure delivery' });
    const [hit] = hitsTo('/failures') as [Hit];
    expectSigned(hit, failures.secret);
    const event = parsed(hit);
    expect(event.type).toBe('video.failed');
    expect(event.data).toEqual((await owner.videos.detail(failed.id)).data);
    expect(event.data.failReason).toEqual({ key: 'inputUnreadable' });
    // The endpoint subscribed to successes only heard nothing of it.
    expect(hitsTo('/flaky').filter((h) => parsed(h).data.id === failed.id)).toEqual([]);
  });
});

describe('the example program', () => {
  it('uploads, creates, hears the signed webhook, downloads and reads the balance with an API key alone', async () => {
    const person = await seedAccount(server, ADMIN_TOKEN, { credits: 100 });
    const key = await call()<{ key: string }>('POST', '/api/v1/user/api-keys', {
      token: person.token,
      body: { name: 'quickstart' },
    });
    expect(key.code, key.msg).toBe(200);
    const port = await freePort();
    // The endpoint the example listens on, registered in the settings (a key cannot register one).
    const listened = await call()<CreatedWebhookEndpoint>('POST', '/api/v1/user/webhooks', {
      token: person.token,
      body: { url: `http://127.0.0.1:${port}/`, events: ['video.succeeded'] },
    });
    expect(listened.code, listened.msg).toBe(200);
    const cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'quickstart-'));
    const child = spawn(process.execPath, [path.resolve('examples/quickstart.mjs')], {
      cwd,
      env: {
        ...process.env,
        VIDLOOM_URL: server.url,
        VIDLOOM_API_KEY: key.data.key,
        VIDLOOM_WEBHOOK_SECRET: listened.data.secret,
        VIDLOOM_WEBHOOK_PORT: String(port),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk;
    });
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status, output).toBe(0);

    const recordId = /created: (rec_\S+) with base/.exec(output)?.[1];
    expect(recordId, output).toBeDefined();
    // It waited for the signed delivery, not for its slow safety-net poll.
    expect(output).toContain(`webhook: video.succeeded for ${recordId}`);
    const file = /downloaded: (vidloom-\S+\.mp4)/.exec(output)?.[1];
    const bytes = await fs.readFile(path.join(cwd, file ?? 'missing'));
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const info = await call()<{ credits: number }>('GET', '/api/auth/user-info', { token: person.token });
    expect(output).toContain(`credits left: ${info.data.credits} (plan free)`);
    expect(info.data.credits).toBeLessThan(100);
  });
});
