import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useId, useState } from 'react';
import { PageHead } from '@/components/PageHead';
import type { Mode } from '@/lib/modes';
import { useStudioStore } from '@/stores/studio-store';
import { History } from './History';
import { ModeTabs } from './ModeTabs';
import { StudioForm } from './StudioForm';

/**
 * The studio (SPEC §2): mode tabs and the inputs of the current mode on one side, the history
 * on the other (below on a phone). Feature routes open it with their mode preselected.
 */
export function StudioPage({ initialMode = 'generate', recordId }: { initialMode?: Mode; recordId?: string }) {
  const { t } = useTranslation(['app', 'common']);
  const storeMode = useStudioStore((state) => state.mode);
  const setMode = useStudioStore((state) => state.setMode);
  const panelId = useId();
  // The store is shared by the page's parts; until it holds this route's mode (after mount),
  // the route's own mode is what renders, so the server's HTML already has it selected.
  const [mounted, setMounted] = useState(false);
  const mode = mounted ? storeMode : initialMode;

  useEffect(() => {
    useStudioStore.getState().setMode(initialMode);
    setMounted(true);
  }, [initialMode]);

  useEffect(() => {
    // The studio needs the account at once (balance, history), not on the first interaction.
    void import('@/features/auth/account-runtime').then(({ ensureAccount }) => ensureAccount()).catch(() => undefined);
  }, []);

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} noindex />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-4 lg:grid-cols-[minmax(0,26rem)_1fr] lg:py-8">
        <section aria-labelledby="studio-title" className="min-w-0 space-y-4">
          <h1 id="studio-title" className="sr-only">
            {t('title')}
          </h1>
          <ModeTabs mode={mode} onChange={setMode} panelId={panelId} />
          <StudioForm panelId={panelId} mode={mode} />
        </section>
        <History openRecordId={recordId} />
      </div>
    </>
  );
}
