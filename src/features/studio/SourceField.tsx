import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Mode } from '@/lib/modes';
import { sourceFromUpload, upscaleTarget } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { UploadButton } from './fields';

/** The source video of sound, speech, extend and upscale: one of the finished records, or an upload. */
export function SourceField({ mode }: { mode: Mode }) {
  const { t } = useTranslation(['app', 'common']);
  const source = useStudioStore((state) => state.params.source);
  // A poll replaces only the pending records it asked about: the finished ones keep their identity,
  // so this list compares equal (useShallow) and the field does not render again.
  const finished = useStudioStore(
    useShallow((state) => state.records.filter((record) => record.state === 'success' && record.videoUrl)),
  );
  const setParams = useStudioStore((state) => state.setParams);
  const sourceId = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={sourceId} className="block text-sm font-medium text-ink">
        {t('app:source.label')}
      </label>
      <select
        id={sourceId}
        value={source?.recordId ?? (source ? 'upload' : '')}
        onChange={(event) => {
          const record = finished.find((item) => item.id === event.target.value);
          setParams({
            source: record
              ? {
                  recordId: record.id,
                  url: record.videoUrl!,
                  duration: record.duration ?? 0,
                  quality: record.generateParam.quality as never,
                }
              : null,
            customizeDuration: null,
          });
        }}
        className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm text-ink"
      >
        <option value="">{finished.length > 0 ? t('app:source.pick') : t('app:source.none')}</option>
        {source && !source.recordId && <option value="upload">{t('app:source.uploaded')}</option>}
        {finished.map((record) => (
          <option key={record.id} value={record.id}>
            {t('app:source.option', {
              prompt: (record.prompt || t(`common:modes.${record.operationType}`)).slice(0, 48),
              seconds: Math.round(record.duration ?? 0),
            })}
          </option>
        ))}
      </select>
      <UploadButton
        kind="video"
        label={t('app:source.upload')}
        onUploaded={(_url, answer) => setParams({ source: sourceFromUpload(answer), customizeDuration: null })}
      />
      {mode === 'upscale' && source?.quality && (
        <p className="text-xs text-ink-soft" data-testid="upscale-target">
          {t('app:studio.upscaleFromTo', { from: source.quality, to: upscaleTarget(source) })}
        </p>
      )}
    </div>
  );
}
