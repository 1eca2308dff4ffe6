/**
 * The fal models Vidloom ships (issue 19), off until FAL_KEY is set. Each row names fal's own
 * endpoint ids (queue API: `POST {FAL_QUEUE_URL}/{endpoint id}`, src/engine/providers/fal.ts) and
 * maps our fields onto the input schema fal publishes for them.
 *
 * Read on 2026-11-26: each model's page and its `llms.txt` at https://fal.ai/models/<endpoint id>
 * (price, input fields, allowed values), and the input types fal generates for its JavaScript
 * client (fal-ai/fal-js, libs/client/src/types/endpoints.ts, snapshot of 2026-08-02).
 *
 * Prices: credits a second = ceil(fal's USD a second × 1.3 / 0.02), one credit being worth about
 * 0.02 USD to us; the USD figure sits next to each row. A field goes in the map only when the
 * model's schema lists it. One map serves both endpoints of a row; the only field one of them
 * lacks is Kling's `aspect_ratio` on its image endpoint (the shape comes from the picture). fal's
 * docs do not say whether such a field is ignored or refused; its inputs are Pydantic models,
 * which ignore unknown fields unless told otherwise.
 */
import type { ModelEntry } from '../models';

export const FAL_MODELS: readonly ModelEntry[] = [
  {
    // Kling 3.0 Standard, 720p. $0.084/s with audio off ($0.126 with it): ceil(0.084 × 65) = 6.
    // Audio is off (`generate_audio: false`): our finish adds a silent track, and it halves the
    // premium; a MODELS_FILE may turn it on with the price that goes with it. Durations 3–15 s.
    id: 'fal-kling-3-standard',
    name: 'Kling 3.0 Standard',
    provider: 'fal',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: { '720p': 6 } },
    remote: {
      text: 'fal-ai/kling-video/v3/standard/text-to-video',
      image: 'fal-ai/kling-video/v3/standard/image-to-video',
      input: {
        prompt: 'prompt',
        negativePrompt: 'negative_prompt',
        duration: { to: 'duration', as: 'string' },
        aspectRatio: 'aspect_ratio',
        image: 'start_image_url',
      },
      fixed: { generate_audio: false },
      timeoutSeconds: 900,
    },
    docs: 'https://fal.ai/models/fal-ai/kling-video/v3/standard/text-to-video',
    priceCheck: {
      confirmed: true,
      checkedOn: '2026-11-27',
      source: 'https://fal.ai/models/fal-ai/kling-video/v3/standard/text-to-video/llms.txt',
    },
  },
  {
    // Kling 3.0 Pro, 1080p. $0.112/s with audio off ($0.168 with it): ceil(0.112 × 65) = 8.
    id: 'fal-kling-3-pro',
    name: 'Kling 3.0 Pro',
    provider: 'fal',
    isNew: true,
    isPro: true,
    isFree: false,
    modes: ['generate'],
    qualities: ['1080p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'pro',
    pricing: { kind: 'per-second', credits: { '1080p': 8 } },
    remote: {
      text: 'fal-ai/kling-video/v3/pro/text-to-video',
      image: 'fal-ai/kling-video/v3/pro/image-to-video',
      input: {
        prompt: 'prompt',
        negativePrompt: 'negative_prompt',
        duration: { to: 'duration', as: 'string' },
        aspectRatio: 'aspect_ratio',
        image: 'start_image_url',
      },
      fixed: { generate_audio: false },
      timeoutSeconds: 900,
    },
    docs: 'https://fal.ai/models/fal-ai/kling-video/v3/pro/text-to-video',
    priceCheck: {
      confirmed: true,
      checkedOn: '2026-11-26',
      source: 'https://fal.ai/models/fal-ai/kling-video/v3/pro/text-to-video/llms.txt',
    },
  },
  {
    // Wan 2.2 A14B. $0.08/s at 720p, $0.06 at 580p (our 540p), "video seconds calculated at
    // 16 frames per second" (the image endpoint's page; the text one's was not readable):
    // ceil(0.08 × 65) = 6, ceil(0.06 × 65) = 4. It renders 16 fps and
    // 4k+1 frames (17–161), so 10 s is 161 frames; fal's frame interpolation doubles the rate.
    id: 'fal-wan-2.2-a14b',
    name: 'Wan 2.2 A14B',
    provider: 'fal',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['540p', '720p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: { '540p': 4, '720p': 6 } },
    remote: {
      text: 'fal-ai/wan/v2.2-a14b/text-to-video',
      image: 'fal-ai/wan/v2.2-a14b/image-to-video',
      input: {
        prompt: 'prompt',
        negativePrompt: 'negative_prompt',
        seed: 'seed',
        frames: 'num_frames',
        fps: 'frames_per_second',
        resolution: { to: 'resolution', values: { '540p': '580p', '720p': '720p' } },
        aspectRatio: 'aspect_ratio',
        image: 'image_url',
      },
      // Off by default on fal's image endpoint: our prompts and pictures are checked like every model's.
      fixed: { enable_safety_checker: true },
      fps: 16,
      frameStep: 4,
      frameExtra: 1,
      timeoutSeconds: 600,
    },
    docs: 'https://fal.ai/models/fal-ai/wan/v2.2-a14b/text-to-video',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://fal.ai/models/fal-ai/wan/v2.2-a14b/image-to-video/llms.txt',
      note: "read on the image endpoint's page (its video-to-video sibling's agrees); the text endpoint's own price was not readable",
    },
  },
  {
    // MiniMax Hailuo 02 Standard, 768P (fal's own value; our 720p). $0.045/s at 768P:
    // ceil(0.045 × 65) = 3. Durations "6" and "10" only. The text endpoint has no resolution
    // nor aspect ratio field (768P, landscape); the image endpoint's `resolution` defaults to
    // 768P and is not sent, so both endpoints get the same input. Shape: 16:9 alone.
    id: 'fal-hailuo-02-standard',
    name: 'MiniMax Hailuo 02 Standard',
    provider: 'fal',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p'],
    durations: [6, 10],
    aspectRatios: ['16:9'],
    minPlan: 'free',
    pricing: { kind: 'per-second', credits: { '720p': 3 } },
    remote: {
      text: 'fal-ai/minimax/hailuo-02/standard/text-to-video',
      image: 'fal-ai/minimax/hailuo-02/standard/image-to-video',
      input: {
        prompt: 'prompt',
        duration: { to: 'duration', as: 'string' },
        image: 'image_url',
      },
      timeoutSeconds: 600,
    },
    docs: 'https://fal.ai/models/fal-ai/minimax/hailuo-02/standard/text-to-video',
    priceCheck: {
      confirmed: true,
      checkedOn: '2026-11-26',
      source: 'https://fal.ai/models/fal-ai/minimax/hailuo-02/standard/text-to-video/llms.txt',
    },
  },
  {
    // Seedance 1.0 Pro Fast (fal moved the plain 1.0 Pro image endpoint onto it). $1 per million
    // video tokens, tokens = height × width × 24 fps × seconds / 1024: 1080p is 48,600 tokens a
    // second ($0.0486, ceil(3.16) = 4), 720p 21,600 ($0.0216, ceil(1.40) = 2). Durations 2–12 s.
    id: 'fal-seedance-1-pro-fast',
    name: 'Seedance 1.0 Pro Fast',
    provider: 'fal',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p', '1080p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'free',
    pricing: { kind: 'per-second', credits: { '720p': 2, '1080p': 4 } },
    remote: {
      text: 'fal-ai/bytedance/seedance/v1/pro/fast/text-to-video',
      image: 'fal-ai/bytedance/seedance/v1/pro/fast/image-to-video',
      input: {
        prompt: 'prompt',
        seed: 'seed',
        duration: { to: 'duration', as: 'string' },
        aspectRatio: 'aspect_ratio',
        resolution: 'resolution',
        image: 'image_url',
      },
      fixed: { enable_safety_checker: true },
      timeoutSeconds: 600,
    },
    docs: 'https://fal.ai/models/fal-ai/bytedance/seedance/v1/pro/fast/text-to-video',
    priceCheck: {
      confirmed: true,
      checkedOn: '2026-11-26',
      source: 'https://fal.ai/models/fal-ai/bytedance/seedance/v1/pro/fast/text-to-video/llms.txt',
    },
  },
  {
    // LTX-Video 13B 0.9.8 Distilled, 720p. $0.02 a second "billed at 24 frames per second": the
    // price fal shows for this family's extend endpoint (the text and image pages' price was not
    // in what could be read again on 2026-11-27; same model, same runner): ceil(0.02 × 65) = 2,
    // unconfirmed (priceCheck). 24 fps, 8k+1 frames (9–1441): 5 s is fal's default 121 frames.
    id: 'fal-ltx-video-13b',
    name: 'LTX-Video 13B Distilled',
    provider: 'fal',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['720p'],
    durations: [4, 5, 6, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'free',
    pricing: { kind: 'per-second', credits: { '720p': 2 } },
    remote: {
      text: 'fal-ai/ltxv-13b-098-distilled',
      image: 'fal-ai/ltxv-13b-098-distilled/image-to-video',
      input: {
        prompt: 'prompt',
        negativePrompt: 'negative_prompt',
        seed: 'seed',
        frames: 'num_frames',
        fps: 'frame_rate',
        resolution: 'resolution',
        aspectRatio: 'aspect_ratio',
        image: 'image_url',
      },
      fps: 24,
      frameStep: 8,
      frameExtra: 1,
      timeoutSeconds: 600,
    },
    docs: 'https://fal.ai/models/fal-ai/ltxv-13b-098-distilled',
    priceCheck: {
      confirmed: false,
      checkedOn: '2026-11-27',
      source: 'https://fal.ai/models/fal-ai/ltxv-13b-098-distilled/extend/llms.txt',
      note: "the price of the same model's extend endpoint: the text and image endpoints' own price was not readable",
    },
  },
];
