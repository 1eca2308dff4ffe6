import { useTranslation } from '@/lib/i18n/react';
import { type ReactNode, useRef } from 'react';
import { Modal } from '@/components/dialog/Modal';
import { SceneChips } from '@/components/SceneChips';
import { CaptionsTrack, StoryChapters, storyLanguage } from '@/components/StoryPlayer';
import type { VideoRecord } from '@/lib/video-record';
import { FailureQuote, failureSentence } from './FailureReason';

/**
 * One video opened large: the player (or why there is none), a story's chapters, its scene, size,
 * length and cost, and `actions`.
 */
export function RecordDetail({
  record,
  onClose,
  actions,
}: {
  record: VideoRecord;
  onClose: () => void;
  actions: ReactNode;
}) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const video = useRef<HTMLVideoElement>(null);
  const language = storyLanguage(record.generateParam, i18n.language);
  return (
    <Modal
      open
      onClose={onClose}
      title={record.prompt || t(`common:modes.${record.operationType}`)}
      size="lg"
      testId="video-detail"
    >
      <div className="mt-4 space-y-3">
        {record.state === 'success' && record.videoUrl ? (
          <>
            <video
              ref={video}
              src={record.videoUrl}
              poster={record.coverUrl ?? undefined}
              controls
              autoPlay
              playsInline
              className="max-h-[60dvh] w-full rounded-xl bg-black"
            >
              {record.captionsUrl && <CaptionsTrack src={record.captionsUrl} language={language} />}
            </video>
            {record.shots?.length ? <StoryChapters shots={record.shots} video={video} language={language} /> : null}
          </>
        ) : record.state === 'fail' ? (
          <div className="space-y-2">
            <p className="text-sm text-red-700 dark:text-red-300">{failureSentence(t, record)}</p>
            <FailureQuote record={record} className="border-s-2 border-ink/15 ps-3 text-sm text-ink-soft" />
          </div>
        ) : (
          <p className="text-sm text-ink-soft">{t('app:history.progress')}</p>
        )}
        {record.scene && <SceneChips scene={record.scene} />}
        <p className="text-xs text-ink-faint">
          {[
            record.width && record.height ? `${record.width}×${record.height}` : null,
            record.duration ? t('app:duration.seconds', { count: Math.round(record.duration) }) : null,
            t('app:cost.label', { count: record.cost }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {actions}
      </div>
    </Modal>
  );
}
