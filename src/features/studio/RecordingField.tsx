import { useTranslation } from '@/lib/i18n/react';
import { useStudioStore } from '@/stores/studio-store';
import { UploadButton } from './fields';

/** Speech's own recording, which can stand in for the prompt (SPEC §7 audioUrl). */
export function RecordingField() {
  const { t } = useTranslation(['app', 'common']);
  const audioUrl = useStudioStore((state) => state.params.audioUrl);
  const setParams = useStudioStore((state) => state.setParams);
  return (
    <div className="space-y-1">
      <UploadButton
        kind="audio"
        label={audioUrl ? t('app:audio.replace') : t('app:audio.upload')}
        onUploaded={(audioUrl) => setParams({ audioUrl })}
      />
      {audioUrl && (
        <button
          type="button"
          className="text-xs text-brand-700 underline"
          onClick={() => setParams({ audioUrl: null })}
        >
          {t('app:audio.remove')}
        </button>
      )}
    </div>
  );
}
