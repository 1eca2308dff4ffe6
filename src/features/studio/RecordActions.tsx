import { useTranslation } from '@/lib/i18n/react';
import type { Mode } from '@/lib/modes';
import type { VideoRecord } from '@/lib/video-record';

const FOLLOW_UPS: Mode[] = ['sound', 'speech', 'extend', 'upscale'];

/** What can be done with a video: download, share, follow-up modes, delete. */
export function RecordActions({
  record,
  onShare,
  onUse,
  onDelete,
  onOpen,
  onEditStory,
}: {
  record: VideoRecord;
  onShare: (id: string) => Promise<void>;
  onUse: (record: VideoRecord, mode: Mode) => void;
  onDelete: (id: string) => void;
  onOpen?: (record: VideoRecord) => void;
  /** A story, finished or failed, opened again in the storyboard. */
  onEditStory?: (record: VideoRecord) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      {record.state === 'success' && record.videoUrl && (
        <>
          <a
            href={`${record.videoUrl}?download=1`}
            download
            className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50"
          >
            {t('app:history.download')}
          </a>
          {onOpen && (
            <button
              type="button"
              onClick={() => onOpen(record)}
              className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50"
            >
              {t('app:history.open')}
            </button>
          )}
          {!record.privateFlag && (
            <button
              type="button"
              onClick={() => void onShare(record.id)}
              className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50"
            >
              {t('app:history.share')}
            </button>
          )}
          {FOLLOW_UPS.map((mode) => (
            <button
              key={mode}
              type="button"
              onClick={() => onUse(record, mode)}
              className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50"
            >
              {t(`common:modes.${mode}`)}
            </button>
          ))}
        </>
      )}
      {onEditStory && record.operationType === 'story' && (record.state === 'success' || record.state === 'fail') && (
        <button
          type="button"
          onClick={() => onEditStory(record)}
          className="rounded-full border border-ink/15 px-2.5 py-1 text-ink hover:bg-brand-50"
        >
          {t('app:history.editStory')}
        </button>
      )}
      <button
        type="button"
        onClick={() => onDelete(record.id)}
        className="rounded-full border border-red-200 px-2.5 py-1 text-red-700 dark:text-red-300 hover:bg-red-50"
      >
        {t('app:history.delete')}
      </button>
    </div>
  );
}
