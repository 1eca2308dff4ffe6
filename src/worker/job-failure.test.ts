/**
 * Each place a job fails, and the key its record gets (src/lib/failures.ts): the worker's own
 * steps, the local engine's reading of sources, the remote finish, Google's error answers and a
 * model that cannot run. The providers' own refusals are checked in their tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JobError, NonRetryableError } from '@/engine/errors';
import { demuxerOf, probeSource } from '@/engine/ffmpeg';
import { finishRemote } from '@/engine/providers/finish-remote';
import { GoogleHttpError } from '@/engine/providers/google-http';
import { COMFYUI_MODELS } from '@/lib/catalogue/comfyui';
import { FAL_MODELS } from '@/lib/catalogue/fal';
import { findModel } from '@/lib/models';
import { unavailableFailure } from '@/server/providers/registry';
import type { Video } from '@/server/queue/queue';
import type { Storage } from '@/server/storage/storage';
import { expectRefusal, expectRetryable } from '../../tests/support/failures';
import { engineRender } from './dispatch';
import { jobFailure } from './worker';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-job-failure-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const veo = findModel('veo-3-fast')!;

describe('jobFailure (what the worker writes on the record)', () => {
  it('calls an error nobody classified a failed render, with the attempts made, and keeps its message out', () => {
    const reason = jobFailure({ model: 'base', attempts: 3 }, new Error('ENOSPC: /tmp/vidloom-job/x.mp4'));
    expect(reason).toEqual({ key: 'renderFailed', vars: { attempts: 3 } });
  });

  it('names the provider dispatch stamped on the error, else the model', () => {
    const stamped = new JobError('fal answered 503', { key: 'providerUnreachable' });
    stamped.provider = 'fal';
    expect(jobFailure({ model: FAL_MODELS[0]!.id, attempts: 3 }, stamped)).toEqual({
      key: 'providerUnreachable',
      vars: { provider: 'fal', attempts: 3 },
    });
    const unstamped = new NonRetryableError('refused', { key: 'providerKey', detail: 'API key not valid' });
    expect(jobFailure({ model: veo.id, attempts: 1 }, unstamped)).toEqual({
      key: 'providerKey',
      vars: { provider: veo.name },
      detail: 'API key not valid',
    });
  });
});

describe("Google's error answers", () => {
  it('are retried when busy or broken, and refused for the key or the request otherwise', () => {
    expect(new GoogleHttpError('Veo answered 503: busy', 503, 'UNAVAILABLE', 'busy').failure).toEqual({
      key: 'providerUnreachable',
    });
    expect(new GoogleHttpError('x', 429, 'RESOURCE_EXHAUSTED', 'quota').failure.key).toBe('providerUnreachable');
    expect(new GoogleHttpError('x', 403, 'PERMISSION_DENIED', 'denied').failure).toEqual({
      key: 'providerKey',
      detail: 'denied',
    });
    expect(
      new GoogleHttpError('x', 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.').failure.key,
    ).toBe('providerKey');
    expect(new GoogleHttpError('x', 400, 'INVALID_ARGUMENT', 'durationSeconds must be 8').failure).toEqual({
      key: 'providerRefused',
      detail: 'durationSeconds must be 8',
    });
  });
});

describe('a model that cannot run', () => {
  it('is unavailable when not configured, retired or refused at Google, and badly set up when hosted', () => {
    expect(unavailableFailure(veo, { reason: 'not-configured' })).toEqual({ key: 'modelUnavailable' });
    expect(unavailableFailure(veo, null)).toEqual({ key: 'modelUnavailable' });
    expect(unavailableFailure(veo, { reason: 'retired', said: 'models/x is no longer available.' })).toEqual({
      key: 'modelRetired',
      detail: 'models/x is no longer available.',
    });
    expect(unavailableFailure(veo, { reason: 'not-found', reasonText: 'Vertex AI does not serve x' })).toEqual({
      key: 'modelRetired',
      detail: undefined,
    });
    expect(unavailableFailure(veo, { reason: 'forbidden', said: 'not enabled' })).toEqual({
      key: 'providerKey',
      detail: 'not enabled',
    });
    expect(
      unavailableFailure(COMFYUI_MODELS[0]!, { reason: 'not-found', reasonText: 'ComfyUI workflow x not found' }),
    ).toEqual({ key: 'modelSetup' });
  });
});

describe("the engine's sources and a provider's file", () => {
  it('fails a source of no known type for good, and one ffprobe cannot read for this attempt', async () => {
    await expectRefusal(() => demuxerOf(path.join(dir, 'source.exe')), { key: 'inputUnreadable' });
    const broken = path.join(dir, 'broken.mp4');
    fs.writeFileSync(broken, 'not a video any more');
    await expectRetryable(probeSource(broken), { key: 'inputUnreadable' });
  });

  it("fails a provider's file that is no video for this attempt (a cut download is likely)", async () => {
    const file = path.join(dir, 'remote.mp4');
    fs.writeFileSync(file, '<html>error</html>');
    await expectRetryable(finishRemote(file, dir, { watermark: false, label: 'fal' }), { key: 'providerNoVideo' });
  });
});

describe("dispatch's own checks", () => {
  const video = (values: Partial<Video>): Video =>
    ({
      id: 'rec_test',
      model: 'base',
      operationType: 'generate',
      prompt: 'a kite',
      generateParam: {},
      jobSpec: { seed: 1, width: 640, height: 360, fps: 24, watermark: false, imageKeys: ['uploads/a/file.png'] },
      attempts: 1,
      ...values,
    }) as Video;
  const broken: Storage = {
    getFile: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
    },
  } as unknown as Storage;
  const render = engineRender(null as never, broken, null as never);

  it('fails a job whose stored payload does not parse, for good', async () => {
    await expectRefusal(render(video({ jobSpec: { seed: 'x' } }), dir, new AbortController().signal), {
      key: 'invalidJob',
    });
  });

  it('fails an attempt whose source cannot be fetched from storage as an unreadable input', async () => {
    await expectRetryable(render(video({}), dir, new AbortController().signal), {
      message: /ECONNREFUSED/,
      key: 'inputUnreadable',
    });
  });
});
