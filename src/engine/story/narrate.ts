/**
 * A story's narration: each shot's text read by the offline voice the speech mode uses
 * (espeak-ng, src/lib/speakers.ts), the voice of the story's language or the speaker chosen,
 * one WAV per shot, timed to start just after its shot does.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { SPEAKERS } from '@/lib/speakers';
import fs from 'node:fs/promises';

const execFileAsync = promisify(execFile);

/** The speech mode's speaking rate (words per minute). */
const RATE = 160;
/** The fastest a voice is sped up to fit its shot: beyond it, words blur; the rest runs over the cut. */
const FASTEST = 220;
/** Seconds of picture before a shot's voice starts (as the speech mode's track) and after it ends. */
export const NARRATION_LEAD = 0.3;
const NARRATION_TAIL = 0.3;

function voiceFor(locale: string, speakerId?: string): string {
  const chosen = SPEAKERS.find((speaker) => speaker.id === speakerId && speaker.voice);
  if (chosen) return chosen.voice;
  const language = locale.toLowerCase();
  const speaker =
    SPEAKERS.find((candidate) => candidate.language.toLowerCase() === language) ??
    SPEAKERS.find((candidate) => candidate.language === language.split('-')[0]) ??
    SPEAKERS.find((candidate) => candidate.language === 'en');
  return speaker?.voice || 'en-us';
}

/**
 * The WAV with its sizes written: espeak-ng leaves the RIFF and data sizes at their maximum when
 * it writes to a pipe, and an ffmpeg that believes them reads past the end and stops the mix
 * ("Error reinitializing filters" from Debian's build, which burns the captions).
 */
function sealedWav(bytes: Buffer): Buffer {
  const out = Buffer.from(bytes);
  if (out.length < 12 || out.toString('latin1', 0, 4) !== 'RIFF') return out;
  out.writeUInt32LE(out.length - 8, 4);
  let at = 12;
  while (at + 8 <= out.length) {
    const id = out.toString('latin1', at, at + 4);
    const size = out.readUInt32LE(at + 4);
    if (id === 'data') {
      out.writeUInt32LE(out.length - at - 8, at + 4);
      break;
    }
    at += 8 + size + (size % 2);
  }
  return out;
}

/** Seconds of sound in a PCM WAV, from its header and the data chunk's size. */
function wavSeconds(bytes: Buffer): number {
  const channels = bytes.readUInt16LE(22);
  const rate = bytes.readUInt32LE(24);
  const bits = bytes.readUInt16LE(34);
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    // espeak-ng leaves the size at its maximum when it cannot seek back: the rest of the file.
    if (id === 'data') return Math.min(size, bytes.length - at - 8) / (rate * channels * (bits / 8));
    at += 8 + size + (size % 2);
  }
  return 0;
}

async function speak(text: string, voice: string, rate: number, signal?: AbortSignal): Promise<Buffer> {
  const { stdout } = await execFileAsync('espeak-ng', ['-v', voice, '-s', String(rate), '--stdout', text], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
    signal,
  });
  return stdout;
}

/** How long the offline voice of `locale` takes to read `text`, in seconds. */
export async function speechSeconds(text: string, locale: string): Promise<number> {
  if (!text.trim()) return 0;
  return wavSeconds(await speak(text, voiceFor(locale), RATE));
}

/**
 * One WAV per shot with text, in `dir`, starting NARRATION_LEAD into its shot. A voice longer
 * than its shot leaves room for is read faster, up to FASTEST words a minute.
 */
export async function narrateShots(
  shots: { text: string; start: number; duration: number }[],
  options: { locale: string; speakerId?: string; dir: string; signal?: AbortSignal },
): Promise<{ file: string; start: number; seconds: number }[]> {
  const voice = voiceFor(options.locale, options.speakerId);
  const read = async (shot: (typeof shots)[number], index: number) => {
    const text = shot.text.trim();
    if (!text) return null;
    let sound = await speak(text, voice, RATE, options.signal);
    let seconds = wavSeconds(sound);
    const room = shot.duration - NARRATION_LEAD - NARRATION_TAIL;
    if (seconds > room && room > 0) {
      sound = await speak(text, voice, Math.min(FASTEST, Math.ceil((RATE * seconds) / room)), options.signal);
      seconds = wavSeconds(sound);
    }
    const file = path.join(options.dir, `narration-${index}.wav`);
    await fs.writeFile(file, sealedWav(sound));
    return { file, start: shot.start + NARRATION_LEAD, seconds };
  };
  // Two voices at a time: the machine's two cores, and the shots' renders may still be running.
  const out: ({ file: string; start: number; seconds: number } | null)[] = [];
  for (let index = 0; index < shots.length; index += 2)
    out.push(...(await Promise.all(shots.slice(index, index + 2).map((shot, k) => read(shot, index + k)))));
  return out.filter((clip) => clip !== null);
}
