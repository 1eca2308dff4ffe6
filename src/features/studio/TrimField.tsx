import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';
import { TRIM_MIN_SECONDS } from '@/lib/generation';

/**
 * Sound and speech may use only the start of the source (customizeDuration, SPEC §3): whole
 * seconds from 1 to the source's length; at the end of the slider, the whole video (null).
 */
export function TrimField({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('app');
  const id = useId();
  const max = Math.ceil(total);
  const shown = value ?? max;
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {t('studio.trim.label')}
        </label>
        <output htmlFor={id} id={`${id}-value`} className="text-ink-soft" data-testid="trim-value">
          {value === null
            ? t('studio.trim.whole', { seconds: Math.round(total) })
            : t('studio.trim.first', { seconds: shown, total: Math.round(total) })}
        </output>
      </div>
      <input
        id={id}
        aria-describedby={`${id}-value`}
        type="range"
        min={TRIM_MIN_SECONDS}
        max={max}
        step={1}
        value={shown}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          onChange(seconds >= max ? null : seconds);
        }}
        className="mt-1 w-full accent-brand-600"
      />
    </div>
  );
}
