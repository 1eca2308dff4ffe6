/**
 * One table for "the body sent, the price shown and the price charged agree" (issue 13 item
 * 10): StudioForm.test.tsx drives the real form through each case and checks the price it shows
 * and the body it sends; tests/integration/studio-pricing.test.ts sends that body to the real
 * server and checks the credits it charges. The expected prices are worked out by hand from
 * SPEC §9 / API.md, not taken from src/lib/generation.ts.
 *
 * Every source mode uses one uploaded clip, SOURCE_SECONDS long. The form is told its frame is
 * SOURCE_WIDTH × SOURCE_HEIGHT; no price depends on the frame, so the server side uploads a
 * smaller one.
 */
import type { Mode } from '@/lib/modes';

export const SOURCE_SECONDS = 12;
export const SOURCE_WIDTH = 1280;
export const SOURCE_HEIGHT = 720;

export type PricingCase = {
  name: string;
  mode: Mode;
  /** What the user does in the form, in order. */
  steps: {
    prompt?: string;
    quality?: '360p' | '540p' | '720p' | '1080p';
    duration?: 5 | 8;
    autoSound?: boolean;
    autoSpeech?: boolean;
    /** Sound and speech: the seconds of the source to keep (the slider). */
    trim?: number;
  };
  /** Credits, by hand from SPEC §9. */
  price: number;
  /** Fields the body must carry for what was chosen. */
  body: Record<string, unknown>;
};

export const PRICING_CASES: PricingCase[] = [
  {
    name: 'generate, defaults',
    mode: 'generate',
    steps: { prompt: 'a red kite' },
    price: 2,
    body: { autoSoundFlag: false, autoSpeechFlag: false, duration: 5, quality: '360p' },
  },
  {
    name: 'generate + sound',
    mode: 'generate',
    steps: { prompt: 'a red kite', autoSound: true },
    price: 2 + 2,
    body: { autoSoundFlag: true },
  },
  {
    name: 'generate + speech',
    mode: 'generate',
    steps: { prompt: 'a red kite', autoSpeech: true },
    price: 2 + 6,
    body: { autoSpeechFlag: true },
  },
  {
    name: 'generate 8 s 720p + sound + speech',
    mode: 'generate',
    steps: { prompt: 'a red kite', quality: '720p', duration: 8, autoSound: true, autoSpeech: true },
    price: 8 + 4 + 8,
    body: { autoSoundFlag: true, autoSpeechFlag: true, duration: 8, quality: '720p' },
  },
  {
    name: 'effect + sound',
    mode: 'effect',
    steps: { prompt: 'glitch it', autoSound: true },
    price: 2 + 2,
    body: { autoSoundFlag: true, autoSpeechFlag: false },
  },
  {
    name: 'effect + speech',
    mode: 'effect',
    steps: { prompt: 'glitch it', autoSpeech: true },
    price: 2 + 6,
    body: { autoSpeechFlag: true },
  },
  { name: 'sound, whole 12 s source', mode: 'sound', steps: {}, price: 3, body: {} },
  { name: 'sound, first 4 s', mode: 'sound', steps: { trim: 4 }, price: 1, body: { customizeDuration: 4 } },
  { name: 'sound, first 7 s', mode: 'sound', steps: { trim: 7 }, price: 2, body: { customizeDuration: 7 } },
  {
    name: 'speech, 60 characters, first 6 s',
    mode: 'speech',
    steps: { prompt: 'x'.repeat(60), trim: 6 },
    price: 9,
    body: { customizeDuration: 6 },
  },
  {
    name: 'extend, defaults',
    mode: 'extend',
    steps: { prompt: 'and then it rains' },
    price: 2,
    body: { autoSoundFlag: false, autoSpeechFlag: false, duration: 5, customizeDuration: 5 },
  },
  {
    name: 'extend + sound',
    mode: 'extend',
    steps: { prompt: 'and then it rains', autoSound: true },
    price: 2 + 2,
    body: { autoSoundFlag: true, autoSpeechFlag: false },
  },
  {
    name: 'extend + speech',
    mode: 'extend',
    steps: { prompt: 'and then it rains', autoSpeech: true },
    price: 2 + 6,
    body: { autoSoundFlag: false, autoSpeechFlag: true },
  },
  {
    name: 'extend 8 s 540p + sound + speech',
    mode: 'extend',
    steps: { prompt: 'and then it rains', quality: '540p', duration: 8, autoSound: true, autoSpeech: true },
    price: 6 + 4 + 8,
    body: { autoSoundFlag: true, autoSpeechFlag: true, duration: 8, customizeDuration: 8, quality: '540p' },
  },
  { name: 'upscale, 12 s source', mode: 'upscale', steps: {}, price: 16, body: {} },
];
