import { useTranslation } from '@/lib/i18n/react';

/** The live cost beside the balance, and Generate; on a phone it stays in view at the bottom while the settings scroll. */
export function GenerateBar({
  cost,
  balance,
  generating,
}: {
  cost: number | null;
  balance: number | null;
  generating: boolean;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-ink/10 bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
      <p className="flex items-center justify-between text-sm" data-testid="cost">
        <span className="text-ink-soft">
          {cost === null ? t('app:cost.pending') : t('app:cost.label', { count: cost })}
        </span>
        {balance !== null && <span className="text-ink-faint">{t('app:cost.balance', { count: balance })}</span>}
      </p>
      <button
        type="submit"
        disabled={generating}
        aria-busy={generating}
        className="w-full rounded-full bg-brand-600 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
      >
        {generating ? t('app:starting') : t('app:generate')}
      </button>
    </div>
  );
}
