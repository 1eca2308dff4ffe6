/**
 * What a record tells someone who is not its owner (API.md "Video routes"): a shared record
 * and its share page name no media but the record's own video and cover, a record made from a
 * private record is private, and a mangled `token` cookie is no token rather than a 500.
 */
import { expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { SAMPLE_RATE, wav } from '@/engine/audio';
import { solidPng } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';
import type { VideoRecord } from '../support/videos';

let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_CONCURRENCY: '2' });
  call = api(server.url);
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

function ultraUser() {
  return seedAccount(server, ADMIN_TOKEN, { plan: 'ultra', credits: 500 });
}

/** One second of a 440 Hz tone, written by the engine's own WAV writer. */
function tone(): Buffer {
  return wav(
    Float32Array.from({ length: SAMPLE_RATE }, (_, i) => 0.25 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)),
    1,
  );
}

const REDACTED = ['imgUrls', 'audioUrl', 'userUploadVideoUrl', 'originalRecordId'];

/** Everything a stranger can read about a shared record: the detail route and the share page. */
async function strangerViews(id: string) {
  const detail = await call<VideoRecord>('GET', `/api/v1/video/detail/${id}`);
  const page = await fetch(`${server.url}/app/${id}`);
  return { detail, pageStatus: page.status, pageHtml: await page.text() };
}

describe('a record read by anyone but its owner', () => {
  it('names no media but its own video and cover, on the detail route and the share page', async () => {
    const owner = await ultraUser();
    const other = await ultraUser();
    const image = await owner.videos.upload('image', solidPng('#228866'), 'me.png', 'image/png');
    const audio = await owner.videos.upload('audio', tone(), 'voice.wav', 'audio/wav');
    expect([image.code, audio.code], `${image.msg} ${audio.msg}`).toEqual([200, 200]);
    const generated = await owner.videos.settle(
      (
        await owner.videos.create({
          operationType: 'generate',
          prompt: 'a portrait comes alive',
          imgUrls: [image.data.url],
        })
      ).data.recordId,
    );
    expect(generated.state).toBe('success');
    const clip = Buffer.from(await (await fetch(`${server.url}${generated.videoUrl}`)).arrayBuffer());
    const uploadedVideo = await owner.videos.upload('video', clip, 'holiday.mp4', 'video/mp4');
    expect(uploadedVideo.code).toBe(200);

    const made = [
      generated,
      await owner.videos.settle(
        (
          await owner.videos.create({
            operationType: 'speech',
            originalRecordId: generated.id,
            audioUrl: audio.data.url,
            prompt: '',
          })
        ).data.recordId,
      ),
      await owner.videos.settle(
        (
          await owner.videos.create({
            operationType: 'sound',
            userUploadVideoUrl: uploadedVideo.data.url,
            prompt: 'waves',
          })
        ).data.recordId,
      ),
      await owner.videos.settle(
        (await owner.videos.create({ operationType: 'upscale', originalRecordId: generated.id })).data.recordId,
      ),
    ];
    const secrets = [image.data.url, audio.data.url, uploadedVideo.data.url];
    for (const record of made) {
      expect(record.state, `${record.operationType}: ${record.failMsg}`).toBe('success');
      // The owner still sees what they asked for.
      const own = (await owner.videos.detail(record.id)).data;
      expect(Object.keys(own.generateParam).some((key) => REDACTED.includes(key))).toBe(true);
      expect((await owner.videos.share(record.id)).code).toBe(200);

      for (const viewer of [null, other]) {
        const detail = viewer ? await viewer.videos.detail(record.id) : (await strangerViews(record.id)).detail;
        expect(detail.code, record.operationType).toBe(200);
        expect(detail.data).toMatchObject({ id: record.id, videoUrl: record.videoUrl, coverUrl: record.coverUrl });
        for (const key of REDACTED)
          expect(detail.data.generateParam, `${record.operationType} ${key}`).not.toHaveProperty(key);
        const text = JSON.stringify(detail.data);
        for (const secret of secrets) expect(text, `${record.operationType} leaks ${secret}`).not.toContain(secret);
        expect(text).not.toContain(generated.id === record.id ? 'originalRecordId' : generated.id);
      }
      const { pageStatus, pageHtml } = await strangerViews(record.id);
      expect(pageStatus).toBe(200);
      expect(pageHtml).toContain(record.videoUrl!);
      for (const secret of secrets)
        expect(pageHtml, `share page of ${record.operationType} leaks ${secret}`).not.toContain(secret);
      if (record.id !== generated.id) expect(pageHtml).not.toContain(generated.id);
    }
    // The originals themselves are still the owner's to load by their unguessable URL.
    expect((await fetch(`${server.url}${image.data.url}`)).status).toBe(200);
  }, 300_000); // renders four videos

  it('makes a video made from a private video private, so it can never be shared', async () => {
    const owner = await ultraUser();
    const secret = await owner.videos.settle(
      (await owner.videos.create({ operationType: 'generate', prompt: 'only mine', privateFlag: true })).data.recordId,
    );
    expect(secret).toMatchObject({ state: 'success', privateFlag: true });
    const bodies = [
      { operationType: 'sound', originalRecordId: secret.id, prompt: 'rain' },
      { operationType: 'speech', originalRecordId: secret.id, prompt: 'Hello there' },
      { operationType: 'extend', originalRecordId: secret.id, prompt: 'and then', duration: 5, quality: '360p' },
      { operationType: 'upscale', originalRecordId: secret.id },
      // The private video's own URL as an upload-style source is the same private record.
      { operationType: 'upscale', userUploadVideoUrl: secret.videoUrl },
    ];
    for (const body of bodies) {
      const created = await owner.videos.create(body);
      expect(created.code, `${JSON.stringify(body)}: ${created.msg}`).toBe(200);
      const record = (await owner.videos.detail(created.data.recordId)).data;
      expect(record.privateFlag, JSON.stringify(body)).toBe(true);
      expect(await owner.videos.share(record.id)).toMatchObject({
        status: 403,
        msg: 'A private video cannot be shared',
      });
      await owner.videos.settle(record.id);
      expect((await call('GET', `/api/v1/video/detail/${record.id}`)).status).toBe(404);
      expect((await fetch(`${server.url}/app/${record.id}`)).status).toBe(404);
    }
    // A video made from a shareable one stays shareable.
    const open = await owner.videos.settle(
      (await owner.videos.create({ operationType: 'generate', prompt: 'for everyone' })).data.recordId,
    );
    const upscaled = await owner.videos.create({ operationType: 'upscale', originalRecordId: open.id });
    expect((await owner.videos.detail(upscaled.data.recordId)).data.privateFlag).toBe(false);
  }, 300_000); // renders seven videos
});

describe('a mangled token cookie', () => {
  it.each(['token=%', 'token=%E0%A4%A', 'a=1; token=%; b=2'])('%j is read as no token on /app/{id}', async (cookie) => {
    const owner = await ultraUser();
    const record = await owner.videos.settle(
      (await owner.videos.create({ operationType: 'generate', prompt: 'cookie test' })).data.recordId,
    );
    // Unshared: no token means not the owner, so 404 (never 500).
    expect((await fetch(`${server.url}/app/${record.id}`, { headers: { cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/de/app/${record.id}`, { headers: { cookie } })).status).toBe(404);
    // Shared: the public page, as for anyone.
    await owner.videos.share(record.id);
    const shared = await fetch(`${server.url}/app/${record.id}`, { headers: { cookie } });
    expect(shared.status).toBe(200);
    expect(await shared.text()).toContain(record.videoUrl!);
    // An unknown record stays 404, and a well-formed cookie still opens the owner's studio.
    expect((await fetch(`${server.url}/app/rec_doesnotexist000`, { headers: { cookie } })).status).toBe(404);
  });

  it('a good token cookie still opens the owner’s unshared record', async () => {
    const owner = await ultraUser();
    const record = await owner.videos.settle(
      (await owner.videos.create({ operationType: 'generate', prompt: 'cookie owner' })).data.recordId,
    );
    expect(
      (
        await fetch(`${server.url}/app/${record.id}`, {
          headers: { cookie: `other=%; token=${encodeURIComponent(owner.token)}` },
        })
      ).status,
    ).toBe(200);
  });
});
