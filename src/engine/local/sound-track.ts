/**
 * The sounds we make ourselves: offline speech (espeak-ng) and the track of a clip we draw
 * (ambience and/or speech, or silence).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SPEAKERS } from '@/lib/speakers';
import { understand } from '../animatic/understand';
import { type Ambience, ambienceFor, synthesize, wav } from '../audio';
import { ffmpegBinary, run } from '../ffmpeg';
import type { ClipSound, LocalFrame, RenderContext } from './local-job';
import { sceneAmbience } from '../animatic/ambience';

const execFileAsync = promisify(execFile);

export async function speechWav(text: string, speakerId: string, file: string): Promise<void> {
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
export function clipAmbience(job: Pick<LocalFrame & ClipSound, 'prompt' | 'soundPrompt' | 'scene'>): Ambience {
  const sound = job.soundPrompt.trim();
  if (sound) return ambienceFor(sound, () => sceneAmbience(understand(sound)));
  return ambienceFor(job.prompt, () => sceneAmbience(job.scene ?? understand(job.prompt)));
}

/**
 * The sound track of a newly drawn clip: ambience and/or speech, or silence. Without speech it is
 * the WAV's bytes, made when encodeFrames asks (once ffmpeg is starting); with speech, a file
 * ffmpeg mixed.
 */
export async function soundTrack(
  job: LocalFrame & ClipSound,
  seconds: number,
  ctx: RenderContext,
): Promise<string | (() => Buffer)> {
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
