import type { ModelEntry } from '../models';

/**
 * The comfyui models Vidloom ships (off until COMFYUI_URL is set): open models on the
 * operator's own GPU, each run by two workflows of workflows/comfyui (one for a prompt alone,
 * one with a first image; see its README for the model files to install).
 *
 * Prices: there is no list price, the cost is the operator's GPU time. We value it at what
 * renting a consumer GPU costs (our estimate, 2026-11-26: an RTX 4090 at about 0.60 USD an
 * hour) and apply the other hosted models' rule, ceil(USD per second of video × 1.3 / 0.02):
 * - Wan 2.2 TI2V 5B makes 5 s at 720p in under nine minutes on an RTX 4090 (Wan's own figure,
 *   https://huggingface.co/Wan-AI/Wan2.2-TI2V-5B): about 0.09 USD, 0.018 USD a second → 2
 *   credits; 960×544 is about half the pixels and half the time → 1 credit.
 * - LTX-Video 2B is several times faster (30 steps, 32× spatial compression): well under
 *   0.01 USD a second at every size → 1 credit, the smallest price there is.
 * An operator with other costs re-prices the rows with MODELS_FILE.
 *
 * Jobs wait in one GPU's queue, so the limit is generous (half an hour, queueing included).
 * `minPlan: 'basic'` keeps free accounts and visitors from filling that single queue.
 */
/** No list price to confirm: the figures are our estimate of the operator's GPU time. */
const COMFYUI_PRICE_CHECK = {
  confirmed: false,
  checkedOn: '2026-11-26',
  source: 'https://huggingface.co/Wan-AI/Wan2.2-TI2V-5B',
  note: "no list price: an estimate of the operator's GPU time (an RTX 4090 rented at about 0.60 USD an hour)",
};

export const COMFYUI_MODELS: readonly ModelEntry[] = [
  {
    id: 'comfyui-wan2.2-ti2v-5b',
    name: 'Wan 2.2 TI2V 5B',
    provider: 'comfyui',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    qualities: ['540p', '720p'],
    // 24 fps and 121 frames (5 s) is what the model was made for; 4 s (97 frames) is lighter.
    durations: [4, 5],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: { '540p': 1, '720p': 2 } },
    remote: {
      text: 'wan2.2-ti2v-5b-t2v',
      image: 'wan2.2-ti2v-5b-i2v',
      fps: 24,
      // Wan22ImageToVideoLatent: the VAE packs 4 frames per latent frame, plus the first (4k+1).
      frameStep: 4,
      frameExtra: 1,
      // The model's own 1280×704 and a lighter size; both multiples of 32 (the node's step).
      sizes: { '540p': [960, 544], '720p': [1280, 704] },
      timeoutSeconds: 1800,
    },
    docs: 'https://docs.comfy.org/tutorials/video/wan/wan2_2',
    priceCheck: COMFYUI_PRICE_CHECK,
  },
  {
    id: 'comfyui-ltxv',
    name: 'LTX-Video 0.9.5',
    provider: 'comfyui',
    isNew: true,
    isPro: false,
    isFree: false,
    modes: ['generate'],
    // 720p is 1280×736 after rounding to 32, about the largest LTX-Video 2B is made for.
    qualities: ['360p', '540p', '720p'],
    // Up to 241 frames at 24 fps; LTX-Video stays under 257.
    durations: [5, 8, 10],
    aspectRatios: ['16:9', '9:16', '1:1'],
    minPlan: 'basic',
    pricing: { kind: 'per-second', credits: 1 },
    remote: {
      text: 'ltxv-t2v',
      image: 'ltxv-i2v',
      fps: 24,
      // EmptyLTXVLatentVideo / LTXVImgToVideo: 8 frames per latent frame plus the first (8k+1).
      frameStep: 8,
      frameExtra: 1,
      // The latent is 1/32 of the frame in each direction.
      sizeMultiple: 32,
      timeoutSeconds: 1800,
    },
    docs: 'https://docs.comfy.org/tutorials/video/ltxv',
    priceCheck: COMFYUI_PRICE_CHECK,
  },
];
