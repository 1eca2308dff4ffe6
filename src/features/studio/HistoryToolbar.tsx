import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useState } from 'react';
import { useStudioStore } from '@/stores/studio-store';
import { enableNotifications, notificationsEnabled, notificationsSupported } from './notify';

/** The history's title, the notifications switch, the selection mode's switch and the duration filter. */
export function HistoryToolbar({
  hasRecords,
  selecting,
  onSelecting,
}: {
  hasRecords: boolean;
  selecting: boolean;
  onSelecting: (on: boolean) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  const durationFilter = useStudioStore((state) => state.durationFilter);
  const setDurationFilter = useStudioStore((state) => state.setDurationFilter);
  const [notify, setNotify] = useState<'unsupported' | 'off' | 'on'>('unsupported');
  useEffect(() => {
    if (notificationsSupported() && Notification.permission !== 'denied')
      setNotify(notificationsEnabled() ? 'on' : 'off');
  }, []);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id="history-title" className="text-lg font-semibold text-ink">
        {t('app:history.title')}
      </h2>
      {notify !== 'unsupported' && (
        <button
          type="button"
          disabled={notify === 'on'}
          aria-pressed={notify === 'on'}
          onClick={() => void enableNotifications().then((on) => setNotify(on ? 'on' : 'off'))}
          className="ms-auto rounded-full border border-ink/15 px-3 py-1 text-xs text-ink-soft hover:bg-brand-50 disabled:cursor-default disabled:border-transparent disabled:hover:bg-transparent"
        >
          {notify === 'on' ? t('app:history.notifyOn') : t('app:history.notify')}
        </button>
      )}
      {hasRecords && (
        <button
          type="button"
          aria-pressed={selecting}
          onClick={() => onSelecting(!selecting)}
          className={`rounded-full border border-ink/15 px-3 py-1 text-xs text-ink-soft hover:bg-brand-50 ${notify === 'unsupported' ? 'ms-auto' : ''}`}
          data-testid="history-select"
        >
          {selecting ? t('app:history.selectDone') : t('app:history.select')}
        </button>
      )}
      <label className="text-sm text-ink-soft">
        <span className="sr-only">{t('app:history.filter.label')}</span>
        <select
          value={durationFilter ?? ''}
          onChange={(event) => setDurationFilter(event.target.value ? (Number(event.target.value) as 5 | 8) : null)}
          className="rounded-lg border border-ink/15 bg-surface px-2 py-1"
        >
          <option value="">{t('app:history.filter.all')}</option>
          <option value="5">{t('app:duration.seconds', { count: 5 })}</option>
          <option value="8">{t('app:duration.seconds', { count: 8 })}</option>
        </select>
      </label>
    </div>
  );
}
