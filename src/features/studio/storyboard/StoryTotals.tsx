import { useTranslation } from '@/lib/i18n/react';

/** The story's length and number of shots, each against its plan's limit. */
export function StoryTotals({
  seconds,
  shots,
  limits,
}: {
  seconds: number;
  shots: number;
  limits: { storySeconds: number; storyShots: number };
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="story-totals">
      <div className="min-w-0 rounded-xl bg-ink/5 px-3 py-2">
        <dt className="text-xs text-ink-soft">{t('app:story.totals.length')}</dt>
        <dd className="font-medium text-ink" data-testid="story-length">
          {t('app:story.totals.lengthOf', { seconds, max: limits.storySeconds })}
        </dd>
      </div>
      <div className="min-w-0 rounded-xl bg-ink/5 px-3 py-2">
        <dt className="text-xs text-ink-soft">{t('app:story.totals.shots')}</dt>
        <dd className="font-medium text-ink" data-testid="story-shot-count">
          {t('app:story.totals.shotsOf', { value: shots, max: limits.storyShots })}
        </dd>
      </div>
    </dl>
  );
}
