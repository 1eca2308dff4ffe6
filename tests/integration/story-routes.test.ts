/**
 * The storyboard's routes over HTTP (API.md "Stories"): a story cut into shots in several
 * scripts, one shot's preview with the earlier shots as context, their limits, and that neither
 * charges nor stores anything.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { scenePlanSchema } from '@/engine/animatic/scene-plan-schema';
import { STORY_CALLS_PER_MINUTE } from '@/server/stories/story-words';
import { balanceOf, seedAccount } from '../support/accounts';
import { api, randomIp } from '../support/api';
import { ADMIN_TOKEN, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1', ADMIN_TOKEN });
  call = api(server.url);
});
afterAll(async () => {
  await server?.stop();
});

async function newDevice(ip = randomIp()): Promise<string> {
  const canvas = `canvas-story-${Math.random().toString(36).slice(2)}`;
  const answer = await call<string>('GET', `/api/v1/user/get-unique-id?canvas=${canvas}`, {
    headers: { 'x-forwarded-for': ip },
  });
  expect(answer.code).toBe(200);
  return answer.data;
}

type Shots = { shots: { text: string }[] };
type Preview = { scene: unknown; imageUrl: string };

describe('POST /api/v1/story/split', () => {
  it('cuts a story into shots by sentence in English, German, Arabic and Japanese, and by line', async () => {
    const uniqueId = await newDevice();
    const split = (text: string, language?: string, headers: Record<string, string> = {}) =>
      call<Shots>('POST', '/api/v1/story/split', { headers: { uniqueId, ...headers }, body: { text, language } });
    const texts = async (answer: Promise<{ code: number; data: Shots }>) => {
      const { code, data } = await answer;
      expect(code).toBe(200);
      return data.shots.map((s) => s.text);
    };
    expect(await texts(split('A fox walks in the forest. He runs to the sea!', 'en'))).toEqual([
      'A fox walks in the forest.',
      'He runs to the sea!',
    ]);
    expect(await texts(split('Eine Katze läuft durch den Wald. Sie tanzt im Regen.', 'de'))).toEqual([
      'Eine Katze läuft durch den Wald.',
      'Sie tanzt im Regen.',
    ]);
    expect(await texts(split('قطة حمراء تمشي في الغابة. هل تطير إلى البحر؟', 'ar'))).toEqual([
      'قطة حمراء تمشي في الغابة.',
      'هل تطير إلى البحر؟',
    ]);
    // Without a language, the caller's own (Accept-Language) is the story's.
    expect(
      await texts(split('赤い猫が森を歩く。彼女は海へ走る！', undefined, { 'accept-language': 'ja-JP,ja;q=0.9' })),
    ).toEqual(['赤い猫が森を歩く。', '彼女は海へ走る！']);
    expect(await texts(split('A fox walks. He runs.\nThe sun sets.', 'en'))).toEqual([
      'A fox walks. He runs.',
      'The sun sets.',
    ]);
  });

  it('answers 400 for an empty, too long or badly shaped story, and for an unknown language', async () => {
    const uniqueId = await newDevice();
    const split = (body: unknown) => call('POST', '/api/v1/story/split', { headers: { uniqueId }, body });
    for (const body of [
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { text: 42 },
      {},
      { text: 'A fox.', language: 'xx' },
      [],
    ]) {
      const answer = await split(body);
      expect([answer.status, answer.code], JSON.stringify(body).slice(0, 80)).toEqual([400, 400]);
    }
    const long = await split({ text: 'x'.repeat(2001) });
    expect(long.msgKey).toBe('lengthBetween');
    expect(long.msgVars).toMatchObject({ field: 'text', min: 1, max: 2000 });
    expect(long.msg).toContain('2000');
    const language = await split({ text: 'A fox walks.', language: 'xx' });
    expect(language.msgKey).toBe('notALanguage');
    expect((await split({ text: 'y'.repeat(2000) })).code).toBe(200);
  });

  it('is for callers who may create: no device, no answer', async () => {
    const answer = await call('POST', '/api/v1/story/split', { body: { text: 'A fox walks.' } });
    expect(answer.code).toBe(400);
    expect(answer.msgKey).toBe('invalidDevice');
    const expired = await call('POST', '/api/v1/story/split', { token: 'not-a-token', body: { text: 'A fox walks.' } });
    expect(expired.status).toBe(401);
  });
});

describe('POST /api/v1/story/preview', () => {
  it('draws a 480×270 PNG of the shot, carrying the subject over from the context, and charges nothing', async () => {
    const { token } = await seedAccount(server, ADMIN_TOKEN, { credits: 50 });
    const before = await balanceOf(server.url, token);
    const preview = (body: unknown) => call<Preview>('POST', '/api/v1/story/preview', { token, body });

    const answer = await preview({
      text: 'He runs to the sea.',
      language: 'en',
      context: ['A red fox walks in the forest at night.'],
    });
    expect(answer.code).toBe(200);
    const scene = scenePlanSchema.parse(answer.data.scene);
    expect(scene.subjects[0]).toMatchObject({ emoji: '🦊', color: '#d93025', motion: 'run' });
    expect(scene.setting).toBe('sea');
    expect(scene.timeOfDay).toBe('night');

    expect(answer.data.imageUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(answer.data.imageUrl.slice('data:image/png;base64,'.length), 'base64');
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([480, 270]);
    const canvas = createCanvas(480, 270);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, 480, 270).data;
    // A drawn scene, not one flat colour.
    const colours = new Set<number>();
    for (let k = 0; k < pixels.length; k += 4 * 97)
      colours.add((pixels[k]! << 16) | (pixels[k + 1]! << 8) | pixels[k + 2]!);
    expect(colours.size).toBeGreaterThan(20);

    // Without the context the same words name nobody: the fox came from the earlier shot.
    const alone = await preview({ text: 'He runs to the sea.', language: 'en' });
    expect(scenePlanSchema.parse(alone.data.scene).subjects.some((s) => s.emoji === '🦊')).toBe(false);
    // The same shot, the same frame.
    const again = await preview({
      text: 'He runs to the sea.',
      language: 'en',
      context: ['A red fox walks in the forest at night.'],
    });
    expect(again.data.imageUrl).toBe(answer.data.imageUrl);

    expect(await balanceOf(server.url, token)).toBe(before);
    const records = await call<{ total: number }>('GET', '/api/v1/video/pageRecordList', { token });
    expect(records.data.total).toBe(0);
  });

  it('answers 400 for bad shots and contexts, and changes nothing', async () => {
    const uniqueId = await newDevice();
    const preview = (body: unknown) => call('POST', '/api/v1/story/preview', { headers: { uniqueId }, body });
    for (const body of [
      { text: '' },
      { text: 'x'.repeat(401) },
      { text: 'A fox.', context: 'A fox walks.' },
      { text: 'A fox.', context: [''] },
      { text: 'A fox.', context: ['x'.repeat(401)] },
      { text: 'A fox.', context: Array.from({ length: 31 }, () => 'A fox walks.') },
      { text: 'A fox.', language: 'klingon' },
    ]) {
      const answer = await preview(body);
      expect([answer.status, answer.code], JSON.stringify(body).slice(0, 80)).toEqual([400, 400]);
    }
    const long = await preview({ text: 'x'.repeat(401) });
    expect(long.msgVars).toMatchObject({ field: 'text', max: 400 });
    const records = await call<{ total: number }>('GET', '/api/v1/video/pageRecordList', { headers: { uniqueId } });
    expect(records.data.total).toBe(0);
  });

  it(`answers 439 (HTTP 429) past ${STORY_CALLS_PER_MINUTE} calls a minute from one caller`, async () => {
    const uniqueId = await newDevice();
    const shot = { text: 'A cat sleeps.', language: 'en' };
    // Each call from its own address: the caller's own limit is the one reached.
    const answers = await Promise.all(
      Array.from({ length: STORY_CALLS_PER_MINUTE }, () =>
        call('POST', '/api/v1/story/preview', { headers: { uniqueId }, body: shot }),
      ),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    const over = await call('POST', '/api/v1/story/preview', { headers: { uniqueId }, body: shot });
    expect([over.status, over.code, over.msgKey]).toEqual([429, 439, 'slowDown']);
    // The splits count apart from the previews, and another caller is not slowed down.
    expect((await call('POST', '/api/v1/story/split', { headers: { uniqueId }, body: shot })).code).toBe(200);
    const other = await newDevice();
    expect((await call('POST', '/api/v1/story/preview', { headers: { uniqueId: other }, body: shot })).code).toBe(200);
  });
});
