import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';
import { setTheme, useTheme } from '@/hooks/useTheme';
import { THEMES } from '@/lib/theme';

/**
 * Light, dark or system (SPEC §1), stored under `theme` and applied at once. It sits in the
 * model picker (SPEC §9), on the settings page and in the footer; all stay in step.
 */
export function ThemeControl({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const name = useId();

  return (
    <fieldset className={`text-sm ${className}`} data-testid="theme-control">
      <legend className="mb-1 font-medium text-ink">{t('theme.label')}</legend>
      <div className="inline-flex rounded-full border border-ink/10 p-0.5">
        {THEMES.map((option) => (
          <label
            key={option}
            className="cursor-pointer whitespace-nowrap rounded-full px-3 py-1 text-ink-soft has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              className="sr-only"
              onChange={() => setTheme(option)}
            />
            {t(`theme.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
