/**
 * The `local` provider (ARCHITECTURE.md "The video engine"): every mode rendered on this
 * machine. Pictures are drawn on a canvas; ffmpeg encodes, mixes sound and scales. Inputs
 * and outputs are local files in the job's work folder; the worker moves them to storage.
 * A user's files (the source video, an uploaded voice) are only ever read by the maintained
 * ffmpeg with their demuxer forced (`userInput`, ffmpeg.ts); our own frames and sounds are
 * encoded by the faster one.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import type { ScenePlan } from '@/lib/scene-plan';
import { SPEAKERS } from '@/lib/speakers';
import { drawFrame, type Painter, prepare } from './animatic/draw';
import { imageSequence, prepareImages } from './animatic/images';
import { stage } from './animatic/stage';
import { understand } from './animatic/understand';
import { type Ambience, ambienceFor, synthesize, wav } from './audio';
import { drawEffect } from './effects';
import { encodeFrames, watermarkPng } from './encode';
import { demuxerOf, ffmpegBinary, H264_OUT, mediaFfmpegBinary, probe, run, userInput } from './ffmpeg';

const execFileAsync = promisify(execFile);

export type LocalJob = {
  mode: 'generate' | 'effect' | 'sound' | 'speech' | 'extend' | 'upscale';
  prompt: string;
  seed: number;
  width: number;
  height: number;
  fps: number;
  /** Seconds of new picture (generate, effect, extend's continuation). */
  duration: number;
  watermark: boolean;
  autoSound: boolean;
  soundPrompt: string;
  autoSpeech: boolean;
  speechPrompt: string;
  speakerId: string;
  effectTemplateId?: string;
  originalSoundFlag: boolean;
  customizeDuration?: number;
  /** Local files, downloaded by the worker. */
  images: string[];
  source?: string;
  audio?: string;
  /**
   * What a generate without images draws: the record's scene plan (the animatic, ARCHITECTURE.md),
   * read at create; a record from before plans were stored has none and its prompt is read here.
   */
  scene?: ScenePlan;
  /**
   * Extend of a `base` source: its plan, seed and length. The continuation is the same clip
   * drawn on from t = from (same sun, same subjects' paths, no cut); without it, extend
   * continues the source's last frame.
   */
  continueScene?: { plan: ScenePlan; seed: number; from: number; span?: number };
};

export type LocalResult = { video: string; cover: string; width: number; height: number; duration: number };

type Context = { dir: string; signal?: AbortSignal; onProgress?: (fraction: number) => void };

async function speechWav(text: string, speakerId: string, file: string): Promise<void> {
  const speaker = SPEAKERS.find((candidate) => candidate.id === speakerId && candidate.voice) ?? autoSpeaker(text);
  await execFileAsync('espeak-ng', ['-v', speaker.voice, '-s', '160', '-w', file, text.slice(0, 2000)]);
}

/** Auto: the voice of the text's script (a rough but honest guess). */
function autoSpeaker(text: string) {
  const by = (language: string) => SPEAKERS.find((speaker) => speaker.language === language) ?? SPEAKERS[1]!;
  if (/[\u3040-\u30ff]/.test(text)) return by('ja');
  if (/[\uac00-\ud7af]/.test(text)) return by('ko');
  if (/[\u4e00-\u9fff]/.test(text)) return by('zh-CN');
  if (/[\u0400-\u04ff]/.test(text)) return by('ru');
  if (/[\u0900-\u097f]/.test(text)) return by('hi');
  if (/[\u0600-\u06ff]/.test(text)) return /[پچژگ]/.test(text) ? by('fa') : by('ar');
  return by('en');
}

/**
 * The ambience of a newly drawn clip's auto sound: the sound prompt, when there is one, says what
 * to hear; otherwise the prompt, and the scene drawn for it (the record's plan for the animatic).
 */
export function clipAmbience(job: Pick<LocalJob, 'prompt' | 'soundPrompt' | 'scene'>): Ambience {
  const sound = job.soundPrompt.trim();
  if (sound) return ambienceFor(sound, () => understand(sound));
  return ambienceFor(job.prompt, () => job.scene ?? understand(job.prompt));
}

/**
 * The sound track of a newly drawn clip: ambience and/or speech, or silence. Without speech it is
 * the WAV's bytes, made when encodeFrames asks (once ffmpeg is starting); with speech, a file
 * ffmpeg mixed.
 */
async function soundTrack(job: LocalJob, seconds: number, ctx: Context): Promise<string | (() => Buffer)> {
  const ambience = () => wav(job.autoSound ? synthesize(clipAmbience(job), seconds, job.seed) : null, seconds);
  if (!job.autoSpeech) return ambience;
  const file = path.join(ctx.dir, 'track.wav');
  const ambienceFile = path.join(ctx.dir, 'ambience.wav');
  await fs.writeFile(ambienceFile, ambience());
  const voice = path.join(ctx.dir, 'speech.wav');
  await speechWav(job.speechPrompt || job.prompt, job.speakerId, voice);
  await run(
    ffmpegBinary(),
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      ambienceFile,
      '-i',
      voice,
      '-filter_complex',
      '[0:a]volume=0.6[a];[1:a]adelay=300|300,volume=1.4[b];[a][b]amix=inputs=2:duration=first:dropout_transition=0',
      '-t',
      seconds.toFixed(3),
      file,
    ],
    { signal: ctx.signal },
  );
  return file;
}

async function cover(video: string, file: string, at: number, signal?: AbortSignal): Promise<void> {
  await run(
    ffmpegBinary(),
    ['-y', '-loglevel', 'error', '-ss', at.toFixed(2), '-i', video, '-frames:v', '1', '-q:v', '3', file],
    { signal },
  );
}

async function finish(video: string, ctx: Context): Promise<LocalResult> {
  const info = await probe(video, 'mov');
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  if (!(await fs.stat(coverFile).catch(() => null))) await cover(video, coverFile, info.duration / 3, ctx.signal);
  return { video, cover: coverFile, width: info.width, height: info.height, duration: info.duration };
}

/** Scale filter that keeps a source's shape with its short side at `lines`. */
function scaleTo(width: number, height: number, lines: number): string {
  return width >= height ? `scale=-2:${lines}:flags=lanczos` : `scale=${lines}:-2:flags=lanczos`;
}

/**
 * The size `scaleTo` gives, computed as ffmpeg's scale filter does for -2 (the other side
 * rescaled and rounded to the nearest even number, halves away from zero), so an upscale knows
 * its output without probing the file it just wrote.
 */
export function scaledSize(width: number, height: number, lines: number): { width: number; height: number } {
  const even = (long: number, short: number) => Math.round((lines * long) / (short * 2)) * 2;
  return width >= height
    ? { width: even(width, height), height: lines }
    : { width: lines, height: even(height, width) };
}

export async function renderLocal(job: LocalJob, ctx: Context): Promise<LocalResult> {
  const out = path.join(ctx.dir, 'video.mp4');
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  const { width, height, fps } = job;

  if (job.mode === 'generate' || job.mode === 'effect') {
    // Each picture is decoded once at the largest size a frame draws it, with its focus and blurred
    // backdrop, before the frame loop (animatic/images.ts).
    const images = await prepareImages(await Promise.all(job.images.map((file) => fs.readFile(file))), width, height);
    let draw: (ctx: SKRSContext2D, t: number) => void;
    if (job.mode === 'effect') {
      const sequence = imageSequence(images, width, height, job.duration, job.seed);
      draw = (c, t) =>
        drawEffect(job.effectTemplateId ?? 'zoom-burst', c, {
          width,
          height,
          t,
          total: job.duration,
          seed: job.seed,
          base: (cc, tt) => sequence(cc, tt),
        });
    } else if (images.length > 0) {
      draw = imageSequence(images, width, height, job.duration, job.seed);
    } else {
      // Prepared on the first frame, that is once ffmpeg is starting: its start-up and the
      // painting of the static layers overlap instead of following each other.
      let painter: Painter | undefined;
      draw = (c, t) => {
        painter ??= prepare(stage(job.scene ?? understand(job.prompt), job.seed, width, height, job.duration));
        drawFrame(c, painter, t);
      };
    }
    const audio = await soundTrack(job, job.duration, ctx);
    const { duration } = await encodeFrames({
      width,
      height,
      fps,
      seconds: job.duration,
      draw,
      audio,
      out,
      cover: coverFile,
      watermark: job.watermark,
      signal: ctx.signal,
      onProgress: ctx.onProgress,
    });
    // Size and length are what we just encoded: no ffprobe run needed to learn them.
    return { video: out, cover: coverFile, width, height, duration };
  }

  if (!job.source) throw new Error('this mode needs a source video');
  const source = await probe(job.source, demuxerOf(job.source));
  const mark = path.join(ctx.dir, 'mark.png');
  const overlay = (input: string) => (job.watermark ? `[${input}][2:v]overlay=0:0` : `[${input}]null`);

  if (job.mode === 'upscale') {
    const atTop = Math.min(source.width, source.height) >= 1080;
    const lines = atTop ? 1080 : Math.min(width, height);
    // Going up a quality, lanczos alone: measured against the same scene drawn natively at the
    // higher quality (and a photo clip scaled down and back up), an unsharp pass after it moved
    // the picture further from the native one (SSIM 0.9893 against 0.9905; 0.9743 against
    // 0.9768) and cost as much as the encoding. A 1080p source has no quality above it: it is
    // sharpened at 1080p (API.md).
    const scale = scaleTo(source.width, source.height, lines);
    const filter = atTop ? `${scale},unsharp=5:5:0.6:5:5:0` : scale;
    const args = [
      '-y',
      '-loglevel',
      'error',
      ...userInput(job.source),
      '-vf',
      filter,
      '-map',
      '0:v',
      '-map',
      '0:a?',
      ...H264_OUT,
      out,
    ];
    // The cover is the source's frame at a third, through the same filter, taken while the clip
    // encodes: taken from the finished 1080p file afterwards, it cost a tenth of the job's time
    // (decoding every frame up to that point) after the encoder had finished.
    const coverFile = path.join(ctx.dir, 'cover.jpg');
    const coverArgs = [
      '-y',
      '-loglevel',
      'error',
      '-ss',
      (source.duration / 3).toFixed(2),
      ...userInput(job.source),
      '-vf',
      filter,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      coverFile,
    ];
    await Promise.all([
      run(mediaFfmpegBinary(), args, { signal: ctx.signal }),
      run(mediaFfmpegBinary(), coverArgs, { signal: ctx.signal }),
    ]);
    ctx.onProgress?.(1);
    // The same frames, scaled: the source's length, the size the filter gives (no probe of the
    // output). A cover the seek did not find (a very short source) is taken from the output.
    if (!(await fs.stat(coverFile).catch(() => null))) return finish(out, ctx);
    return {
      video: out,
      cover: coverFile,
      ...scaledSize(source.width, source.height, lines),
      duration: source.duration,
    };
  }

  if (job.mode === 'sound' || job.mode === 'speech') {
    const seconds = Math.min(job.customizeDuration ?? source.duration, source.duration) || source.duration;
    const track = path.join(ctx.dir, 'added.wav');
    if (job.mode === 'sound') {
      const ambience = ambienceFor(job.prompt, () => understand(job.prompt));
      await fs.writeFile(track, wav(synthesize(ambience, seconds, job.seed), seconds));
    } else if (job.audio)
      await run(
        mediaFfmpegBinary(),
        [
          '-y',
          '-loglevel',
          'error',
          ...userInput(job.audio),
          '-ac',
          '1',
          '-ar',
          '44100',
          '-t',
          seconds.toFixed(3),
          track,
        ],
        { signal: ctx.signal },
      );
    else await speechWav(job.prompt, job.speakerId, track);
    if (job.watermark) await watermarkPng(mark, source.width, source.height);
    const keepOriginal = source.audioCodec !== null && (job.mode === 'speech' || job.originalSoundFlag);
    const audioFilter = keepOriginal
      ? '[0:a]volume=0.5[o];[1:a]volume=1.2[n];[o][n]amix=inputs=2:duration=first:dropout_transition=0[aout]'
      : '[1:a]apad[aout]';
    const videoFilter = job.watermark ? `${overlay('0:v')}[vout]` : '[0:v]null[vout]';
    const inputs = [...userInput(job.source), '-i', track, ...(job.watermark ? ['-i', mark] : [])];
    await run(
      mediaFfmpegBinary(),
      [
        '-y',
        '-loglevel',
        'error',
        ...inputs,
        '-filter_complex',
        `${videoFilter};${audioFilter}`,
        '-map',
        '[vout]',
        '-map',
        '[aout]',
        ...H264_OUT,
        '-t',
        seconds.toFixed(3),
        out,
      ],
      { signal: ctx.signal },
    );
    ctx.onProgress?.(1);
    return finish(out, ctx);
  }

  // extend: draw the continuation, then join.
  const w = source.width - (source.width % 2);
  const h = source.height - (source.height % 2);
  let drawContinuation: (c: SKRSContext2D, t: number) => void;
  if (job.continueScene) {
    // A base source: the same plan and seed, staged over the source's length and drawn on
    // from its end, so the sun, the layers and the subjects' paths carry on without a cut.
    // `span` is the length the scene was first staged over (an extension of an extension keeps the
    // first clip's timeline); rows from before it was kept fall back to the source's length.
    const { plan, seed, from, span } = job.continueScene;
    let painter: Painter | undefined;
    drawContinuation = (c, t) => {
      painter ??= prepare(stage(plan, seed, w, h, span ?? from));
      drawFrame(c, painter, from + t);
    };
  } else {
    // Any other source: its last frame goes on, with a slow push-in (no dissolve to another scene).
    const lastFrame = path.join(ctx.dir, 'last.png');
    await run(
      mediaFfmpegBinary(),
      [
        '-y',
        '-loglevel',
        'error',
        '-sseof',
        '-0.1',
        ...userInput(job.source),
        '-frames:v',
        '1',
        '-update',
        '1',
        lastFrame,
      ],
      { signal: ctx.signal },
    );
    const last = await loadImage(await fs.readFile(lastFrame));
    drawContinuation = (c, t) => {
      const p = Math.min(1, t / Math.max(job.duration, 0.001));
      const zoom = 1 + 0.08 * (0.5 - 0.5 * Math.cos(Math.PI * p));
      c.drawImage(last, (w - w * zoom) / 2, (h - h * zoom) / 2, w * zoom, h * zoom);
    };
  }
  const continuation = path.join(ctx.dir, 'continuation.mp4');
  const audio = await soundTrack(job, job.duration, ctx);
  await encodeFrames({
    width: w,
    height: h,
    fps,
    seconds: job.duration,
    draw: drawContinuation,
    audio,
    out: continuation,
    cover: coverFile,
    watermark: job.watermark,
    signal: ctx.signal,
    onProgress: (f) => ctx.onProgress?.(f * 0.8),
  });
  const sourceAudio = source.audioCodec ? '[0:a]' : null;
  const filter = sourceAudio
    ? `[0:v]scale=${w}:${h},setsar=1,fps=${fps}[v0];[1:v]setsar=1[v1];[0:a]aresample=44100,aformat=channel_layouts=stereo[a0];[1:a]aformat=channel_layouts=stereo[a1];[v0][a0][v1][a1]concat=n=2:v=1:a=1[v][a]`
    : `[0:v]scale=${w}:${h},setsar=1,fps=${fps}[v0];[1:v]setsar=1[v1];anullsrc=r=44100:cl=stereo,atrim=0:${source.duration.toFixed(3)}[a0];[1:a]aformat=channel_layouts=stereo[a1];[v0][a0][v1][a1]concat=n=2:v=1:a=1[v][a]`;
  await run(
    mediaFfmpegBinary(),
    [
      '-y',
      '-loglevel',
      'error',
      ...userInput(job.source),
      '-i',
      continuation,
      '-filter_complex',
      filter,
      '-map',
      '[v]',
      '-map',
      '[a]',
      ...H264_OUT,
      out,
    ],
    { signal: ctx.signal },
  );
  ctx.onProgress?.(1);
  await fs.rm(coverFile, { force: true });
  return finish(out, ctx);
}
