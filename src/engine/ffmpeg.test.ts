import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, probe, probeOwn } from './ffmpeg';

describe('probeOwn', () => {
  it('reads a file our ffmpeg wrote as the maintained ffprobe does', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-probe-'));
    const file = path.join(dir, 'video.mp4');
    execFileSync(ffmpegBinary(), [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x96:rate=12',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      '1.5',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      file,
    ]);
    const own = await probeOwn(file);
    expect(own).toEqual(await probe(file, 'mov'));
    expect(own).toMatchObject({ width: 160, height: 96, videoCodec: 'h264', audioCodec: 'aac' });
    expect(own.duration).toBeCloseTo(1.5, 1);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fails on a file that is not media', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-probe-'));
    const file = path.join(dir, 'video.mp4');
    fs.writeFileSync(file, 'not a video');
    await expect(probeOwn(file)).rejects.toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
