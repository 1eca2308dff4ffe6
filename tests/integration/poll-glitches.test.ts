/**
 * A remote job whose status reads fail for a while (a 400 or a 503 while the provider still
 * runs it) is waited out, not failed and refunded: refunding a clip the provider still makes and
 * bills loses money. Through the real server, worker, queue and ledger, against the fal fake,
 * whose `hiccup` requests answer their first two status reads with a 400 and `glitchy` ones with
 * a 503.
 */
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { api } from '../support/api';
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { type FakeFal, startFalFake } from '../support/fake-fal';
import { makeRemoteClip, SMALL_CLIP } from '../support/remote-clips';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

const model = FAL_MODELS.find((entry) => entry.remote?.text)!;

let server: RunningServer;
let fal: FakeFal;

beforeAll(async () => {
  const clip = await makeRemoteClip({ ...SMALL_CLIP, audio: false });
  fal = await startFalFake(clip, { key: 'test-fal-key' });
  server = await startServer({
    ADMIN_TOKEN,
    FAL_KEY: 'test-fal-key',
    FAL_QUEUE_URL: fal.url,
    HOSTED_POLL_MS: '50',
    HOSTED_RETRY_BASE_MS: '50',
    WORKER_RETRY_BASE_MS: '150',
  });
});

afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.stop();
  await fal?.close();
});

describe('status reads that fail while the provider runs the job', () => {
  it.each([
    ['400', 'a hiccup over the bay'],
    ['503', 'a glitchy night market'],
  ])(
    'are waited out after %s answers: one request, the video made, charged once, nothing refunded',
    async (_status, prompt) => {
      const user = await seedAccount(server, ADMIN_TOKEN, { plan: 'pro', credits: 2000 });
      const credits = async () =>
        (await api(server.url)<{ credits: number }>('GET', '/api/auth/user-info', { token: user.token })).data.credits;
      const submitted = fal.submitted();
      const created = await user.videos.create({
        operationType: 'generate',
        model: model.id,
        prompt,
        quality: model.qualities[0],
        duration: model.durations[0],
        aspectRatio: model.aspectRatios[0],
      });
      expect(created.code, created.msg).toBe(200);
      const charged = 2000 - (await credits());
      expect(charged).toBeGreaterThan(0);

      const record = await user.videos.settle(created.data.recordId, 60_000);
      expect(record.state, record.failMsg ?? '').toBe('success');
      expect(record.failMsg ?? null).toBeNull();
      expect(fal.submitted()).toBe(submitted + 1);
      expect(fal.cancelled).toHaveLength(0);
      // The failed reads were of the one request, and the reads went on past them.
      const statusReads = fal.requests.filter(
        (r) =>
          r.method === 'GET' &&
          r.path.endsWith('/status') &&
          r.path.includes(String(fal.submitted()).padStart(12, '0')),
      );
      expect(statusReads.length).toBeGreaterThanOrEqual(4);
      expect(await credits()).toBe(2000 - charged);
      const lines = (await books(server.url, user.token))!.lines.filter((line) => line.recordId === record.id);
      expect(lines.map((line) => line.reason)).toEqual(['generation']);
    },
  );
});
