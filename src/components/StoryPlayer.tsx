/**
 * What a player adds for a story (API.md "Stories"): its WebVTT captions as a track of the
 * `<video>`, so the browser's own captions control appears, and its shots as chapters under the
 * player. Shared by the history card, the video detail and the public share page.
 */
import { type RefObject, useEffect, useState } from 'react';
import { formatNumber } from '@/lib/intl';
import { useTranslation } from '@/lib/i18n/react';
import type { StoryShot } from '@/lib/video-record';

/**
 * The captions of a story, to put inside its `<video>`. The file is served by our own media
 * route, so the video needs no `crossOrigin` for the browser to read it. `language` is the
 * story's own (its cues are the shots' texts), which screen readers and the captions menu use.
 */
export function CaptionsTrack({ src, language }: { src: string; language: string }) {
  const { t } = useTranslation('app');
  return <track kind="captions" src={src} srcLang={language} label={t('app:player.captions')} default />;
}

/** The language a story was told in, from what was asked, else the page's. */
export function storyLanguage(generateParam: Record<string, unknown> | undefined, pageLanguage: string): string {
  const language = generateParam?.language;
  return typeof language === 'string' && language !== '' ? language : pageLanguage;
}

/** A time in a video as players write it: 0:05, 1:30, 1:02:03 (the locale's digits). */
export function formatClock(locale: string, seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  // Padded by hand: minimumIntegerDigits would need an Intl.NumberFormat per page (src/lib/intl.ts).
  const two = (value: number) => `${value < 10 ? formatNumber(locale, 0) : ''}${formatNumber(locale, value)}`;
  const secondsPart = two(whole % 60);
  return hours > 0
    ? `${formatNumber(locale, hours)}:${two(minutes)}:${secondsPart}`
    : `${formatNumber(locale, minutes)}:${secondsPart}`;
}

/**
 * The chapter playing at `time`: the last shot that has begun. A failed shot is not in the video,
 * so it is never the one playing. Under a crossfade the next chapter counts from its start,
 * while the one before is still fading out.
 */
export function chapterAt(shots: readonly StoryShot[], time: number): number | null {
  let found: number | null = null;
  for (const [position, shot] of shots.entries()) {
    // A little slack: a seek to a chapter's start may land a frame before it.
    if (shot.state !== 'fail' && shot.start <= time + 0.05) found = position;
  }
  return found;
}

/**
 * A story's chapters under its player: "1 · 0:00 · text", one line each with the whole text in
 * a tooltip, each a button that seeks `video` there and plays. The chapter playing is marked
 * (aria-current) as the video's time moves. A failed shot is shown as failed and cannot be
 * chosen: there is nothing of it in the video to go to.
 */
export function StoryChapters({
  shots,
  video,
  language,
  landmark = true,
  className = '',
}: {
  shots: readonly StoryShot[];
  video: RefObject<HTMLVideoElement | null>;
  /** The story's language, for its texts (the page may be in another). */
  language: string;
  /**
   * A navigation landmark named "Chapters" where one player is on the page; a history of many
   * stories would repeat the same landmark on every card, so a card's list is a plain group.
   */
  landmark?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('app');
  const Container = landmark ? 'nav' : 'div';
  // Nothing is marked before the video has played or been sought: a chapter list at rest shows no "now".
  const [current, setCurrent] = useState<number | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const follow = () => setCurrent(chapterAt(shots, element.currentTime));
    element.addEventListener('timeupdate', follow);
    element.addEventListener('seeked', follow);
    return () => {
      element.removeEventListener('timeupdate', follow);
      element.removeEventListener('seeked', follow);
    };
  }, [shots, video]);

  const play = (position: number, start: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = start;
    setCurrent(position);
    // A browser that refuses to play (no media yet, a policy) leaves the video paused at the chapter.
    element.play()?.catch(() => {});
  };

  return (
    <Container
      role={landmark ? undefined : 'group'}
      aria-label={t('app:player.chapters')}
      className={className}
      data-testid="story-chapters"
    >
      <ol className="space-y-0.5">
        {shots.map((shot, position) => {
          const label = (
            <>
              <span className="shrink-0 text-ink-faint tabular-nums">
                {formatNumber(i18n.language, position + 1)} · {formatClock(i18n.language, shot.start)} ·
              </span>
              <bdi lang={language} className="min-w-0 truncate">
                {shot.text}
              </bdi>
            </>
          );
          return (
            <li key={shot.index}>
              {shot.state === 'fail' ? (
                <p
                  className="flex min-w-0 items-baseline gap-1.5 px-2 py-1.5 text-sm text-red-700 dark:text-red-300"
                  title={shot.text}
                  data-state="fail"
                >
                  {label}
                  <span className="shrink-0 ms-auto text-xs font-medium">{t('app:player.shotFailed')}</span>
                </p>
              ) : (
                <button
                  type="button"
                  title={shot.text}
                  aria-current={position === current ? 'true' : undefined}
                  onClick={() => play(position, shot.start)}
                  className="flex w-full min-w-0 items-baseline gap-1.5 rounded-lg px-2 py-1.5 text-start text-sm text-ink hover:bg-ink/5 aria-[current=true]:bg-brand-50 aria-[current=true]:font-medium aria-[current=true]:text-brand-700"
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </Container>
  );
}
