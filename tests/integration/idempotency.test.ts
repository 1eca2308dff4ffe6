/**
 * `Idempotency-Key` on create (API.md "API keys and webhooks"): the same key and body answer the
 * first record and charge once, also when the requests arrive at once (on PostgreSQL, on two
 * server instances of one database); the same key with another body answers 422; a key is its
 * owner's; a create that fails keeps no key. Uploads take the key too.
 */
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { solidPng } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
/** A second instance on the same database: on PostgreSQL only (the embedded database has one process). */
let other: RunningServer;

beforeAll(async () => {
  // No worker: what is checked is the records and the charges, not the videos.
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' });
  other = process.env.DATABASE_URL
    ? await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_IN_PROCESS: '0' })
    : server;
});
afterAll(async () => {
  await expectBooksBalanced(server);
  if (other !== server) await other?.stop();
  await server?.stop();
});

const BODY = { operationType: 'generate', prompt: 'a kite over the dunes', quality: '360p', duration: 5 };

function create(url: string, token: string, body: unknown, key?: string) {
  return api(url)<{ recordId: string }>('POST', '/api/v1/video/create', {
    token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

const debits = async (url: string, token: string) =>
  (await books(url, token))!.lines.filter((line) => line.reason === 'generation');

describe('Idempotency-Key on create', () => {
  it('answers the first record to the same request sent again, and charges once', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 100 });
    const first = await create(server.url, token, BODY, 'retry-after-timeout-1');
    expect(first.code).toBe(200);
    // The same fields in another order are the same request.
    const { operationType, prompt, ...rest } = BODY;
    const again = await create(server.url, token, { ...rest, prompt, operationType }, 'retry-after-timeout-1');
    expect(again).toMatchObject({ code: 200, data: { recordId: first.data.recordId } });
    expect(await debits(server.url, token)).toHaveLength(1);
    // Without a key, or with another, it is another video.
    const fresh = await create(server.url, token, BODY, 'retry-after-timeout-2');
    expect(fresh.data.recordId).not.toBe(first.data.recordId);
    expect(await debits(server.url, token)).toHaveLength(2);
  });

  it('charges once when the same request arrives many times at once, on two instances where there are two', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(i % 2 ? other.url : server.url, token, BODY, 'burst-key')),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.data.recordId)).size).toBe(1);
    expect(await debits(server.url, token)).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, and charges nothing', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 100 });
    expect((await create(server.url, token, BODY, 'reused-key')).code).toBe(200);
    const other = await create(server.url, token, { ...BODY, prompt: 'a different kite' }, 'reused-key');
    expect(other).toMatchObject({ status: 422, code: 422, msgKey: 'idempotencyKeyReused' });
    expect(await debits(server.url, token)).toHaveLength(1);
  });

  it('keeps keys apart between accounts', async () => {
    const a = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 100 });
    const b = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 100 });
    const mine = await create(server.url, a.token, BODY, 'shared-name');
    const theirs = await create(server.url, b.token, { ...BODY, prompt: 'their own kite' }, 'shared-name');
    expect(theirs.code).toBe(200);
    expect(theirs.data.recordId).not.toBe(mine.data.recordId);
  });

  it('refuses a key of another shape with 400, and keeps no key of a create that failed', async () => {
    const { email, token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 1 });
    for (const key of ['has space', '', 'x'.repeat(256), 'é-not-ascii'])
      expect(await create(server.url, token, BODY, key)).toMatchObject({
        status: 400,
        msgKey: 'idempotencyKeyInvalid',
      });
    expect(await create(server.url, token, BODY, 'after-top-up')).toMatchObject({ code: 430 });
    const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
    await api(server.url)('POST', '/api/admin/users/credits', { body: { email, credits: 100 }, headers: admin });
    const retried = await create(server.url, token, BODY, 'after-top-up');
    expect(retried.code).toBe(200);
    expect(await debits(server.url, token)).toHaveLength(1);
  });

  it('answers the first story to a story sent again', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 200 });
    const story = {
      operationType: 'story',
      shots: [{ text: 'A kite rises over the dunes.' }, { text: 'It dips toward the sea.' }],
      aspectRatio: '16:9',
      quality: '360p',
      music: false,
    };
    const first = await create(server.url, token, story, 'story-key');
    expect(first.code).toBe(200);
    expect((await create(server.url, token, story, 'story-key')).data.recordId).toBe(first.data.recordId);
    expect(await debits(server.url, token)).toHaveLength(1);
  });
});

describe('Idempotency-Key on upload', () => {
  function upload(token: string, png: Buffer, key: string) {
    const form = new FormData();
    form.append('kind', 'image');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cat.png');
    return fetch(`${server.url}/api/v1/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'x-forwarded-for': '100.64.9.9' },
      body: form,
    }).then(async (res) => ({
      status: res.status,
      ...((await res.json()) as { code: number; msgKey?: string; data: { url: string } }),
    }));
  }

  it('answers the first upload to the same file sent again, and 422 to another file under the key', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 10 });
    const first = await upload(token, solidPng('#c82828', 64, 48), 'upload-key');
    expect(first.code).toBe(200);
    const again = await upload(token, solidPng('#c82828', 64, 48), 'upload-key');
    expect(again).toMatchObject({ code: 200, data: { url: first.data.url } });
    const other = await upload(token, solidPng('#28c828', 64, 48), 'upload-key');
    expect(other).toMatchObject({ status: 422, msgKey: 'idempotencyKeyReused' });
    expect((await upload(token, solidPng('#28c828', 64, 48), 'bad key')).status).toBe(400);
  });
});
