import { useState } from 'react';

/**
 * One example made by our engine: a still until asked, then the clip with its sound. Nothing
 * but the small poster loads with the page. `priority` marks the poster that is the first view's
 * largest picture on a phone (the landing page's clip, the home page's first): fetched at once
 * and first, not lazily once layout finds it (Lighthouse's LCP, issue 18).
 */
export function ExampleClip({
  mode,
  label,
  playLabel,
  priority = false,
}: {
  mode: string;
  label: string;
  playLabel: string;
  priority?: boolean;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-ink/5">
      {playing ? (
        <video
          src={`/examples/${mode}.mp4`}
          poster={`/examples/${mode}.jpg`}
          width={480}
          height={270}
          className="size-full object-cover"
          autoPlay
          controls
          playsInline
          loop
          aria-label={label}
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group block size-full" aria-label={playLabel}>
          <img
            src={`/examples/${mode}.jpg`}
            alt=""
            width={480}
            height={270}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
          <span
            className="absolute inset-0 m-auto flex size-12 items-center justify-center rounded-full bg-surface/90 text-brand-700 shadow-lg transition-transform group-hover:scale-110"
            aria-hidden="true"
          >
            {/* Media controls keep their direction in right-to-left languages. */}
            <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
              <path d="M6 4l10 6-10 6z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
