import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useId, useState } from 'react';
import { PROMPT_MAX } from '@/lib/generation';
import type { Mode } from '@/lib/modes';
import { useStudioStore } from '@/stores/studio-store';

/** The prompt, its counter, and a notice when a paste was cut to PROMPT_MAX. */
export function PromptField({ mode }: { mode: Mode }) {
  const { t } = useTranslation(['app', 'common']);
  const prompt = useStudioStore((state) => state.params.prompt);
  const setParams = useStudioStore((state) => state.setParams);
  const [promptShortened, setPromptShortened] = useState(false);
  // A new mode starts with an empty prompt (SPEC §4): the notice was about the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mode is the trigger: any switch clears the notice
  useEffect(() => setPromptShortened(false), [mode]);
  const promptId = useId();
  return (
    <div>
      <label htmlFor={promptId} className="block text-sm font-medium text-ink">
        {t(`app:prompt.labels.${mode}`)}
      </label>
      {/* No maxLength: the browser would cut a long paste silently; we cut it and say so. */}
      <textarea
        id={promptId}
        value={prompt}
        rows={mode === 'generate' ? 4 : 3}
        placeholder={t(`app:prompt.placeholders.${mode}`)}
        aria-describedby={promptShortened ? `${promptId}-shortened` : undefined}
        className="mt-1 w-full resize-y rounded-2xl border border-ink/10 bg-surface p-3 text-base text-ink shadow-sm focus:border-brand-500"
        onChange={(event) => {
          const value = event.target.value;
          setPromptShortened(value.length > PROMPT_MAX);
          setParams({ prompt: value.slice(0, PROMPT_MAX) });
        }}
      />
      {promptShortened && (
        <p
          id={`${promptId}-shortened`}
          role="status"
          className="text-xs font-medium text-amber-800"
          data-testid="prompt-shortened"
        >
          {t('app:studio.promptShortened', { count: PROMPT_MAX })}
        </p>
      )}
      <p className="text-end text-xs text-ink-faint" dir="ltr" aria-live="polite">
        {t('app:prompt.counter', { count: prompt.length, max: PROMPT_MAX })}
      </p>
    </div>
  );
}
