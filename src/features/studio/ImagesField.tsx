import { useTranslation } from '@/lib/i18n/react';
import { MAX_IMAGES } from '@/lib/generation';
import { useStudioStore } from '@/stores/studio-store';
import { UploadButton } from './fields';

/** Up to `max` pictures (MAX_IMAGES; a hosted model takes one) for generate and effect, each with a remove button. */
export function ImagesField({ max = MAX_IMAGES }: { max?: number }) {
  const { t } = useTranslation(['app', 'common']);
  const imgUrls = useStudioStore((state) => state.params.imgUrls);
  const setParams = useStudioStore((state) => state.setParams);
  return (
    <div className="space-y-2">
      <span className="block text-sm font-medium text-ink">
        {max === 1 ? t('app:images.labelOne') : t('app:images.label', { max })}
      </span>
      {imgUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {imgUrls.map((url, index) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t('app:images.preview', { n: index + 1 })}
                className="size-16 rounded-lg object-cover"
              />
              <button
                type="button"
                aria-label={t('app:images.remove', { n: index + 1 })}
                onClick={() => setParams({ imgUrls: imgUrls.filter((item) => item !== url) })}
                className="absolute -end-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-ink text-xs text-surface"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <UploadButton
        kind="image"
        multiple={max > 1}
        label={max === 1 ? t('app:images.addOne') : t('app:images.add')}
        disabled={imgUrls.length >= max}
        onUploaded={(url) => {
          const current = useStudioStore.getState().params.imgUrls;
          if (current.length < max) setParams({ imgUrls: [...current, url] });
        }}
      />
    </div>
  );
}
