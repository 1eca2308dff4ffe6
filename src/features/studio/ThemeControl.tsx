import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_THEME, readTheme, THEMES, type Theme, writeTheme } from '../../lib/theme';

/** Light, dark or system, stored under `theme`. The shell stays light whatever is chosen (SPEC §1). */
export function ThemeControl() {
  const { t } = useTranslation('app');
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);
  const name = useId();
  useEffect(() => setTheme(readTheme(window.localStorage)), []);

  return (
    <fieldset className="text-sm">
      <legend className="mb-1 font-medium text-ink">{t('theme.label')}</legend>
      <div className="inline-flex rounded-full border border-ink/10 p-0.5">
        {THEMES.map((option) => (
          <label key={option} className="cursor-pointer rounded-full px-3 py-1 text-ink-soft has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              className="sr-only"
              onChange={() => {
                setTheme(option);
                writeTheme(window.localStorage, option);
              }}
            />
            {t(`theme.${option}`)}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-faint">{t('theme.note')}</p>
    </fieldset>
  );
}
