/**
 * Sound for the local renderer: an ambience synthesised from a prompt (rain, sea, wind, city,
 * fire, birds or a music bed), or silence, written as 16-bit PCM WAV for ffmpeg to encode.
 */
import { rng } from './random';

export const SAMPLE_RATE = 44_100;

export type Ambience = 'rain' | 'sea' | 'wind' | 'city' | 'fire' | 'birds' | 'music';

const AMBIENCE_WORDS: [Ambience, string[]][] = [
  ['rain', ['rain', 'storm', 'thunder', 'drizzle', 'lluvia', 'pluie', 'regen', 'дождь', '雨']],
  ['sea', ['sea', 'ocean', 'wave', 'waves', 'beach', 'surf', 'mar', 'mer', 'meer', 'море', '海']],
  ['wind', ['wind', 'windy', 'desert', 'snow', 'mountain', 'blizzard', 'viento', 'vent', 'ветер', '風']],
  ['city', ['city', 'street', 'traffic', 'crowd', 'cafe', 'market', 'ciudad', 'ville', 'stadt', 'город']],
  ['fire', ['fire', 'campfire', 'fireplace', 'flame', 'lava', 'fuego', 'feu', 'feuer', 'огонь', '火']],
  ['birds', ['bird', 'birds', 'forest', 'morning', 'spring', 'garden', 'park', 'jungle', 'pájaro', 'oiseau', 'vogel']],
  [
    'music',
    ['music', 'song', 'melody', 'piano', 'dance', 'party', 'beat', 'música', 'musique', 'musik', 'музыка', '音楽'],
  ],
];

/**
 * The ambience a prompt calls for. A sound word of the prompt names it (rain, waves, fire, music);
 * otherwise the scene the prompt was understood as decides it (animatic/ambience.ts): "a boat on
 * a lake" sounds of birds and "a cat asleep in a room" of a music bed. `sceneSound` is asked for
 * only then: understanding a prompt loads the lexicon, the first time in a process.
 */
export function ambienceFor(prompt: string, sceneSound: () => Ambience): Ambience {
  const text = prompt.toLowerCase();
  const words = text.split(/[^\p{L}\p{N}]+/u);
  for (const [ambience, list] of AMBIENCE_WORDS) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is 'beyond Latin', starting at U+0000 on purpose
    if (list.some((word) => words.includes(word) || (/[^\u0000-\u024f]/.test(word) && text.includes(word))))
      return ambience;
  }
  return sceneSound();
}

/** Mono float samples in [-1, 1] for `seconds` of an ambience. */
export function synthesize(ambience: Ambience, seconds: number, seed: number): Float32Array {
  const n = Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const out = new Float32Array(n);
  const random = rng(seed);
  let low = 0;
  let lower = 0;
  const noise = () => random.next() * 2 - 1;
  switch (ambience) {
    case 'rain': {
      for (let i = 0; i < n; i += 1) {
        const white = noise();
        low += 0.25 * (white - low);
        out[i] = 0.35 * (white - low) + 0.15 * low;
        if (random.chance(0.0015)) out[i] = (out[i] ?? 0) + random.range(0.2, 0.5) * (random.chance(0.5) ? 1 : -1);
      }
      break;
    }
    case 'sea': {
      for (let i = 0; i < n; i += 1) {
        const t = i / SAMPLE_RATE;
        low += 0.02 * (noise() - low);
        const swell = 0.35 + 0.65 * Math.max(0, Math.sin((2 * Math.PI * t) / 6.5 + 1));
        out[i] = low * 3.2 * swell;
      }
      break;
    }
    case 'wind': {
      for (let i = 0; i < n; i += 1) {
        const t = i / SAMPLE_RATE;
        low += 0.01 * (noise() - low);
        lower += 0.002 * (low - lower);
        const gust = 0.5 + 0.5 * Math.sin((2 * Math.PI * t) / 4.3) * Math.sin((2 * Math.PI * t) / 1.7);
        out[i] = (low * 4 + lower * 6) * (0.4 + 0.6 * gust);
      }
      break;
    }
    case 'city': {
      const honkAt = Array.from({ length: Math.ceil(seconds / 3) }, () => random.range(0, seconds));
      for (let i = 0; i < n; i += 1) {
        const t = i / SAMPLE_RATE;
        low += 0.01 * (noise() - low);
        let value = low * 3 + 0.02 * noise();
        for (const at of honkAt)
          if (t > at && t < at + 0.35) value += 0.12 * Math.sign(Math.sin(2 * Math.PI * 415 * t));
        out[i] = value;
      }
      break;
    }
    case 'fire': {
      for (let i = 0; i < n; i += 1) {
        low += 0.03 * (noise() - low);
        let value = low * 2.2;
        if (random.chance(0.0009)) value += random.range(0.3, 0.7);
        out[i] = value;
      }
      // Crackles: short decaying clicks.
      for (let i = 1; i < n; i += 1)
        out[i] = (out[i] ?? 0) + 0.5 * (out[i - 1] ?? 0) * (Math.abs(out[i - 1] ?? 0) > 0.3 ? 0.6 : 0);
      break;
    }
    case 'birds': {
      const chirps = Array.from({ length: Math.ceil(seconds * 2.5) }, () => ({
        at: random.range(0, seconds),
        f: random.range(2200, 4200),
        len: random.range(0.06, 0.16),
      }));
      for (let i = 0; i < n; i += 1) {
        const t = i / SAMPLE_RATE;
        low += 0.01 * (noise() - low);
        let value = low * 0.8;
        for (const chirp of chirps) {
          const d = t - chirp.at;
          if (d > 0 && d < chirp.len)
            value += 0.18 * Math.sin(2 * Math.PI * (chirp.f + 2500 * d) * d) * Math.sin((Math.PI * d) / chirp.len);
        }
        out[i] = value;
      }
      break;
    }
    case 'music': {
      const roots = [220, 174.61, 261.63, 196];
      const beat = 60 / random.range(84, 112);
      for (let i = 0; i < n; i += 1) {
        const t = i / SAMPLE_RATE;
        const bar = Math.floor(t / (beat * 4)) % roots.length;
        const root = roots[bar] ?? 220;
        const chord = [1, 1.2599, 1.4983].reduce((sum, ratio) => sum + Math.sin(2 * Math.PI * root * ratio * t), 0) / 3;
        const inBeat = t % beat;
        const kick =
          inBeat < 0.12 ? Math.sin(2 * Math.PI * (60 + 80 * (0.12 - inBeat)) * inBeat) * (1 - inBeat / 0.12) : 0;
        out[i] = 0.22 * chord + 0.35 * kick;
      }
      break;
    }
  }
  // Fade in and out, and keep clear of clipping.
  const fade = Math.min(n / 4, SAMPLE_RATE * 0.4);
  let peak = 0;
  for (let i = 0; i < n; i += 1) peak = Math.max(peak, Math.abs(out[i] ?? 0));
  const gain = peak > 0 ? 0.8 / peak : 0;
  for (let i = 0; i < n; i += 1) {
    const edge = Math.min(1, i / fade, (n - 1 - i) / fade);
    out[i] = (out[i] ?? 0) * gain * edge;
  }
  return out;
}

/** 16-bit mono PCM WAV of `samples` (silence when null). */
export function wav(samples: Float32Array | null, seconds: number): Buffer {
  const n = samples?.length ?? Math.max(1, Math.round(seconds * SAMPLE_RATE));
  const buffer = Buffer.alloc(44 + n * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + n * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(n * 2, 40);
  if (!samples) return buffer;
  // Through a DataView, which names the byte order, instead of writeInt16LE and its checks: 2 ms
  // for 5 s of sound against 3.5 ms, made before a clip's first frame.
  const pcm = new DataView(buffer.buffer, buffer.byteOffset, buffer.length);
  for (let i = 0; i < n; i += 1)
    pcm.setInt16(44 + i * 2, Math.round(Math.min(32_767, Math.max(-32_767, (samples[i] ?? 0) * 32_767))), true);
  return buffer;
}
