/**
 * Free's daily limit and watermark (API.md "Plans"), and a video deleted while it renders: over
 * HTTP, with the balance checked against the credit ledger each time.
 */
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { ADMIN_TOKEN, type RunningServer, startServer, waitFor } from '../support/server';

let server: RunningServer;

beforeAll(async () => {
  // More creates a minute than API.md's 10, so 21 of them need not wait for the next minute.
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, CREATES_PER_MINUTE: '100' });
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

/** Balance = the sum of the ledger: no credit came or went outside it. */
async function expectBalanced(token: string) {
  const account = await books(server.url, token);
  expect(account).not.toBeNull();
  expect(account!.lines.reduce((sum, line) => sum + line.delta, 0)).toBe(account!.balance);
  return account!;
}

describe('Free plan', () => {
  it('starts 20 videos a day, then answers 429; deleting one gives no create back, and its credits are refunded', async () => {
    const free = await seedAccount(server, ADMIN_TOKEN, { plan: 'free', credits: 100 });
    const body = { operationType: 'generate', prompt: 'a paper plane', quality: '360p', duration: 5 };
    for (let i = 0; i < 20; i += 1) {
      const created = await free.videos.create(body);
      expect(created.code, `create ${i + 1}`).toBe(200);
      // Deleted at once (queued or rendering): Free runs one job at a time, and a delete refunds it.
      expect((await free.videos.remove([created.data.recordId])).data.deleted).toBe(1);
    }
    expect(await free.videos.create(body)).toMatchObject({ status: 429, code: 429, msgKey: 'dailyLimit' });
    const { balance, lines } = await expectBalanced(free.token);
    expect(balance).toBe(100);
    expect(lines.filter((line) => line.reason === 'refund')).toHaveLength(20);
  });

  it('refuses a video without the watermark (403) and charges nothing', async () => {
    const free = await seedAccount(server, ADMIN_TOKEN, { plan: 'free', credits: 10 });
    const answer = await free.videos.create({
      operationType: 'generate',
      prompt: 'no mark please',
      quality: '360p',
      duration: 5,
      noWatermarkFlag: true,
    });
    expect(answer).toMatchObject({ status: 403, code: 403, msgKey: 'watermarkPlan' });
    expect((await expectBalanced(free.token)).balance).toBe(10);
    expect((await free.videos.list()).data.records).toEqual([]);
  });
});

describe('a video deleted while it renders', () => {
  it('is refunded once, and the render that finishes afterwards neither brings it back nor charges again', async () => {
    const pro = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 100 });
    const created = await pro.videos.create({
      operationType: 'generate',
      prompt: 'a long slow pan over a city at night',
      quality: '1080p',
      duration: 8,
    });
    expect(created.code).toBe(200);
    const id = created.data.recordId;
    await waitFor(async () => (await pro.videos.pending([id])).data[0]?.state === 'processing', {
      what: 'the render to start',
    });
    expect((await pro.videos.remove([id])).data.deleted).toBe(1);
    // The worker finishes (or drops) the job it had; then nothing of it remains.
    await waitFor(async () => (await (await fetch(`${server.url}/api/health`)).json()).data.queue.processing === 0, {
      what: 'the worker to let the job go',
      timeoutMs: 90_000,
    });
    expect((await pro.videos.list()).data.records).toEqual([]);
    expect((await pro.videos.detail(id)).code).toBe(404);
    const { balance, lines } = await expectBalanced(pro.token);
    expect(balance).toBe(100);
    expect(
      lines
        .filter((line) => line.recordId === id)
        .map((line) => line.reason)
        .sort(),
    ).toEqual(['generation', 'refund']);
  });
});
