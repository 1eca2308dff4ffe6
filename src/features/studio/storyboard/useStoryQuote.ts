import { useEffect, useState } from 'react';
import { priceStory, type StoryQuote } from './story-actions';

/** How long the board must rest before its price is asked for: editing does not call per key. */
const QUOTE_DEBOUNCE_MS = 400;

/**
 * The server's price of the story as it stands, or null until it answers for this very body. The
 * board's own sum cannot know which shots its owner already made with the board's seed (those are
 * free, and a changed shot can change the plans of the ones after it); the server can. It is asked
 * again when the body changes and when `made` does (a video of the caller's finished: perhaps
 * this board's story, whose shots are now free). A newer request cancels the older; a failure
 * leaves the board's own sum in place.
 */
export function useStoryQuote(body: Record<string, unknown>, enabled: boolean, made: number): StoryQuote | null {
  const key = JSON.stringify(body);
  const [answer, setAnswer] = useState<{ key: string; quote: StoryQuote } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `made` is a trigger: a finished video can make shots free
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      priceStory(JSON.parse(key) as Record<string, unknown>, controller.signal)
        .then((quote) => {
          if (!controller.signal.aborted) setAnswer({ key, quote });
        })
        .catch(() => {});
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, enabled, made]);

  return enabled && answer?.key === key ? answer.quote : null;
}
