import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { ASPECT_RATIOS, DURATIONS, QUALITIES } from '@/lib/generation';
import { isHostedProvider, modelEntry } from '@/lib/models';
import { useStudioStore } from '@/stores/studio-store';
import { Choice } from './fields';

/**
 * Aspect ratio (only while no picture is given, SPEC §5), duration (unless each shot of a
 * story has its own) and quality. SPEC's models
 * offer SPEC's choices (the server fits them to Veo); a hosted model offers exactly its own.
 */
export function ShapeFields({ takesImages, withDuration = true }: { takesImages: boolean; withDuration?: boolean }) {
  const { t } = useTranslation(['app', 'common']);
  const { model, hasImages, aspectRatio, duration, quality } = useStudioStore(
    useShallow(({ params }) => ({
      model: params.model,
      hasImages: params.imgUrls.length > 0,
      aspectRatio: params.aspectRatio,
      duration: params.duration,
      quality: params.quality,
    })),
  );
  const setShape = useStudioStore((state) => state.setShape);
  const entry = modelEntry(model);
  const own = isHostedProvider(entry.provider);
  return (
    <div className="grid gap-3">
      {takesImages && !hasImages && (
        <Choice
          label={t('app:aspect.label')}
          value={aspectRatio}
          options={own ? entry.aspectRatios : ASPECT_RATIOS}
          onChange={(aspectRatio) => setShape({ aspectRatio })}
        />
      )}
      {withDuration && (
        <Choice
          label={t('app:duration.label')}
          value={duration}
          options={own ? entry.durations : DURATIONS}
          onChange={(duration) => setShape({ duration })}
          render={(value) => t('app:duration.seconds', { count: value })}
        />
      )}
      <Choice
        label={t('app:quality.label')}
        value={quality}
        options={own ? entry.qualities : QUALITIES}
        onChange={(quality) => setShape({ quality })}
      />
    </div>
  );
}
