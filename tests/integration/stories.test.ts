/**
 * Stories over HTTP (API.md "Stories"): one create charges the whole story, each shot renders as
 * a job of its own (base here, a fake fal model for a remote shot), the assembly joins them with
 * their transitions, narration and captions; the record shows its chapters and a WebVTT track.
 * A failed shot is refunded, and the story that cannot be made gives back the rest.
 */
import { createHash } from 'node:crypto';
import { storyLength, storyTimeline } from '@/engine/story/timeline';
import { storyCost } from '@/lib/generation';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { PLANS } from '@/lib/plans';
import type { StoryQuote } from '@/server/stories/create-story';
import { books, expectBooksBalanced, seedAccount } from '../support/accounts';
import { api } from '../support/api';
import { startFalFake } from '../support/fake-fal';
import type { FakeHosted } from '../support/fake-hosted';
import { photoPng, probeUrl } from '../support/media';
import { makeRemoteClip } from '../support/remote-clips';
import { CONTINUITY_STORIES } from '../support/story-continuity';
import { ADMIN_TOKEN, type RunningServer, startServer, waitFor } from '../support/server';

let server: RunningServer;
let fal: FakeHosted;
const FAL_KEY = 'fal-story-key-0123456789';
const falText = FAL_MODELS.find((model) => model.remote?.text)!;

beforeAll(async () => {
  const clip = await makeRemoteClip({ width: 640, height: 360, seconds: 3, audio: false });
  fal = await startFalFake(clip, { key: FAL_KEY });
  server = await startServer({
    TRUST_PROXY: '1',
    ADMIN_TOKEN,
    FAL_KEY,
    FAL_QUEUE_URL: fal.url,
    HOSTED_POLL_MS: '50',
    WORKER_CONCURRENCY: '2',
    // The bad-story cases are more creates a minute than the default allows one account.
    CREATES_PER_MINUTE: '100',
  });
});

afterAll(async () => {
  if (server) await expectBooksBalanced(server);
  await server?.stop();
  await fal?.close();
});

const user = (plan = 'pro', credits = 5000) => seedAccount(server, ADMIN_TOKEN, { plan, credits });

async function ledgerOf(token: string, recordId: string) {
  return (await books(server.url, token))!.lines.filter((line) => line.recordId === recordId);
}

describe('a base story', () => {
  it('is charged once, renders its shots, and plays with chapters, narration and captions', async () => {
    const account = await user();
    const shots = [
      { text: 'Ein Fuchs läuft durch den verschneiten Wald.', duration: 4 },
      { text: 'Er springt über den Bach.', duration: 4, transition: 'crossfade' },
      { text: 'Am Abend schläft er unter den Sternen.', duration: 5 },
    ];
    const created = await account.videos.create({
      operationType: 'story',
      shots,
      language: 'de',
      narration: true,
      quality: '360p',
      aspectRatio: '16:9',
      seed: 42,
    });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.recordId;

    // One record in the history, not four; the shots are its chapters.
    const listed = await account.videos.list();
    expect(listed.data.records.map((record) => record.id)).toEqual([id]);
    const record = await account.videos.settle(id, 120_000);
    expect(record.state, record.failMsg ?? '').toBe('success');
    expect(record.operationType).toBe('story');

    const timed = shots.map((shot) => ({ duration: shot.duration, transition: shot.transition ?? 'cut' })) as {
      duration: number;
      transition: 'cut' | 'crossfade';
    }[];
    const starts = storyTimeline(timed).map((slot) => slot.start);
    expect(record.shots?.map((shot) => [shot.index, shot.text, shot.start, shot.state])).toEqual(
      shots.map((shot, index) => [index, shot.text, starts[index], 'success']),
    );
    // Continuity: "Er" in the second shot is the fox of the first.
    const fox = record.shots?.[0]?.scene?.subjects[0]?.emoji;
    expect(fox).toBeTruthy();
    expect(record.shots?.[1]?.scene?.subjects.map((subject) => subject.emoji)).toContain(fox);

    // The price: the shots, plus one speech of all their words, plus the music bed.
    const price = storyCost({
      quality: '360p',
      shots: shots.map((shot) => ({ model: 'base', seconds: shot.duration, textLength: shot.text.length })),
      storySeconds: storyLength(timed),
      narration: true,
      music: true,
    });
    expect(record.cost).toBe(price.total);
    const lines = await ledgerOf(account.token, id);
    expect(lines.map((line) => [line.reason, line.delta])).toEqual([['generation', -price.total]]);

    // The file: the story's length (a crossfade overlaps), one picture size, a sound track.
    const info = await probeUrl(new URL(record.videoUrl!, server.url).href);
    expect(info.width).toBe(640);
    expect(info.height).toBe(360);
    expect(info.duration).toBeCloseTo(storyLength(timed), 0);
    expect(info.audioCodec).toBe('aac');

    // The captions: WebVTT, one cue per shot, served as text/vtt.
    const captions = await fetch(new URL(record.captionsUrl!, server.url));
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    const vtt = await captions.text();
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt.match(/-->/g)).toHaveLength(3);
    expect(vtt.replace(/\n/g, ' ')).toContain('Fuchs');

    // Shared, its page plays it with the same captions and its chapters, to anyone.
    expect((await account.videos.share(id)).code).toBe(200);
    const page = await (await fetch(`${server.url}/de/app/${id}`)).text();
    expect(page).toContain('kind="captions"');
    expect(page).toContain(record.captionsUrl!);
    expect(page).toContain('Er springt über den Bach.');

    // A story is a video like any other: sound can be added to it.
    const sound = await account.videos.create({ operationType: 'sound', originalRecordId: id });
    expect(sound.code, sound.msg).toBe(200);
    const withSound = await account.videos.settle(sound.data.recordId, 120_000);
    expect(withSound.state, withSound.failMsg ?? '').toBe('success');
    expect(withSound.duration).toBeCloseTo(record.duration!, 0);
  }, 180_000);

  it('starts its first shot from the user’s own picture', async () => {
    const account = await user();
    const upload = await account.videos.upload('image', photoPng(640, 360), 'start.png', 'image/png');
    expect(upload.code, upload.msg).toBe(200);
    const created = await account.videos.create({
      operationType: 'story',
      shots: [
        { text: 'The picture comes to life.', duration: 3, imgUrl: upload.data.url },
        { text: 'A bird flies by.', duration: 3 },
      ],
      quality: '360p',
      music: false,
    });
    expect(created.code, created.msg).toBe(200);
    const record = await account.videos.settle(created.data.recordId, 120_000);
    expect(record.state, record.failMsg ?? '').toBe('success');
    expect((record.generateParam.shots as { imgUrl?: string }[])[0]?.imgUrl).toBe(upload.data.url);
    // A picture is no scene of words: the first shot has none, the second its own.
    expect(record.shots?.[0]?.scene).toBeUndefined();
    expect(record.shots?.[1]?.scene?.subjects[0]?.label).toMatch(/bird/);
  }, 120_000);

  it('hides its shots from every record route', async () => {
    const account = await user();
    const created = await account.videos.create({
      operationType: 'story',
      shots: [{ text: 'A red kite over the beach.' }, { text: 'It dives into the waves.' }],
      quality: '360p',
    });
    expect(created.code, created.msg).toBe(200);
    const record = await account.videos.settle(created.data.recordId, 120_000);
    expect(record.state, record.failMsg ?? '').toBe('success');
    // A shot without a duration lasts long enough to read, at least 4 s.
    expect(record.shots?.every((shot) => shot.duration >= 4)).toBe(true);
    const listed = await account.videos.list();
    expect(listed.data.total).toBe(1);
    expect((await account.videos.pending([record.id])).data.map((r) => r.id)).toEqual([record.id]);
  }, 180_000);
});

describe('a story made again', () => {
  const shots = (second: string) => [
    { text: 'A paper boat on a pond.', duration: 3 },
    { text: second, duration: 3 },
    { text: 'The boat drifts away.', duration: 3, transition: 'crossfade' },
  ];
  const body = (second: string) => ({
    operationType: 'story',
    shots: shots(second),
    quality: '360p',
    music: false,
    seed: 7,
  });
  const digest = async (url: string) =>
    createHash('sha256')
      .update(Buffer.from(await (await fetch(new URL(url, server.url))).arrayBuffer()))
      .digest('hex');

  it('renders only the shot that changed, charges only it, and keeps shared files until no story needs them', async () => {
    const account = await user();
    // What the storyboard shows before each create: the server's price, shot by shot.
    const quote = async (second: string) => {
      const answer = await api(server.url)<StoryQuote>('POST', '/api/v1/story/price', {
        token: account.token,
        body: body(second),
      });
      expect(answer.code, answer.msg).toBe(200);
      return answer.data;
    };
    const fresh = await quote('A frog jumps in.');
    expect(fresh.shots.map((shot) => shot.reused)).toEqual([false, false, false]);
    const first = await account.videos.create(body('A frog jumps in.'));
    expect(first.code, first.msg).toBe(200);
    const a = await account.videos.settle(first.data.recordId, 120_000);
    expect(a.state, a.failMsg ?? '').toBe('success');

    expect(a.cost).toBe(fresh.cost);
    const changed = await quote('A duck swims by.');
    expect(changed.shots.map((shot) => shot.reused)).toEqual([true, false, true]);
    const second = await account.videos.create(body('A duck swims by.'));
    expect(second.code, second.msg).toBe(200);
    const b = await account.videos.settle(second.data.recordId, 120_000);
    expect(b.state, b.failMsg ?? '').toBe('success');
    // Two shots were the same: only the changed one is charged (and rendered).
    const oneShot = storyCost({
      quality: '360p',
      shots: [{ model: 'base', seconds: 3, textLength: 0 }],
      storySeconds: 3,
      narration: false,
      music: false,
    }).total;
    expect(b.cost).toBe(oneShot);
    expect(changed.cost).toBe(b.cost);
    expect(changed.shots.map((shot) => shot.cost)).toEqual([0, oneShot, 0]);
    expect((await ledgerOf(account.token, b.id)).map((line) => line.delta)).toEqual([-oneShot]);
    expect(b.shots?.map((shot) => shot.text)).toEqual(shots('A duck swims by.').map((shot) => shot.text));

    // The first story goes; the second's shared shots stay, and a third made like the second
    // reuses them all: nothing to render, nothing to charge but the assembly's parts (none here).
    expect((await account.videos.remove([a.id])).data.deleted).toBe(1);
    expect(await quote('A duck swims by.')).toMatchObject({
      cost: 0,
      shots: [{ reused: true }, { reused: true }, { reused: true }],
    });
    const third = await account.videos.create(body('A duck swims by.'));
    expect(third.code, third.msg).toBe(200);
    const c = await account.videos.settle(third.data.recordId, 120_000);
    expect(c.state, c.failMsg ?? '').toBe('success');
    expect(c.cost).toBe(0);
    // Same story, same seed: the same video.
    expect(await digest(c.videoUrl!)).toBe(await digest(b.videoUrl!));
  }, 240_000);

  it('is the same video for another account with the same story and seed', async () => {
    const [one, two] = [await user(), await user()];
    const made = await Promise.all(
      [one, two].map(async (account) => {
        const created = await account.videos.create(body('A heron stands still.'));
        expect(created.code, created.msg).toBe(200);
        return account.videos.settle(created.data.recordId, 120_000);
      }),
    );
    expect(made.map((record) => record.state)).toEqual(['success', 'success']);
    expect(await digest(made[0]!.videoUrl!)).toBe(await digest(made[1]!.videoUrl!));
  }, 240_000);
});

describe('a story that cannot be made', () => {
  it('refunds its failed shot, fails with the shot named, and gives back the rest', async () => {
    const account = await user();
    const before = (await books(server.url, account.token))!.balance;
    const created = await account.videos.create({
      operationType: 'story',
      shots: [
        { text: 'A paper boat on a pond.', duration: 4 },
        { text: 'this render fails halfway', model: falText.id, duration: falText.durations[0] },
      ],
      quality: '360p',
      music: false,
    });
    expect(created.code, created.msg).toBe(200);
    const record = await account.videos.settle(created.data.recordId, 120_000);
    expect(record.state).toBe('fail');
    expect(record.failReason).toMatchObject({ key: 'storyShotFailed', vars: { shot: 2 } });
    // The first shot rendered, or was dropped before it started when the second failed first.
    expect(record.shots?.[1]?.state).toBe('fail');
    // Every refund (the failed shot's, a dropped one's, the story's own part) is on the story's
    // line of the ledger: all of it back.
    const lines = await ledgerOf(account.token, record.id);
    expect(lines.filter((line) => line.reason === 'generation')).toHaveLength(1);
    expect(lines.filter((line) => line.reason === 'refund').length).toBeGreaterThanOrEqual(2);
    expect(lines.reduce((sum, line) => sum + line.delta, 0)).toBe(0);
    expect((await books(server.url, account.token))!.balance).toBe(before);
  }, 180_000);

  it('renders a shot on a remote model beside base shots', async () => {
    const account = await user();
    const submitted = fal.submitted();
    const created = await account.videos.create({
      operationType: 'story',
      shots: [
        { text: 'A lighthouse at dusk.', duration: 4 },
        { text: 'Waves crash against the rocks.', model: falText.id, duration: falText.durations[0] },
      ],
      quality: '360p',
      captions: 'burned',
    });
    expect(created.code, created.msg).toBe(200);
    const record = await account.videos.settle(created.data.recordId, 120_000);
    expect(record.state, record.failMsg ?? '').toBe('success');
    expect(fal.submitted()).toBe(submitted + 1);
    expect(record.shots?.map((shot) => shot.model)).toEqual(['base', falText.id]);
  }, 180_000);

  it('deleted while its shots render, it is refunded once and its shots stop', async () => {
    const account = await user();
    const before = (await books(server.url, account.token))!.balance;
    fal.hold = true;
    try {
      const created = await account.videos.create({
        operationType: 'story',
        shots: [
          { text: 'A slow sunrise over the dunes.', model: falText.id, duration: falText.durations[0] },
          { text: 'A camel walks on.', duration: 4 },
        ],
        quality: '360p',
      });
      expect(created.code, created.msg).toBe(200);
      const id = created.data.recordId;
      await waitFor(async () => (await account.videos.detail(id)).data?.state === 'processing', {
        what: 'the story to be processing',
      });
      expect((await account.videos.remove([id])).data.deleted).toBe(1);
      expect((await account.videos.detail(id)).code).toBe(404);
      await waitFor(async () => (await books(server.url, account.token))!.balance === before, {
        what: 'the refund',
      });
      const lines = await ledgerOf(account.token, id);
      expect(lines.map((line) => line.reason).sort()).toEqual(['generation', 'refund']);
    } finally {
      fal.hold = false;
    }
  }, 120_000);
});

describe('continuity through the create route', () => {
  it('carries the subject to a shot that names it by a pronoun, in each of the 17 languages', async () => {
    // No worker: what is checked is what create planned, and nothing needs to render.
    const planner = await startServer({
      TRUST_PROXY: '1',
      ADMIN_TOKEN,
      WORKER_IN_PROCESS: '0',
      CREATES_PER_MINUTE: '100',
    });
    try {
      const account = await seedAccount(planner, ADMIN_TOKEN, { plan: 'ultra', credits: 100_000 });
      expect(Object.keys(CONTINUITY_STORIES)).toHaveLength(17);
      for (const [language, story] of Object.entries(CONTINUITY_STORIES)) {
        const created = await account.videos.create({
          operationType: 'story',
          shots: [{ text: story.first }, { text: story.pronoun }],
          language,
          quality: '360p',
        });
        expect(created.code, `${language}: ${created.msg}`).toBe(200);
        const record = (await account.videos.detail(created.data.recordId)).data;
        const [first, second] = record.shots ?? [];
        expect(first?.scene?.subjects[0]?.emoji, language).toBe(story.emoji);
        expect(second?.scene?.subjects[0], language).toMatchObject({ emoji: story.emoji, motion: story.motion });
        // The place and the time go on too.
        expect([second?.scene?.setting, second?.scene?.timeOfDay], language).toEqual(['forest', 'night']);
        expect((await account.videos.remove([record.id])).data.deleted).toBe(1);
      }
      expect((await books(planner.url, account.token))!.balance).toBe(100_000);
    } finally {
      await planner.stop();
    }
  }, 120_000);
});

describe('bad stories', () => {
  it('answer 400 with the rule, the limit in the message, and charge nothing', async () => {
    const account = await user('free', 1000);
    const free = PLANS.free;
    const shot = { text: 'A cat on a roof.' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ shots: [] }, /at least one shot/],
      [{}, /shots/],
      [{ shots: [{ text: '' }] }, /1 to 400 characters/],
      [{ shots: [{ text: 'x'.repeat(401) }] }, /1 to 400 characters/],
      [{ shots: [{ text: 'A cat.', duration: 2 }] }, /between 3 and 10 seconds/],
      [{ shots: [{ text: 'A cat.', duration: 11 }] }, /between 3 and 10 seconds/],
      [{ shots: [{ text: 'A cat.', transition: 'wipe' }] }, /cut, crossfade/],
      [{ shots: [{ text: 'A cat.', model: 'no-such-model' }] }, /model must be one of/],
      [{ shots: [shot, { ...shot, imgUrl: `${server.url}/media/uploads/x.png` }] }, /first shot/],
      [
        { shots: Array.from({ length: free.storyShots + 1 }, () => shot) },
        new RegExp(`at most ${free.storyShots} shots`),
      ],
      [
        { shots: Array.from({ length: free.storyShots }, () => ({ ...shot, duration: 10 })) },
        new RegExp(`at most ${free.storySeconds} seconds`),
      ],
      [{ shots: [shot], captions: 'subtitles' }, /track, burned/],
      [{ shots: [shot], language: 'xx' }, /not one of our languages/],
    ];
    for (const [body, message] of cases) {
      const answer = await account.videos.create({ operationType: 'story', ...body });
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 400 });
      expect(answer.msg, JSON.stringify(body).slice(0, 80)).toMatch(message);
    }
    expect((await books(server.url, account.token))!.balance).toBe(1000);
    expect((await account.videos.list()).data.total).toBe(0);
  });

  it('a Pro model in a free user’s story asks for the plan; not enough credits answers 430', async () => {
    const pro = FAL_MODELS.find((model) => model.isPro && model.remote?.text);
    const account = await user('free', 1);
    if (pro) {
      const answer = await account.videos.create({
        operationType: 'story',
        shots: [{ text: 'A cat.', model: pro.id, duration: pro.durations[0] }],
      });
      expect(answer.code).toBe(403);
    }
    const poor = await account.videos.create({ operationType: 'story', shots: [{ text: 'A cat on a roof.' }] });
    expect(poor.code).toBe(430);
    expect((await books(server.url, account.token))!.balance).toBe(1);
  });
});
