import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeRemoteClip } from '../../tests/support/remote-clips';
import { probe, probeOwn } from './ffmpeg';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-probe-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('probeOwn', () => {
  it('reads a file our ffmpeg wrote as the maintained ffprobe does', async () => {
    const file = await makeRemoteClip(dir, 'own', { width: 160, height: 96, seconds: 1.5, audio: true });
    const own = await probeOwn(file);
    expect(own).toEqual(await probe(file, 'mov'));
    expect(own).toMatchObject({ width: 160, height: 96, videoCodec: 'h264', audioCodec: 'aac' });
    expect(own.duration).toBeCloseTo(1.5, 1);
  });

  it('fails on a file that is not media', async () => {
    const file = path.join(dir, 'video.mp4');
    fs.writeFileSync(file, 'not a video');
    await expect(probeOwn(file)).rejects.toThrow();
  });
});
