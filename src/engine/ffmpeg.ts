/**
 * ffmpeg and ffprobe (STACK.md). Two kinds of work, two binaries:
 *
 * - Decoding user-supplied media (uploads; source videos of sound, speech, extend and upscale)
 *   runs on a maintained build: `FFMPEG_PATH`/`FFPROBE_PATH`, else the ones on PATH (Debian's,
 *   installed by scripts/system-deps.sh). Only if neither exists does it fall back to the npm
 *   binaries, with a warning. Every such input also forces the demuxer its checked type implies
 *   and allows the `file` protocol only (`userInput`): an upload is never probed by content,
 *   so a file that is an MP3 to our check but a playlist to ffmpeg is read as an MP3, and no
 *   playlist, concat list or URL inside a file can make ffmpeg open anything else (issue 13,
 *   item 8: an ID3 header over an HLS playlist made ffprobe, Debian's 5.1 included, read a
 *   local file).
 * - Encoding the frames we draw ourselves (and our own sound tracks) runs on the static npm
 *   build, which measured as fast or faster for that work; it never opens a user's file. Its
 *   ffprobe reads back the files our ffmpeg wrote (`probeOwn`).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { JobError, NonRetryableError } from './errors';
import { mediaToolOverride } from '@/env';

const require = createRequire(import.meta.url);

function onPath(name: string): string | null {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    return found || null;
  } catch {
    return null;
  }
}

function executable(file: string): string {
  try {
    fs.accessSync(file, fs.constants.X_OK);
  } catch {
    // npm may unpack the binary without its execute bit (STACK.md: @ffprobe-installer arrives 0744 or less).
    try {
      fs.chmodSync(file, 0o755);
    } catch {
      // Read-only install: the spawn below reports the real problem.
    }
  }
  return file;
}

function npmBinary(name: 'ffmpeg' | 'ffprobe'): string | null {
  try {
    return executable(
      (require(name === 'ffmpeg' ? '@ffmpeg-installer/ffmpeg' : '@ffprobe-installer/ffprobe') as { path: string }).path,
    );
  } catch {
    return null;
  }
}

let encoderPath: string | undefined;
let decoderPath: string | undefined;
let ffprobePath: string | undefined;
let warned = false;

function maintained(name: 'ffmpeg' | 'ffprobe', configured: string | undefined): string {
  const found = configured || onPath(name);
  if (found) return found;
  if (!warned) {
    warned = true;
    process.stderr.write(
      `Vidloom: no ${name} on PATH; user media is decoded by the npm build. Install Debian's: apt-get install -y ffmpeg\n`,
    );
  }
  return npmBinary(name) ?? name;
}

/** The ffmpeg that encodes frames and sound we made ourselves: never give it a user's file. */
export function ffmpegBinary(): string {
  encoderPath ??= npmBinary('ffmpeg') ?? mediaFfmpegBinary();
  return encoderPath;
}

/** The maintained ffmpeg, for any command that reads user-supplied media (with `userInput`). */
export function mediaFfmpegBinary(): string {
  decoderPath ??= maintained('ffmpeg', mediaToolOverride('FFMPEG_PATH'));
  return decoderPath;
}

/** The maintained ffprobe (see `probe`). */
export function ffprobeBinary(): string {
  ffprobePath ??= maintained('ffprobe', mediaToolOverride('FFPROBE_PATH'));
  return ffprobePath;
}

let ownProbePath: string | undefined;

/**
 * The ffprobe that reads files our own ffmpeg wrote (see `probeOwn`): the static npm build,
 * which starts several times faster than Debian's, whose hundreds of shared libraries are loaded
 * and relocated at every start. Never give it a user's file.
 */
function ownFfprobeBinary(): string {
  ownProbePath ??= npmBinary('ffprobe') ?? ffprobeBinary();
  return ownProbePath;
}

/**
 * The demuxer each stored media type implies. Uploads are named after the type their magic
 * bytes showed (`uploads/<token>/file.<ext>`, src/server/videos/upload.ts), our own videos
 * are `video.mp4`, and the worker keeps that extension on the copies it fetches, so a file's
 * extension here is its checked type, never a user's choice.
 */
export const DEMUXERS = { mp4: 'mov', mov: 'mov', m4a: 'mov', webm: 'matroska', mp3: 'mp3', wav: 'wav' } as const;
export type Demuxer = (typeof DEMUXERS)[keyof typeof DEMUXERS];

/** The demuxer of a stored file, from its extension; refuses a file of no known type. */
export function demuxerOf(file: string): Demuxer {
  const extension = path.extname(file).slice(1).toLowerCase();
  const demuxer = (DEMUXERS as Record<string, Demuxer>)[extension];
  if (!demuxer) throw new NonRetryableError('This media type cannot be read', { key: 'inputUnreadable' });
  return demuxer;
}

/** Input options for a user-supplied file: its demuxer forced, local files only. */
export function userInput(file: string, demuxer: Demuxer = demuxerOf(file)): string[] {
  return ['-protocol_whitelist', 'file', '-f', demuxer, '-i', file];
}

export class FfmpegError extends Error {}

/** Runs a binary to completion; rejects with the tail of its stderr. `signal` kills it. */
export function run(
  binary: string,
  args: string[],
  options: { signal?: AbortSignal; input?: NodeJS.ReadableStream } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      signal: options.signal,
      // A cancelled run's output is thrown away: SIGTERM would have ffmpeg flush its encoder and
      // write the file's index first, seconds of work at 1080p after the job was already cancelled.
      killSignal: 'SIGKILL',
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    if (options.input && child.stdin) options.input.pipe(child.stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new FfmpegError(
            `${binary.split('/').pop()} exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
          ),
        );
    });
  });
}

export type Probe = {
  duration: number;
  width: number;
  height: number;
  videoCodec: string | null;
  audioCodec: string | null;
  formats: string;
};

/**
 * What ffprobe reads of a media file; throws when it is not one. `demuxer` reads it as that
 * type only (always given for user-supplied media, see `userInput`); files we wrote ourselves
 * may leave it out.
 */
export async function probe(file: string, demuxer?: Demuxer): Promise<Probe> {
  return probeWith(ffprobeBinary(), file, demuxer);
}

/**
 * What ffprobe reads of an MP4 our own ffmpeg just wrote (a render, a re-encoded provider
 * file): every finished job reads its file once, and the maintained build's start cost more
 * than the reading.
 */
export async function probeOwn(file: string): Promise<Probe> {
  return probeWith(ownFfprobeBinary(), file, 'mov');
}

async function probeWith(binary: string, file: string, demuxer?: Demuxer): Promise<Probe> {
  const input = demuxer
    ? ['-protocol_whitelist', 'file', '-f', demuxer, '-i', file]
    : ['-protocol_whitelist', 'file', '-i', file];
  const out = await run(binary, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...input]);
  const data = JSON.parse(out) as {
    format?: { duration?: string; format_name?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; duration?: string }[];
  };
  const video = data.streams?.find((stream) => stream.codec_type === 'video');
  const audio = data.streams?.find((stream) => stream.codec_type === 'audio');
  // A video lasts as long as its picture: the container's length differs between ffprobe
  // builds (Debian's 5.1 counts the AAC priming frame, 6.x does not), and a 5.00 s clip read as
  // 5.02 s would price as a longer one. Streams without a length (WebM) fall back to the container's.
  const lengths = [video?.duration, video ? undefined : audio?.duration, data.format?.duration]
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
  const duration = lengths[0] ?? 0;
  return {
    duration,
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    videoCodec: video?.codec_name ?? null,
    audioCodec: audio?.codec_name ?? null,
    formats: data.format?.format_name ?? '',
  };
}

/**
 * A source a job starts from (an upload, a video of the history), read as its stored type: a
 * file ffprobe cannot read fails the attempt as an unreadable input, not as a render fault.
 */
export async function probeSource(file: string): Promise<Probe> {
  const demuxer = demuxerOf(file);
  try {
    return await probe(file, demuxer);
  } catch (error) {
    throw new JobError(
      `The source cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      { key: 'inputUnreadable' },
      { cause: error },
    );
  }
}

/** The settings of every cover we write: one frame, as a JPEG of the quality the cards show. */
export const COVER_OUT = ['-frames:v', '1', '-q:v', '3'];

/** The H.264/AAC settings of every video we write (ARCHITECTURE.md). */
export const H264_OUT = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-ar',
  '44100',
  '-ac',
  '2',
  '-movflags',
  '+faststart',
];
