import { useTranslation } from '@/lib/i18n/react';

/** Batch delete's bar: select all, how many are ticked, delete them. */
export function SelectionBar({
  allSelected,
  count,
  onSelectAll,
  onDelete,
}: {
  allSelected: boolean;
  count: number;
  onSelectAll: (on: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    // biome-ignore lint/a11y/useSemanticElements: kept the div it was (a fieldset brings its own border, padding and min-width); role=group names the same grouping
    <div
      className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm"
      role="group"
      aria-label={t('app:history.select')}
    >
      <label className="flex items-center gap-2 text-ink">
        <input
          type="checkbox"
          checked={allSelected}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t('app:history.selectAll')}
      </label>
      <span className="text-ink-soft" aria-live="polite">
        {t('app:history.selectedCount', { count })}
      </span>
      <button
        type="button"
        disabled={count === 0}
        onClick={onDelete}
        className="ms-auto rounded-full bg-red-600 px-3 py-1 text-xs font-semibold text-white hover:bg-red-700 disabled:opacity-40"
      >
        {t('app:history.deleteSelected')}
      </button>
    </div>
  );
}
