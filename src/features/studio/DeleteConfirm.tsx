import { useTranslation } from '@/lib/i18n/react';
import { Modal } from '@/components/dialog/Modal';

/** Asks before deleting one video or several. */
export function DeleteConfirm({
  count,
  onCancel,
  onDelete,
}: {
  count: number;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <Modal
      open
      onClose={onCancel}
      title={count > 1 ? t('app:history.confirm.titleMany', { count }) : t('app:history.confirm.title')}
      description={t('app:history.confirm.body', { count })}
      testId="delete-confirm"
    >
      <div className="mt-6 flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-ink/15 px-5 py-2 font-semibold text-ink"
        >
          {t('app:history.confirm.cancel')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          className="rounded-full bg-red-600 px-5 py-2 font-semibold text-white hover:bg-red-700"
        >
          {t('app:history.confirm.delete')}
        </button>
      </div>
    </Modal>
  );
}
