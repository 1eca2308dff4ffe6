import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { PageHead } from '../../components/PageHead';
import { isRestricted, useUserStore } from '../../stores/user-store';
import type { Mode } from '../../lib/modes';
import { ModeTabs } from './ModeTabs';
import { ThemeControl } from './ThemeControl';

const PROMPT_MAX = 2000;

/**
 * The studio frame: mode tabs, the prompt and the model area. Rendering is switched on by
 * the video pipeline; until then Generate validates and says plainly that nothing was sent.
 */
export function StudioPage({ initialMode = 'generate', recordId }: { initialMode?: Mode; recordId?: string }) {
  const { t } = useTranslation(['app', 'common']);
  const [mode, setMode] = useState<Mode>(initialMode);
  const [prompt, setPrompt] = useState('');
  const panelId = useId();
  const promptId = useId();

  const restricted = useUserStore((state) => isRestricted(state.country));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (restricted) {
      toast.error(t('common:restricted.notice'));
      return;
    }
    if (!prompt.trim()) {
      toast.error(t('validation.prompt'));
      return;
    }
    toast(t('engineOff'));
  };

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} noindex />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-4 lg:grid-cols-[minmax(0,26rem)_1fr] lg:py-8">
        <section aria-labelledby="studio-title" className="min-w-0 space-y-4">
          <h1 id="studio-title" className="sr-only">
            {t('title')}
          </h1>
          <ModeTabs mode={mode} onChange={setMode} panelId={panelId} />
          <form id={panelId} role="tabpanel" aria-labelledby={`mode-tab-${mode}`} data-mode={mode} className="space-y-3" onSubmit={onSubmit} noValidate>
            <p className="text-sm text-ink-soft">{t(`modeHints.${mode}`)}</p>
            <label htmlFor={promptId} className="block text-sm font-medium text-ink">
              {t('prompt.label')}
            </label>
            <textarea
              id={promptId}
              value={prompt}
              maxLength={PROMPT_MAX}
              rows={4}
              placeholder={t('prompt.placeholder')}
              className="w-full resize-y rounded-2xl border border-ink/10 bg-white p-3 text-base text-ink shadow-sm focus:border-brand-500"
              onChange={(event) => setPrompt(event.target.value)}
            />
            <p className="text-end text-xs text-ink-faint" dir="ltr" aria-live="polite">
              {t('prompt.counter', { count: prompt.length, max: PROMPT_MAX })}
            </p>
            <button type="submit" className="w-full rounded-full bg-brand-600 py-3 font-semibold text-white hover:bg-brand-700">
              {t('generate')}
            </button>
          </form>
          <details className="rounded-2xl border border-ink/10 p-3">
            <summary className="cursor-pointer text-sm font-medium text-ink">{t('model.label')}</summary>
            <div className="mt-3">
              <ThemeControl />
            </div>
          </details>
        </section>
        <section aria-labelledby="history-title" className="min-w-0 rounded-3xl border border-dashed border-ink/15 p-6">
          <h2 id="history-title" className="text-lg font-semibold text-ink">
            {t('history.title')}
          </h2>
          {recordId ? (
            <p className="mt-2 text-sm text-ink-soft">{t('record.label', { id: recordId })}</p>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">{t('history.empty')}</p>
          )}
        </section>
      </div>
    </>
  );
}
