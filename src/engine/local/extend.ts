/**
 * extend: a continuation drawn after the source, then the two joined. A `base` source goes on
 * with its own scene and seed (`continueScene`); any other source from its last frame.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { drawFrame, type Painter, prepare } from '../animatic/draw';
import { stage } from '../animatic/stage';
import { encodeFrames } from '../encode';
import { H264_OUT, mediaFfmpegBinary, type Probe, probeSource, run, userInput } from '../ffmpeg';
import { finish } from './finish';
import type { ContinueScene, LocalJob, LocalRenderer, RenderContext } from './local-job';
import { soundTrack } from './sound-track';

type Draw = (c: SKRSContext2D, t: number) => void;

/**
 * A base source: the same plan and seed, staged over the source's length and drawn on from its
 * end, so the sun, the layers and the subjects' paths carry on without a cut. `span` is the
 * length the scene was first staged over (an extension of an extension keeps the first clip's
 * timeline); rows from before it was kept fall back to the source's length.
 */
function sceneGoesOn({ plan, seed, from, span }: ContinueScene, w: number, h: number): Draw {
  let painter: Painter | undefined;
  return (c, t) => {
    painter ??= prepare(stage(plan, seed, w, h, span ?? from));
    drawFrame(c, painter, from + t);
  };
}

/** Any other source: its last frame goes on, with a slow push-in (no dissolve to another scene). */
async function lastFrameGoesOn(job: LocalJob<'extend'>, w: number, h: number, ctx: RenderContext): Promise<Draw> {
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
  return (c, t) => {
    const p = Math.min(1, t / Math.max(job.duration, 0.001));
    const zoom = 1 + 0.08 * (0.5 - 0.5 * Math.cos(Math.PI * p));
    c.drawImage(last, (w - w * zoom) / 2, (h - h * zoom) / 2, w * zoom, h * zoom);
  };
}

/** The source, brought to the continuation's size and rate, then the continuation; a silent source gets a silent track. */
async function join(job: LocalJob<'extend'>, source: Probe, continuation: string, out: string, ctx: RenderContext) {
  const w = source.width - (source.width % 2);
  const h = source.height - (source.height % 2);
  const video = `[0:v]scale=${w}:${h},setsar=1,fps=${job.fps}[v0];[1:v]setsar=1[v1]`;
  const sourceAudio = source.audioCodec
    ? '[0:a]aresample=44100,aformat=channel_layouts=stereo[a0]'
    : `anullsrc=r=44100:cl=stereo,atrim=0:${source.duration.toFixed(3)}[a0]`;
  const filter = `${video};${sourceAudio};[1:a]aformat=channel_layouts=stereo[a1];[v0][a0][v1][a1]concat=n=2:v=1:a=1[v][a]`;
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
}

export const renderExtend: LocalRenderer<'extend'> = async (job, ctx) => {
  const source = await probeSource(job.source);
  const w = source.width - (source.width % 2);
  const h = source.height - (source.height % 2);
  const draw = job.continueScene ? sceneGoesOn(job.continueScene, w, h) : await lastFrameGoesOn(job, w, h, ctx);
  const continuation = path.join(ctx.dir, 'continuation.mp4');
  const coverFile = path.join(ctx.dir, 'cover.jpg');
  const audio = await soundTrack(job, job.duration, ctx);
  await encodeFrames({
    width: w,
    height: h,
    fps: job.fps,
    seconds: job.duration,
    draw,
    audio,
    out: continuation,
    cover: coverFile,
    watermark: job.watermark,
    signal: ctx.signal,
    onProgress: (f) => ctx.onProgress?.(f * 0.8),
  });
  const out = path.join(ctx.dir, 'video.mp4');
  await join(job, source, continuation, out, ctx);
  ctx.onProgress?.(1);
  // The cover the continuation's encoder took shows only the new part: the joined clip's is taken instead.
  await fs.rm(coverFile, { force: true });
  return finish(out, ctx);
};
