/**
 * The storyboard's free calls (API.md "Stories"): a story cut into shots, one shot's preview
 * frame with what the animatic understood of it, and what the story would cost now. The API
 * client loads on first use.
 */
import type { ScenePlan } from '@/lib/scene-plan';

const runtime = () => import('@/features/auth/account-runtime');

export async function splitStory(text: string, language: string): Promise<string[]> {
  const { apiClient } = await runtime();
  const { shots } = await apiClient().post<{ shots: { text: string }[] }>('/api/v1/story/split', { text, language });
  return shots.map((shot) => shot.text);
}

export type ShotPreview = { scene: ScenePlan; imageUrl: string };

/**
 * One card's frame. Quiet: a preview the user did not click for says nothing when it fails (too
 * fast, offline); the card keeps the frame it had.
 */
export async function previewShot(
  text: string,
  language: string,
  context: string[],
  signal: AbortSignal,
): Promise<ShotPreview> {
  const { apiClient } = await runtime();
  return apiClient().post<ShotPreview>(
    '/api/v1/story/preview',
    { text, language, ...(context.length > 0 ? { context } : {}) },
    { quiet: true, signal },
  );
}

/** What the story's create would charge now, shot by shot (a shot already made is free). */
export type StoryQuote = {
  cost: number;
  shots: { index: number; cost: number; reused: boolean }[];
};

/** Quiet, like a preview: without an answer the board shows its own sum. */
export async function priceStory(body: Record<string, unknown>, signal: AbortSignal): Promise<StoryQuote> {
  const { apiClient } = await runtime();
  return apiClient().post<StoryQuote>('/api/v1/story/price', body, { quiet: true, signal });
}
