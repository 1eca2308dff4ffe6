import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';

/**
 * The live cost beside the balance, and Generate; on a phone it stays in view at the bottom while
 * the settings scroll. `blocked` says why Generate is off (a story over its plan's limits).
 */
export function GenerateBar({
  cost,
  balance,
  generating,
  blocked = null,
}: {
  cost: number | null;
  balance: number | null;
  generating: boolean;
  blocked?: string | null;
}) {
  const { t } = useTranslation(['app', 'common']);
  const reasonId = useId();
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-ink/10 bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
      <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm" data-testid="cost">
        <span className="text-ink-soft">
          {cost === null ? t('app:cost.pending') : t('app:cost.label', { count: cost })}
        </span>
        {balance !== null && (
          <span className={cost !== null && cost > balance ? 'text-red-700 dark:text-red-300' : 'text-ink-faint'}>
            {t('app:cost.balance', { count: balance })}
          </span>
        )}
      </p>
      {blocked && (
        <p id={reasonId} className="text-sm text-red-700 dark:text-red-300" data-testid="generate-blocked">
          {blocked}
        </p>
      )}
      <button
        type="submit"
        disabled={generating || blocked !== null}
        aria-busy={generating}
        aria-describedby={blocked ? reasonId : undefined}
        className="w-full rounded-full bg-brand-600 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait"
      >
        {generating ? t('app:starting') : t('app:generate')}
      </button>
    </div>
  );
}
