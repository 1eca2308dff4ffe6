import { useTranslation } from '@/lib/i18n/react';
import { type ReactNode, useRef } from 'react';
import { SceneChips } from '@/components/SceneChips';
import { CaptionsTrack, StoryChapters, storyLanguage } from '@/components/StoryPlayer';
import { progressPercent, secondsLeft } from '@/lib/studio';
import type { VideoRecord } from '@/lib/video-record';
import { dateTimeFormat } from '@/lib/intl';
import { FailureQuote, failureSentence } from './FailureReason';

/**
 * One video of the history: its player, its failure, or its progress (elapsed / 90 s, capped at
 * 99 %, and the time left); then its mode, date, prompt, scene and `actions`. A story shows its
 * captions in the player, "Story · N shots" for its mode and its chapters, folded: a card stays short.
 */
export function HistoryCard({
  record,
  now,
  selection,
  actions,
}: {
  record: VideoRecord;
  now: number;
  selection: { checked: boolean; onChange: (on: boolean) => void } | null;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const left = secondsLeft(record, now);
  const video = useRef<HTMLVideoElement>(null);
  const shots = record.shots?.length ? record.shots : null;
  const language = storyLanguage(record.generateParam, i18n.language);
  const playing = record.state === 'success' && Boolean(record.videoUrl);
  return (
    <li
      data-record={record.id}
      data-state={record.state}
      data-mode={record.operationType}
      className="overflow-hidden rounded-2xl border border-ink/10 bg-surface"
    >
      <div className="relative aspect-video bg-ink/5">
        {selection && (
          <label className="absolute start-2 top-2 z-10 flex size-8 cursor-pointer items-center justify-center rounded-full bg-surface/90 shadow">
            <input
              type="checkbox"
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.target.checked)}
              aria-label={t('app:history.selectOne', {
                title: record.prompt || t(`common:modes.${record.operationType}`),
              })}
              className="size-4 accent-brand-600"
            />
          </label>
        )}
        {playing ? (
          <video
            ref={video}
            src={record.videoUrl ?? undefined}
            poster={record.coverUrl ?? undefined}
            controls
            preload="metadata"
            playsInline
            className="size-full bg-black object-contain"
            aria-label={record.prompt || t(`common:modes.${record.operationType}`)}
          >
            {record.captionsUrl && <CaptionsTrack src={record.captionsUrl} language={language} />}
          </video>
        ) : record.state === 'fail' ? (
          <div className="flex size-full items-center justify-center p-4 text-center text-sm text-red-700 dark:text-red-300">
            {t('app:history.failedShort')}
          </div>
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4" role="status">
            <span className="text-2xl font-semibold text-ink">{progressPercent(record, now)}%</span>
            <progress
              value={progressPercent(record, now)}
              max={100}
              className="h-1.5 w-3/4 accent-brand-600"
              aria-label={t('app:history.progress')}
            />
            <span className="text-xs text-ink-soft">
              {left === null ? t('app:history.almostDone') : t('app:history.timeLeft', { count: left })}
            </span>
          </div>
        )}
      </div>
      <div className="space-y-2 p-3">
        <p className="flex items-center gap-2 text-xs text-ink-faint">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 font-medium text-brand-700">
            {shots ? t('app:player.storyBadge', { count: shots.length }) : t(`common:modes.${record.operationType}`)}
          </span>
          <span>
            {dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(record.createTimestamp)}
          </span>
        </p>
        {record.prompt && <p className="line-clamp-2 text-sm text-ink">{record.prompt}</p>}
        {record.scene && <SceneChips scene={record.scene} />}
        {playing && shots && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-ink">{t('app:player.chapters')}</summary>
            <StoryChapters shots={shots} video={video} language={language} landmark={false} className="mt-1" />
          </details>
        )}
        {record.state === 'fail' && (
          <div className="space-y-1 text-xs">
            <p className="text-red-700 dark:text-red-300">
              {failureSentence(t, record)} {t('app:history.refunded', { count: record.cost })}
            </p>
            <FailureQuote record={record} className="line-clamp-3 border-s-2 border-ink/15 ps-2 text-ink-soft" />
          </div>
        )}
        {actions}
      </div>
    </li>
  );
}
