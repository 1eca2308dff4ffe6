/**
 * The Replicate models Vidloom ships (off until REPLICATE_API_TOKEN is set). Each row names
 * official Replicate models (`owner/name`, run with `POST /v1/models/{owner}/{name}/predictions`,
 * src/engine/providers/replicate.ts) and maps our fields onto the input schema on the model's API
 * page. Field names, allowed values and prices were read on 2026-11-26 (the URLs are in `docs`
 * and in the comments); where a page did not say, the comment says so.
 *
 * Prices: credits per second = ceil(USD per second × 1.3 / 0.02), one credit being worth about
 * 0.02 USD to us. A quality the model makes at one price has one figure. None of Replicate's own
 * price figures could be read (2026-11-27): every row says so in its `priceCheck`, with what its
 * figure rests on instead.
 *
 * Replicate ignores input fields a model does not declare (replicate/cog#2943: unknown inputs are
 * dropped, as the API always did), so a row shared by a text model and an image model may send a
 * field only one of them reads (Wan's `aspect_ratio`).
 */
import type { ModelEntry } from '../models';

/** Hosted video takes minutes; ten is generous for every model below (Replicate's own limit is 30). */
const TIMEOUT_SECONDS = 600;

export const REPLICATE_MODELS: readonly ModelEntry[] = [
  {
    // https://replicate.com/kwaivgi/kling-v2.5-turbo-pro/api: prompt, negative_prompt, start_image
    // (first frame, optional), aspect_ratio 16:9 | 9:16 | 1:1 (ignored with an image), duration
    // 5 | 10; one model id for text and image. Output: one 1080p MP4 URL.
    // Price: 0.07 USD a second (0.35 USD for 5 s), Kling's list price as resellers of this model
    // quote it on 2026-11-26; Replicate's page figure was not readable → 5 credits a second.
    id: 'replicate-kling-2.5-turbo-pro',
    name: 'Kling 2.5 Turbo Pro',
    provider: 'replicate',
    isNew: true,
    isPro: true,
    isFree: false,
    modes: ['generate'],
    qualities: ['1080p'],
    durations: [5, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'pro',
    pricing: { kind: 'per-second', credits: { '1080p': 5 } },
    remote: {
      text: 'kwaivgi/kling-v2.5-turbo-pro',
      image: 'kwaivgi/kling-v2.5-turbo-pro',
      input: {
        prompt: 'prompt',
        negativePrompt: 'negative_prompt',
        duration: 'duration',
        aspectRatio: 'aspect_ratio',
        image: 'start_image',
      },
      fps: 24,
      timeoutSeconds: TIMEOUT_SECONDS,
    },
    docs: 'https://replicate.com/kwaivgi/kling-v2.5-turbo-pro',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://replicate.com/kwaivgi/kling-v2.5-turbo-pro',
      note: "resellers' quote of Kling's list price (0.07 USD a second, several agree); Replicate's own figure was not readable",
    },
  },
  {
    // https://replicate.com/wan-video/wan-2.2-t2v-fast/api: prompt, num_frames 81–100 ("81 frames
    // give the best results"), aspect_ratio 16:9 (832×480) | 9:16, resolution 480p | 720p,
    // frames_per_second 5–24 (priced as the duration at 16 fps), seed. The image model
    // wan-video/wan-2.2-i2v-fast takes `image` and the same num_frames, resolution,
    // frames_per_second and seed (its shape follows the image). 81 frames at 16 fps: 5 s only.
    // Price: quotes differ fivefold. Integrators gave about 0.012 USD a second at 480p (0.06 USD
    // a 5 s video) and twice that at 720p on 2026-11-26; other hosts of Wan 2.2 charge 0.03 and
    // 0.06 USD a second (WaveSpeedAI, read 2026-11-27). Replicate's own figure was still not
    // readable, so the row is priced at the highest quote, which covers either: ceil(0.03 × 65)
    // = 2 and ceil(0.06 × 65) = 4 credits a second (priceCheck: unconfirmed).
    id: 'replicate-wan-2.2-fast',
    name: 'Wan 2.2 Fast',
    provider: 'replicate',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['540p', '720p'],
    durations: [5],
    aspectRatios: ['16:9', '9:16'],
    minPlan: 'free',
    pricing: { kind: 'per-second', credits: { '540p': 2, '720p': 4 } },
    remote: {
      text: 'wan-video/wan-2.2-t2v-fast',
      image: 'wan-video/wan-2.2-i2v-fast',
      input: {
        prompt: 'prompt',
        seed: 'seed',
        frames: 'num_frames',
        fps: 'frames_per_second',
        resolution: { to: 'resolution', values: { '540p': '480p', '720p': '720p' } },
        aspectRatio: 'aspect_ratio',
        image: 'image',
      },
      fps: 16,
      frameStep: 4,
      frameExtra: 1,
      timeoutSeconds: TIMEOUT_SECONDS,
    },
    docs: 'https://replicate.com/wan-video/wan-2.2-i2v-fast',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://replicate.com/wan-video/wan-2.2-i2v-fast',
      note: "public quotes differ fivefold and Replicate's own figure was not readable: priced at the highest quote",
    },
  },
  {
    // https://replicate.com/minimax/hailuo-02: prompt, first_frame_image (the video takes the
    // image's shape), duration 6 | 10, resolution 512p | 768p | 1080p, prompt_optimizer; one model
    // id for text and image. 10 s is made at 768p only and 1080p at 6 s only, which a row cannot
    // say, so we offer 6 s. A text request comes out 16:9. (The same field names are on the API
    // pages of minimax/hailuo-02-fast and minimax/hailuo-2.3 read the same day.)
    // Price: 0.045 USD a second at 768p, 0.08 at 1080p → 3 and 6 credits a second.
    id: 'replicate-hailuo-02',
    name: 'MiniMax Hailuo 02',
    provider: 'replicate',
    isNew: true,
    isPro: true,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p', '1080p'],
    durations: [6],
    aspectRatios: ['16:9'],
    minPlan: 'pro',
    pricing: { kind: 'per-second', credits: { '720p': 3, '1080p': 6 } },
    remote: {
      text: 'minimax/hailuo-02',
      image: 'minimax/hailuo-02',
      input: {
        prompt: 'prompt',
        duration: 'duration',
        resolution: { to: 'resolution', values: { '720p': '768p', '1080p': '1080p' } },
        image: 'first_frame_image',
      },
      fps: 25,
      timeoutSeconds: TIMEOUT_SECONDS,
    },
    docs: 'https://replicate.com/minimax/hailuo-02',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://replicate.com/minimax/hailuo-02',
      note: "the figures integrators quote; Replicate's own figure was not readable",
    },
  },
  {
    // https://replicate.com/bytedance/seedance-1-lite/api: prompt, image (optional first frame),
    // duration 2–12, resolution 480p | 720p | 1080p, aspect_ratio 16:9 | 4:3 | 1:1 | 3:4 | 9:16 |
    // 21:9 | 9:21 (ignored with an image), fps 24, camera_fixed, seed; one model id for both.
    // Price: 0.018 / 0.036 / 0.072 USD a second at 480p / 720p / 1080p → 2, 3 and 5 credits.
    id: 'replicate-seedance-1-lite',
    name: 'Seedance 1.0 Lite',
    provider: 'replicate',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['540p', '720p', '1080p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: { '540p': 2, '720p': 3, '1080p': 5 } },
    remote: {
      text: 'bytedance/seedance-1-lite',
      image: 'bytedance/seedance-1-lite',
      input: {
        prompt: 'prompt',
        seed: 'seed',
        duration: 'duration',
        resolution: { to: 'resolution', values: { '540p': '480p' } },
        aspectRatio: 'aspect_ratio',
        image: 'image',
      },
      fps: 24,
      timeoutSeconds: TIMEOUT_SECONDS,
    },
    docs: 'https://replicate.com/bytedance/seedance-1-lite',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://replicate.com/bytedance/seedance-1-lite',
      note: "the figures integrators quote; Replicate's own figure was not readable",
    },
  },
  {
    // https://replicate.com/lightricks/ltx-2.5-fast: prompt, image (first frame), last_frame_image,
    // resolution 720p | 1080p | 2k | 4k, duration 2, 3, 4, 5, 6, 8, 10 … 20 (above 10 s only at
    // 720p/1080p and 24/25 fps), aspect_ratio 16:9 | 9:16, fps 24 | 25 | 48 | 50 (default 25),
    // generate_audio (default true: the clip comes with its own sound); one model id for both.
    // Price: Lightricks' Fast tier, 0.03 USD a second at 720p and 0.06 at 1080p (the figures
    // Cloudflare relays for LTX Fast on 2026-11-26; Replicate's own figure was not readable)
    // → 2 and 4 credits a second.
    id: 'replicate-ltx-2.5-fast',
    name: 'LTX-2.5 Fast',
    provider: 'replicate',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p', '1080p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: { '720p': 2, '1080p': 4 } },
    remote: {
      text: 'lightricks/ltx-2.5-fast',
      image: 'lightricks/ltx-2.5-fast',
      input: {
        prompt: 'prompt',
        duration: 'duration',
        resolution: 'resolution',
        aspectRatio: 'aspect_ratio',
        image: 'image',
      },
      fixed: { generate_audio: true },
      fps: 25,
      timeoutSeconds: TIMEOUT_SECONDS,
    },
    docs: 'https://replicate.com/lightricks/ltx-2.5-fast',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://replicate.com/lightricks/ltx-2.5-fast',
      note: "Lightricks' Fast tier as Cloudflare relays it; Replicate's own figure was not readable",
    },
  },
];
