/**
 * The `veo` provider (ARCHITECTURE.md): Google's Veo through the Gemini API. It starts a
 * `predictLongRunning` operation, polls it, downloads the video at once (Google keeps files
 * for two days) and finishes it locally: H.264/AAC with `+faststart`, the free-plan watermark,
 * a cover. The operation's name is kept on the job, so a retry resumes polling instead of
 * paying for a second generation. Safety-filtered or empty results fail without retry.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { watermarkPng } from './encode';
import { NonRetryableError } from './errors';
import { ffmpegBinary, H264_OUT, mediaFfmpegBinary, probe, run, userInput } from './ffmpeg';

export class VeoRefusal extends NonRetryableError {}

export type VeoConfig = { apiKey: string; base: string; model: string; pollMs: number; timeoutMs: number };

export type VeoJob = {
  prompt: string;
  aspectRatio: '16:9' | '9:16';
  resolution: '720p' | '1080p';
  image?: { file: string; mimeType: string };
  watermark: boolean;
  /** A running operation of an earlier attempt. */
  operation?: string;
};

type Operation = {
  name: string;
  done?: boolean;
  error?: { code?: number; message?: string };
  response?: {
    generateVideoResponse?: {
      generatedSamples?: { video?: { uri?: string } }[];
      raiMediaFilteredCount?: number;
      raiMediaFilteredReasons?: string[];
    };
  };
};

async function call<T>(config: VeoConfig, url: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { ...init, signal, headers: { 'x-goog-api-key': config.apiKey, 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  if (!res.ok) {
    let message = text.slice(0, 300);
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // Not JSON: keep the text.
    }
    // A request Google refuses as such will be refused again; anything else may pass later.
    if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new VeoRefusal(`Veo refused the request: ${message}`);
    throw new Error(`Veo answered ${res.status}: ${message}`);
  }
  return JSON.parse(text) as T;
}

export async function startVeo(config: VeoConfig, job: VeoJob, signal?: AbortSignal): Promise<string> {
  const instance: Record<string, unknown> = { prompt: job.prompt };
  if (job.image) instance.image = { bytesBase64Encoded: (await fs.readFile(job.image.file)).toString('base64'), mimeType: job.image.mimeType };
  const body = { instances: [instance], parameters: { aspectRatio: job.aspectRatio, resolution: job.resolution, durationSeconds: 8, personGeneration: 'allow_adult' } };
  const operation = await call<Operation>(config, `${config.base}/v1beta/models/${encodeURIComponent(config.model)}:predictLongRunning`, { method: 'POST', body: JSON.stringify(body) }, signal);
  if (!operation.name) throw new Error('Veo returned no operation');
  return operation.name;
}

export async function finishVeo(config: VeoConfig, job: VeoJob, operationName: string, dir: string, signal?: AbortSignal) {
  const deadline = Date.now() + config.timeoutMs;
  let operation: Operation;
  for (;;) {
    operation = await call<Operation>(config, `${config.base}/v1beta/${operationName}`, { method: 'GET' }, signal);
    if (operation.done) break;
    if (Date.now() > deadline) throw new Error('Veo took too long; the job will look again');
    await new Promise((resolve) => setTimeout(resolve, config.pollMs));
    if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('cancelled');
  }
  if (operation.error) throw new VeoRefusal(`Veo could not make this video: ${operation.error.message ?? 'unknown error'}`);
  const result = operation.response?.generateVideoResponse;
  if (result?.raiMediaFilteredCount) {
    const reasons = (result.raiMediaFilteredReasons ?? []).join(' ');
    throw new VeoRefusal(`The video was blocked by the provider's safety filters${reasons ? `: ${reasons}` : ''}`);
  }
  const uri = result?.generatedSamples?.[0]?.video?.uri;
  if (!uri) throw new VeoRefusal('Veo returned no video for this prompt');

  const raw = path.join(dir, 'veo.mp4');
  const download = await fetch(uri, { headers: { 'x-goog-api-key': config.apiKey }, redirect: 'follow', signal });
  if (!download.ok) throw new Error(`Downloading the Veo video failed: ${download.status}`);
  await fs.writeFile(raw, Buffer.from(await download.arrayBuffer()));
  // The provider's file is media we did not make: read as MP4 only, by the maintained ffmpeg.
  const info = await probe(raw, 'mov');
  if (!info.videoCodec) throw new Error('The Veo file is not a video');

  // Our own encoding settings, a sound track even when Veo made none, and the watermark.
  const out = path.join(dir, 'video.mp4');
  const inputs = userInput(raw, 'mov');
  const filters: string[] = [];
  if (job.watermark) {
    const mark = path.join(dir, 'mark.png');
    await watermarkPng(mark, info.width, info.height);
    inputs.push('-i', mark);
    filters.push('[0:v][1:v]overlay=0:0[v]');
  } else filters.push('[0:v]null[v]');
  const audio = info.audioCodec ? ['-map', '0:a'] : ['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo'];
  const args = ['-y', '-loglevel', 'error', ...inputs, ...(info.audioCodec ? [] : audio), '-filter_complex', filters.join(';'), '-map', '[v]'];
  if (info.audioCodec) args.push('-map', '0:a');
  else args.push('-map', `${job.watermark ? 2 : 1}:a`, '-shortest');
  await run(mediaFfmpegBinary(), [...args, ...H264_OUT, out], { signal });
  const final = await probe(out, 'mov');
  const cover = path.join(dir, 'cover.jpg');
  await run(ffmpegBinary(), ['-y', '-loglevel', 'error', '-ss', (final.duration / 3).toFixed(2), '-i', out, '-frames:v', '1', '-q:v', '3', cover], { signal });
  return { video: out, cover, width: final.width, height: final.height, duration: final.duration };
}
