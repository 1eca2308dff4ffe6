import fs from 'node:fs/promises';
import path from 'node:path';
import { api, newEmail, randomIp } from '../support/api';
import { balanceOf, books, expectBooksBalanced, registerUser, seedAccount } from '../support/accounts';
import { solvedCaptcha } from '../support/captcha';
import { framedPng } from '../support/media';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';
import { videoApi } from '../support/videos';

let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN, WORKER_CONCURRENCY: '2', WORKER_RETRY_BASE_MS: '150' });
  call = api(server.url);
});
afterAll(async () => {
  await expectBooksBalanced(server);
  await server?.stop();
});

function user(plan?: 'free' | 'basic' | 'pro' | 'ultra', credits?: number) {
  return seedAccount(server, ADMIN_TOKEN, { plan, credits });
}

const credits = (token: string) => balanceOf(server.url, token);

describe('create rules', () => {
  it.each([
    [{ operationType: 'generate', prompt: '  ' }, 'Please enter the prompt'],
    [{ operationType: 'effect', prompt: 'x', effectTemplateId: 'glitch' }, 'Please upload an image'],
    [
      { operationType: 'effect', prompt: 'x', imgUrls: ['/media/uploads/aaaaaaaaaaaaaaaaaaaaaa/file.png'] },
      'Please select a template',
    ],
    [
      {
        operationType: 'effect',
        imgUrls: ['/media/uploads/aaaaaaaaaaaaaaaaaaaaaa/file.png'],
        effectTemplateId: 'glitch',
      },
      'Please enter the prompt',
    ],
    [{ operationType: 'extend', prompt: 'more' }, 'Please select a video'],
    [{ operationType: 'sound' }, 'Please select a video'],
    [{ operationType: 'speech', prompt: 'hello' }, 'Please select a video'],
    [{ operationType: 'upscale' }, 'Please select a video'],
    [
      { operationType: 'dance', prompt: 'x' },
      'operationType: operationType must be one of generate, effect, sound, speech, extend, upscale',
    ],
    [
      { operationType: 'generate', prompt: 'x', quality: '4k' },
      'quality: quality must be one of 360p, 540p, 720p, 1080p',
    ],
    [{ operationType: 'generate', prompt: 'x'.repeat(2001) }, 'prompt: The prompt can be at most 2000 characters'],
    [{ operationType: 'generate', prompt: 'x', imgUrls: ['https://evil.example/a.png'] }, 'Please upload an image'],
  ])('answers 400 for %j and charges nothing', async (body, message) => {
    const a = await user();
    const before = await credits(a.token);
    expect(await a.videos.create(body)).toMatchObject({ status: 400, code: 400, msg: message });
    expect(await credits(a.token)).toBe(before);
  });

  it.each([
    [
      { operationType: 'generate', prompt: 'x', quality: '4k' },
      'oneOf',
      { field: 'quality', values: '360p, 540p, 720p, 1080p' },
    ],
    [{ operationType: 'generate', prompt: 'x'.repeat(2001) }, 'promptLength', { field: 'prompt', max: 2000 }],
    [
      { operationType: 'generate', prompt: 'x', soundPrompt: 'y'.repeat(501) },
      'promptLength',
      { field: 'soundPrompt', max: 500 },
    ],
    [{ operationType: 'extend', prompt: 'more' }, 'selectVideo', {}],
  ])('says the key and variables of a refused create %j', async (body, msgKey, msgVars) => {
    const a = await user();
    const answer = await a.videos.create(body);
    expect(answer).toMatchObject({ status: 400, msgKey });
    expect(answer.msgVars).toEqual(msgVars);
  });

  it('refuses an upload of someone else, and a URL on another host', async () => {
    const a = await user();
    const b = await user();
    const upload = await a.videos.upload('image', framedPng(64, 64), 'a.png', 'image/png');
    expect((await b.videos.create({ operationType: 'generate', prompt: 'x', imgUrls: [upload.data.url] })).code).toBe(
      400,
    );
    expect(
      (
        await a.videos.create({
          operationType: 'generate',
          prompt: 'x',
          imgUrls: [`https://elsewhere.example${upload.data.url}`],
        })
      ).code,
    ).toBe(400);
  });

  it('keeps the Pro model and extend to paid plans, and Veo to servers with a key', async () => {
    const free = await user();
    expect(await free.videos.create({ operationType: 'generate', prompt: 'x', model: 'veo-3-quality' })).toMatchObject({
      status: 403,
      msg: 'This model needs a Pro or Ultra plan',
    });
    expect(await free.videos.create({ operationType: 'generate', prompt: 'x', model: 'veo-3-fast' })).toMatchObject({
      status: 503,
      code: 503,
      msg: 'Model not available on this server',
    });
    expect(await free.videos.create({ operationType: 'generate', prompt: 'x', privateFlag: true })).toMatchObject({
      status: 403,
      msg: 'Private videos need a paid plan',
    });
    const base = await free.videos.create({ operationType: 'generate', prompt: 'a forest', model: 'base' });
    await free.videos.settle(base.data.recordId);
    expect(
      await free.videos.create({ operationType: 'extend', prompt: 'more', originalRecordId: base.data.recordId }),
    ).toMatchObject({ status: 403, msg: 'Extending videos needs a Pro or Ultra plan' });
    expect(await credits(free.token)).toBe(30 - 2);
  });

  it('rejects a prompt on the moderation blocklist with 450', async () => {
    const a = await user();
    const answer = await a.videos.create({ operationType: 'generate', prompt: 'A NSFW scene' });
    expect(answer).toMatchObject({
      status: 422,
      code: 450,
      msgKey: 'moderationSexual',
      msgVars: {},
      data: { reason: 'sexual' },
    });
    expect(answer.msg).toContain('sexual content');
  });

  it('answers 430 without enough credits, and 460 past the plan’s running jobs', async () => {
    const poor = await user('free', 1);
    expect(await poor.videos.create({ operationType: 'generate', prompt: 'x' })).toMatchObject({
      status: 402,
      code: 430,
    });
    expect(await credits(poor.token)).toBe(1);
    const busy = await user('free', 100);
    // The next create follows at once, so the smallest render is still at work (as for a device below).
    const first = await busy.videos.create({
      operationType: 'generate',
      prompt: 'the running one',
      quality: '360p',
      duration: 5,
    });
    expect(first.code).toBe(200);
    expect(await busy.videos.create({ operationType: 'generate', prompt: 'another' })).toMatchObject({
      status: 409,
      code: 460,
    });
    await busy.videos.settle(first.data.recordId);
  });

  it('answers 439 past 10 creates a minute', async () => {
    const a = await user('free', 0);
    const answers = [];
    for (let i = 0; i < 11; i += 1) answers.push(await a.videos.create({ operationType: 'generate', prompt: 'x' }));
    // The first ten pass the rate check (and fail on credits); the eleventh is refused at the door.
    expect(answers.slice(0, 10).every((answer) => answer.code === 430)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, code: 439 });
  });

  it('spends a balance that affords 3 exactly 3 times under 50 parallel creates, ledger and balance agreeing', async () => {
    const a = await user('ultra', 6);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        a.videos.create({ operationType: 'generate', prompt: 'race', quality: '360p', duration: 5 }),
      ),
    );
    const ok = answers.filter((answer) => answer.code === 200);
    expect(ok).toHaveLength(3);
    expect(answers.every((answer) => [200, 430, 439].includes(answer.code))).toBe(true);
    expect(await credits(a.token)).toBe(0);
    await Promise.all(ok.map((answer) => a.videos.settle(answer.data.recordId)));
  });
});

describe('anonymous devices', () => {
  it('need the captcha once a day, then hit the daily limit of 5', async () => {
    const ip = randomIp();
    const device = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=${'c'.repeat(12)}${Date.now()}`, {
      headers: { 'x-forwarded-for': ip },
    });
    const anon = videoApi(server.url, { uniqueId: device.data, ip });
    const body = { operationType: 'generate', prompt: 'a small test', quality: '360p', duration: 5 };
    expect(await anon.create(body)).toMatchObject({ status: 403, code: 100001 });
    expect(await anon.create(body, 'bm90IGEgcGF5bG9hZA==')).toMatchObject({ status: 403, code: 100002 });
    const first = await anon.create(body, await solvedCaptcha(server.url));
    expect(first.code).toBe(200);
    // One job at a time for a device.
    expect((await anon.create(body)).code).toBe(460);
    await anon.settle(first.data.recordId);
    for (let i = 0; i < 4; i += 1) {
      const next = await anon.create(body);
      expect(next.code).toBe(200);
      await anon.settle(next.data.recordId);
    }
    expect(await anon.create(body)).toMatchObject({ status: 429, code: 429 });
    expect(
      (
        await call<{ creditsRemaining: number }>('GET', '/api/auth/getUniqueCreditsRemaining', {
          headers: { uniqueId: device.data },
        })
      ).data.creditsRemaining,
    ).toBe(0);
  });

  it('move their videos to the account on sign-up', async () => {
    const ip = randomIp();
    const device = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=${'d'.repeat(12)}${Date.now()}`, {
      headers: { 'x-forwarded-for': ip },
    });
    const anon = videoApi(server.url, { uniqueId: device.data, ip });
    const created = await anon.create({ operationType: 'generate', prompt: 'mine' }, await solvedCaptcha(server.url));
    await anon.settle(created.data.recordId);
    const { token } = await registerUser(server.url, server.dataDir, {
      email: newEmail('merge'),
      headers: { uniqueId: device.data },
    });
    const list = await videoApi(server.url, { token }).list();
    expect(list.data.records.map((r) => r.id)).toEqual([created.data.recordId]);
    expect((await anon.list()).data.records).toEqual([]);
  });
});

describe('owners and sharing', () => {
  it('keeps A’s records away from B: no read, share or delete', async () => {
    const a = await user();
    const b = await user();
    const created = await a.videos.create({ operationType: 'generate', prompt: 'private by default' });
    await a.videos.settle(created.data.recordId);
    const id = created.data.recordId;
    expect(await b.videos.detail(id)).toMatchObject({ status: 404, code: 404 });
    expect(await b.videos.share(id)).toMatchObject({ status: 404 });
    expect((await b.videos.pending([id])).data).toEqual([]);
    expect((await b.videos.remove([id])).data).toEqual({ deleted: 0 });
    expect((await a.videos.detail(id)).data.id).toBe(id);
    expect((await call('GET', `/api/v1/video/detail/${id}`)).status).toBe(404);
    // Shared: anyone may look.
    const shared = await a.videos.share(id);
    expect(shared.data.shareUrl).toMatch(new RegExp(`/app/${id}$`));
    expect((await call('GET', `/api/v1/video/detail/${id}`)).data).toMatchObject({ id, shareFlag: true });
    expect((await b.videos.remove([id])).data).toEqual({ deleted: 0 });
  });

  it('never shares a private record', async () => {
    const pro = await user('pro');
    const created = await pro.videos.create({ operationType: 'generate', prompt: 'just for me', privateFlag: true });
    expect(created.code).toBe(200);
    await pro.videos.settle(created.data.recordId);
    expect(await pro.videos.share(created.data.recordId)).toMatchObject({
      status: 403,
      msg: 'A private video cannot be shared',
    });
  });

  it('deletes a record with its files, and refunds one still in the queue', async () => {
    const a = await user('ultra', 100);
    const done = await a.videos.create({ operationType: 'generate', prompt: 'to delete' });
    const record = await a.videos.settle(done.data.recordId);
    // Keep the worker busy (two slots) so the third stays queued: a 540p render still outlasts the
    // three calls up to the delete many times over, and draws far fewer pixels than a 1080p one.
    const slow = [];
    for (let i = 0; i < 2; i += 1)
      slow.push(
        (await a.videos.create({ operationType: 'generate', prompt: `slow ${i}`, quality: '540p', duration: 5 })).data
          .recordId,
      );
    const queued = await a.videos.create({
      operationType: 'generate',
      prompt: 'never rendered',
      quality: '720p',
      duration: 8,
    });
    const before = await credits(a.token);
    expect((await a.videos.remove([record.id, queued.data.recordId])).data).toEqual({ deleted: 2 });
    expect(await credits(a.token)).toBe(before + 8);
    expect((await fetch(`${server.url}${record.videoUrl}`)).status).toBe(404);
    expect((await a.videos.detail(queued.data.recordId)).status).toBe(404);
    await Promise.all(slow.map((id) => a.videos.settle(id)));
  });
});

describe('failures and the queue', () => {
  it('retries a failing job, then fails it with a readable reason and refunds it exactly once', async () => {
    const a = await user('ultra', 100);
    const source = await a.videos.settle(
      (await a.videos.create({ operationType: 'generate', prompt: 'source' })).data.recordId,
    );
    const clip = Buffer.from(await (await fetch(`${server.url}${source.videoUrl}`)).arrayBuffer());
    const uploaded = await a.videos.upload('video', clip, 'clip.mp4', 'video/mp4');
    // The stored file breaks after it was checked: every render attempt of it fails.
    await fs.writeFile(
      path.join(server.dataDir, 'storage', uploaded.data.url.replace('/media/', '')),
      'not a video any more',
    );
    const before = await credits(a.token);
    const created = await a.videos.create({ operationType: 'upscale', userUploadVideoUrl: uploaded.data.url });
    expect(created.code).toBe(200);
    expect(await credits(a.token)).toBe(before - 8);
    const record = await a.videos.settle(created.data.recordId);
    expect(record.state).toBe('fail');
    // A source ffprobe cannot read: the input, not the render, and in no words of ours but the key's.
    expect(record.failReason).toEqual({ key: 'inputUnreadable' });
    expect(record.failMsg).toBe('A file this video is made from could not be read');
    expect(record.failMsg).not.toContain(server.dataDir);
    expect(await credits(a.token)).toBe(before);
    // Refunded once, on the ledger: one charge and one refund for the record, whatever the attempts.
    const account = await books(server.url, a.token);
    expect(
      account!.lines.filter((line) => line.recordId === created.data.recordId).map((line) => [line.reason, line.delta]),
    ).toEqual([
      ['refund', 8],
      ['generation', -8],
    ]);
    const log = await fs.readFile(server.logFile, 'utf8');
    expect(
      log.split('\n').filter((line) => line.includes(created.data.recordId) && line.includes('will retry')),
    ).toHaveLength(2);
  });

  it('reports the queue and its workers in /api/health', async () => {
    const health = await (await fetch(`${server.url}/api/health`)).json();
    expect(health.data).toMatchObject({
      database: 'ok',
      queue: { depth: expect.any(Number), processing: expect.any(Number) },
      workers: { seenLastMinute: 1 },
    });
  });
});

describe('catalogues', () => {
  it('lists at least 8 effect templates with a preview image each, and speakers with Auto first', async () => {
    const templates = await call<{ id: string; name: string; previewUrl: string; defaultPrompt: string }[]>(
      'GET',
      '/api/v1/video/effectTemplates',
    );
    expect(templates.data.length).toBeGreaterThanOrEqual(8);
    for (const template of templates.data) {
      const preview = await fetch(`${server.url}${template.previewUrl}`);
      expect([template.id, preview.status, preview.headers.get('content-type')]).toEqual([
        template.id,
        200,
        'image/jpeg',
      ]);
    }
    const speakers = await call<{ id: string; name: string; language: string }[]>('GET', '/api/v1/video/speakers');
    expect(speakers.data[0]).toEqual({ id: 'auto', name: 'Auto', language: 'auto' });
    expect(new Set(speakers.data.map((s) => s.language)).size).toBeGreaterThanOrEqual(17);
  });
});

describe('uploads', () => {
  it('refuses HTML renamed .png, and files over the limit with 413', async () => {
    const a = await user();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect(await a.videos.upload('image', html, 'cat.png', 'image/png')).toMatchObject({
      status: 400,
      msg: 'Please upload a JPEG, PNG or WebP image',
      msgKey: 'imageType',
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    expect(await a.videos.upload('image', big, 'big.png', 'image/png')).toMatchObject({
      status: 413,
      code: 413,
      msgKey: 'imageTooLarge',
      msgVars: { maxMb: 10 },
    });
    expect(await a.videos.upload('video', Buffer.alloc(1000, 0), 'clip.mp4', 'video/mp4')).toMatchObject({
      status: 400,
      msg: 'Please upload an MP4, WebM or MOV video',
    });
    // A video over 100 MB is refused from its declared length, before it is read.
    expect(await a.videos.upload('video', Buffer.alloc(102 * 1024 * 1024, 1), 'huge.mp4', 'video/mp4')).toMatchObject({
      status: 413,
      code: 413,
    });
  });

  it('strips image metadata by re-encoding', async () => {
    const a = await user();
    const sharp = (await import('sharp')).default;
    const withExif = await sharp(framedPng(80, 60))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-here' } } })
      .toBuffer();
    expect(withExif.includes(Buffer.from('secret-gps-here'))).toBe(true);
    const upload = await a.videos.upload('image', withExif, 'photo.jpg', 'image/jpeg');
    expect(upload.code).toBe(200);
    const res = await fetch(`${server.url}${upload.data.url}`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([
      200,
      'image/jpeg',
      'nosniff',
    ]);
    const stored = Buffer.from(await res.arrayBuffer());
    expect(stored.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.includes(Buffer.from('secret-gps-here'))).toBe(false);
    expect(upload.data.url).toMatch(/\.jpg$/);
  });
});
