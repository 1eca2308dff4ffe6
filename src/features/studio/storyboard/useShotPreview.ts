import { useEffect, useState } from 'react';
import { previewShot, type ShotPreview } from './story-actions';

/** How long a card's text must rest before its frame is asked for: typing does not call per key. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * A card's preview frame and scene, asked for when its text (or the earlier cards' texts, which
 * carry subjects, place and time into it) has settled. A failure keeps the frame there was; a
 * newer text cancels the older request.
 */
export function useShotPreview(text: string, context: readonly string[], language: string) {
  const [preview, setPreview] = useState<ShotPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const asked = text.trim();
  // One string for the effect's dependencies: a new array of the same texts is the same context.
  const contextKey = JSON.stringify(context);

  useEffect(() => {
    if (asked === '') {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setLoading(true);
      previewShot(asked, language, JSON.parse(contextKey) as string[], controller.signal)
        .then((answer) => {
          if (!controller.signal.aborted) setPreview(answer);
        })
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [asked, contextKey, language]);

  return { preview, loading };
}
