import { useTranslation } from '@/lib/i18n/react';
import { ASPECT_RATIOS, DURATIONS, QUALITIES } from '@/lib/generation';
import { useStudioStore } from '@/stores/studio-store';
import { Choice } from './fields';

/** Aspect ratio (only while no picture is given, SPEC §5), duration and quality. */
export function ShapeFields({ takesImages }: { takesImages: boolean }) {
  const { t } = useTranslation(['app', 'common']);
  const { params, setShape } = useStudioStore();
  return (
    <div className="grid gap-3">
      {takesImages && params.imgUrls.length === 0 && (
        <Choice
          label={t('app:aspect.label')}
          value={params.aspectRatio}
          options={ASPECT_RATIOS}
          onChange={(aspectRatio) => setShape({ aspectRatio })}
        />
      )}
      <Choice
        label={t('app:duration.label')}
        value={params.duration}
        options={DURATIONS}
        onChange={(duration) => setShape({ duration })}
        render={(value) => t('app:duration.seconds', { count: value })}
      />
      <Choice
        label={t('app:quality.label')}
        value={params.quality}
        options={QUALITIES}
        onChange={(quality) => setShape({ quality })}
      />
    </div>
  );
}
