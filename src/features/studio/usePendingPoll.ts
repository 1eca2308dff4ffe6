import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { isRemoteModel } from '@/lib/generation';
import { notifyFinished } from './notify';
import { pollPending } from './studio-actions';

const POLL_MS = 3000;
const COMPLETION_MS = 3000;

/**
 * While a video is pending, all pending ones are polled together every POLL_MS; each that
 * finishes says so (a toast for a remote model's success or any failure, SPEC §4, and a system
 * notification when the visitor turned them on).
 */
export function usePendingPoll(pending: boolean) {
  const { t } = useTranslation(['app', 'common']);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(() => {
      pollPending()
        .then((finished) => {
          for (const record of finished) {
            if (record.state === 'success' && isRemoteModel(record.model))
              toast.success(t('app:history.completed'), { duration: COMPLETION_MS });
            if (record.state === 'fail') toast.error(t('app:failed'));
            notifyFinished(record.state === 'success' ? t('app:history.completed') : t('app:failed'), record.prompt);
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, t]);
}
