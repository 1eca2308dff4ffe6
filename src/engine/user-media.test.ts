/**
 * User media is only read with its demuxer forced and local files only, by the maintained
 * ffmpeg (issue 13, item 8): every ffmpeg/ffprobe command of the source-video modes is
 * recorded, and each input that is a user's file must carry `-protocol_whitelist file -f <its
 * type>`; a crafted MP3 (an ID3 header over an HLS playlist naming a local file) is refused,
 * never opened as a playlist.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { craftedHlsMp3 } from '../../tests/support/media';

type Call = { binary: string; args: string[] };
const calls: Call[] = [];

vi.mock('./ffmpeg', async (importOriginal) => {
  const real = await importOriginal<typeof import('./ffmpeg')>();
  return {
    ...real,
    run: (binary: string, args: string[], options?: Parameters<typeof real.run>[2]) => {
      calls.push({ binary, args });
      return real.run(binary, args, options);
    },
    probe: (file: string, demuxer?: Parameters<typeof real.probe>[1]) => {
      calls.push({
        binary: 'probe',
        args: demuxer ? ['-protocol_whitelist', 'file', '-f', demuxer, '-i', file] : ['-i', file],
      });
      return real.probe(file, demuxer);
    },
  };
});

const { demuxerOf, ffmpegBinary, mediaFfmpegBinary, probe, userInput } = await import('./ffmpeg');
const { renderLocal } = await import('./local-provider');

/** A job with every mode's fields: each mode reads its own. */
type TestJob = import('./local-provider').LocalJob & Partial<import('./local/local-job').AnyModeFields>;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-usermedia-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function job(overrides: Partial<TestJob> & { mode: import('@/lib/modes').Mode }): TestJob {
  return {
    prompt: 'rain on a quiet street',
    seed: 3,
    width: 320,
    height: 180,
    fps: 12,
    duration: 1,
    watermark: true,
    autoSound: false,
    soundPrompt: '',
    autoSpeech: false,
    speechPrompt: '',
    speakerId: 'auto',
    originalSoundFlag: true,
    images: [],
    scene: { subjects: [], setting: 'street', timeOfDay: 'dusk', weather: 'rain', camera: 'static' },
    ...overrides,
  } as TestJob;
}

/**
 * A user's file: made by ffmpeg from a test pattern, named as the worker names fetched uploads.
 * Any encoder may have made an upload: the static build starts far faster than the maintained
 * one, and what is checked is how the engine reads the file, not how it was written.
 */
function userFile(name: string, args: string[]): string {
  const file = path.join(dir, name);
  execFileSync(ffmpegBinary(), ['-loglevel', 'error', '-y', ...args, file]);
  return file;
}

/** Every input of a recorded command that is one of `files`, with the options just before it. */
function inputsOf(call: Call, files: string[]) {
  const found: { file: string; options: string[] }[] = [];
  call.args.forEach((arg, i) => {
    if (call.args[i - 1] === '-i' && files.includes(arg))
      found.push({ file: arg, options: call.args.slice(Math.max(0, i - 5), i - 1) });
  });
  return found;
}

describe('user media', () => {
  it('maps each stored type to its demuxer and refuses any other', () => {
    expect(['a.mp4', 'a.mov', 'a.m4a', 'a.webm', 'a.mp3', 'a.wav'].map(demuxerOf)).toEqual([
      'mov',
      'mov',
      'mov',
      'matroska',
      'mp3',
      'wav',
    ]);
    for (const name of ['a.m3u8', 'a.txt', 'a', 'a.concat', 'a.mp4.m3u8']) expect(() => demuxerOf(name)).toThrow();
    expect(userInput('/x/source.webm')).toEqual([
      '-protocol_whitelist',
      'file',
      '-f',
      'matroska',
      '-i',
      '/x/source.webm',
    ]);
  });

  it('reads the source video and uploaded voice of every mode with the demuxer forced, on the maintained ffmpeg', async () => {
    const webm = userFile('source.webm', [
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=160x90:rate=12',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=300',
      '-t',
      '1',
      '-c:v',
      'libvpx',
      '-c:a',
      'libvorbis',
    ]);
    const mov = userFile('source.mov', ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=12', '-t', '1']);
    const voice = userFile('audio.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=500', '-t', '1']);
    const cases: [string, TestJob][] = [
      ['upscale', job({ mode: 'upscale', source: webm })],
      ['sound', job({ mode: 'sound', source: mov })],
      ['speech', job({ mode: 'speech', source: webm, audio: voice })],
      ['extend', job({ mode: 'extend', source: mov })],
    ];
    for (const [name, spec] of cases) {
      calls.length = 0;
      const jobDir = path.join(dir, name);
      fs.mkdirSync(jobDir);
      const result = await renderLocal(spec, { dir: jobDir });
      expect(fs.statSync(result.video).size).toBeGreaterThan(0);
      const userFiles = [spec.source!, ...(spec.audio ? [spec.audio] : [])];
      const reading = calls.filter((call) => inputsOf(call, userFiles).length > 0);
      // Each user file is read at least once, and every read forces its type.
      for (const file of userFiles)
        expect(
          reading.some((call) => inputsOf(call, [file]).length > 0),
          `${name} reads ${file}`,
        ).toBe(true);
      for (const call of reading) {
        if (call.binary !== 'probe') expect(call.binary, `${name}: ${call.args.join(' ')}`).toBe(mediaFfmpegBinary());
        for (const input of inputsOf(call, userFiles)) {
          expect(input.options.slice(-4), `${name}: ${call.args.join(' ')}`).toEqual([
            '-protocol_whitelist',
            'file',
            '-f',
            demuxerOf(input.file),
          ]);
        }
      }
    }
  }, 120_000);

  it('refuses an MP3 that is an HLS playlist naming a local file, without reading that file', async () => {
    // The local file the playlist names: 37 seconds of tone, a length nothing else here has.
    const secret = userFile('secret.mp3', ['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '37']);
    const crafted = path.join(dir, 'crafted.mp3');
    fs.writeFileSync(crafted, craftedHlsMp3(secret));

    // As an MP3 (its checked type) it is no media at all.
    await expect(probe(crafted, demuxerOf(crafted))).rejects.toThrow();
    // A speech job with it as the voice fails rather than borrow the local file's sound.
    const jobDir = path.join(dir, 'crafted-speech');
    fs.mkdirSync(jobDir);
    const source = userFile('crafted-source.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=12', '-t', '1']);
    await expect(renderLocal(job({ mode: 'speech', source, audio: crafted }), { dir: jobDir })).rejects.toThrow();
  }, 60_000);
});
