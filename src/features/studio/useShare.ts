import { useTranslation } from '@/lib/i18n/react';
import toast from 'react-hot-toast';
import { shareRecord } from './studio-actions';

/** Sharing a video: its link made and copied, with a toast that says how it went. */
export function useShare() {
  const { t, i18n } = useTranslation(['app', 'common']);
  return async (id: string) => {
    const loading = toast.loading(t('app:history.shareLoading'));
    try {
      const link = await shareRecord(id, i18n.language);
      await navigator.clipboard.writeText(link);
      toast.success(t('app:history.copied'), { id: loading });
    } catch {
      toast.error(t('app:history.copyFailed'), { id: loading });
    }
  };
}
