/**
 * "Download my data" on the settings page: asks for an archive of the account's data, shows it
 * being prepared (polling until a worker has made it), then a download link until it expires.
 */
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { publicEnv } from '@/public-env';
import { useUserStore } from '@/stores/user-store';
import type { DataExportStatus } from '@/lib/api/schemas/data-export';
import { loadDataExport, requestDataExport } from './account-actions';

/** How often a preparing archive is asked after. */
const POLL_MS = 3000;

const primary =
  'inline-block rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

export function DataExport() {
  const { t } = useTranslation('myData');
  const { locale = 'en' } = useRouter();
  const userId = useUserStore((state) => state.user?.id);
  const [status, setStatus] = useState<DataExportStatus | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another account signing in is the trigger: its archive is read
  useEffect(() => {
    loadDataExport()
      .then(setStatus)
      .catch(() => setStatus(null));
  }, [userId]);

  const preparing = status?.state === 'preparing';
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => {
      loadDataExport()
        .then(setStatus)
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [preparing]);

  const ask = async () => {
    setBusy(true);
    try {
      setStatus(await requestDataExport());
    } catch {
      // The API client has said what went wrong (the daily limit, for one).
    } finally {
      setBusy(false);
    }
  };

  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      Math.max(0.1, bytes / 1e6),
    );
  const date = (at: number) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

  return (
    <section aria-labelledby="my-data-title" className="rounded-3xl border border-ink/10 p-6" data-testid="my-data">
      <h2 id="my-data-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('body')}</p>
      <div className="mt-4 space-y-3 text-sm" aria-live="polite">
        {preparing && (
          <p className="flex items-center gap-2 text-ink" data-state="preparing">
            <span
              aria-hidden="true"
              className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-600 border-e-transparent"
            />
            {t('preparing')}
          </p>
        )}
        {status?.state === 'ready' && status.downloadUrl && (
          <div data-state="ready" className="space-y-3">
            <p className="text-ink">
              {t('ready', { size: size(status.bytes ?? 0) })}{' '}
              {status.expiresAt && (
                <span className="text-ink-soft">{t('expires', { date: date(status.expiresAt) })}</span>
              )}
            </p>
            <a href={`${publicEnv.NEXT_PUBLIC_API_BASE ?? ''}${status.downloadUrl}`} download className={primary}>
              {t('download')}
            </a>
          </div>
        )}
        {status?.state === 'failed' && (
          <p className="text-red-700 dark:text-red-400" data-state="failed">
            {t('failed')}
          </p>
        )}
        {status !== undefined && !preparing && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void ask()}
            className={
              status?.state === 'ready'
                ? 'rounded-full border border-ink/15 px-5 py-2 text-sm font-semibold text-ink hover:bg-ink/5 disabled:opacity-60'
                : primary
            }
          >
            {status ? t('again') : t('request')}
          </button>
        )}
      </div>
    </section>
  );
}
