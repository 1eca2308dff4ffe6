import { useTranslation } from '@/lib/i18n/react';
import { dateTimeFormat } from '@/lib/intl';
import { isHostedProvider, type ModelEntry, type ModelInfo, modelInputs } from '@/lib/models';
import { modelName } from './model-name';
import { modelTerms } from './model-terms';

function Badge({ kind }: { kind: 'new' | 'pro' | 'free' }) {
  const { t } = useTranslation('app');
  const colors = {
    new: 'bg-emerald-100 text-emerald-800',
    pro: 'bg-amber-100 text-amber-900',
    free: 'bg-sky-100 text-sky-900',
  }[kind];
  return (
    <span className={`rounded px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide ${colors}`}>
      {t(`models.badges.${kind}`)}
    </span>
  );
}

/**
 * One model in the picker's list: its name and badges, what it takes or does, its terms, what
 * serves it here, and why it cannot be picked when the server (`info`) says so.
 */
export function ModelOption({
  row,
  info,
  selected,
  onChoose,
}: {
  row: ModelEntry | ModelInfo;
  info: ModelInfo | undefined;
  selected: boolean;
  onChoose: (row: ModelEntry | ModelInfo) => void;
}) {
  const { t, i18n } = useTranslation('app');
  const { id, isNew, isPro } = row;
  const hosted = isHostedProvider(row.provider);
  const unavailable = info?.available === false;
  const reason =
    !unavailable || !info.reason
      ? null
      : info.reason === 'retired' && info.retiredOn
        ? t('studio.modelReasons.retiredOn', { date: localDate(info.retiredOn, i18n.language) })
        : t(`studio.modelReasons.${info.reason}`, { defaultValue: info.reason });
  // Honest names: what really serves a remote model here, under SPEC's label.
  // A model named after what serves it (Gemini Omni Flash) needs no second line saying so.
  const servedBy =
    !hosted && info?.servedBy && info.servedBy.provider !== 'local' && info.servedBy.label !== info.name
      ? t('studio.servedBy', { name: info.servedBy.label })
      : null;
  return (
    <li role="none">
      <button
        type="button"
        role="option"
        aria-selected={selected}
        aria-disabled={unavailable || undefined}
        data-model={id}
        data-available={info ? String(info.available) : undefined}
        onClick={() => onChoose(row)}
        className="flex w-full items-start gap-3 rounded-xl p-2 text-start hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-600"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
            {modelName(t, id, row.name)}
            {isNew && <Badge kind="new" />}
            {isPro && <Badge kind="pro" />}
            {row.minPlan === 'free' && <Badge kind="free" />}
          </span>
          <span className="block text-xs text-ink-soft">
            {hosted
              ? t(`studio.modelInputs.${modelInputs(row).inputs.join('-') || 'text'}`)
              : t(`models.${id}.description`)}
          </span>
          <span className="block text-xs text-ink-soft" data-testid={`model-terms-${id}`}>
            {modelTerms(row, t, i18n.language)}
          </span>
          {servedBy && (
            <span className="block text-xs text-ink-faint" data-testid={`model-served-by-${id}`}>
              {servedBy}
            </span>
          )}
          {reason && (
            <span className="mt-0.5 block text-xs font-medium text-ink" data-testid={`model-reason-${id}`}>
              {reason}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

/** A retirement date (YYYY-MM-DD) in the reader's own format; anything else as it came. */
function localDate(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
