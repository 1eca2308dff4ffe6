import { useTranslation } from '@/lib/i18n/react';
import { useRouter } from 'next/router';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { PageHead } from '@/components/PageHead';
import { isMode, type Mode } from '@/lib/modes';
import { useStudioStore } from '@/stores/studio-store';
import { History } from './History';
import { ModeTabs, type StudioTab } from './ModeTabs';
import { StudioForm } from './StudioForm';

// Loaded when its tab is first opened: most visits never write a story.
const Storyboard = lazy(() => import('./storyboard/Storyboard').then((module) => ({ default: module.Storyboard })));

/**
 * The studio (SPEC §2): mode tabs and the inputs of the current mode (or the storyboard) on one
 * side, the history on the other (below on a phone). Feature routes open it with their mode
 * preselected; `?mode=` does the same for any tab, `?mode=story` for the storyboard.
 */
export function StudioPage({ initialMode = 'generate', recordId }: { initialMode?: Mode; recordId?: string }) {
  const { t } = useTranslation(['app', 'common']);
  const storeMode = useStudioStore((state) => state.mode);
  const storyOpen = useStudioStore((state) => state.story);
  const panelId = useId();
  const router = useRouter();
  // The query is known once the router is ready (the page is static); until then the route's mode.
  const asked = router.isReady ? router.query.mode : undefined;
  // The store is shared by the page's parts; until it holds this route's mode (after mount),
  // the route's own mode is what renders, so the server's HTML already has it selected.
  const [mounted, setMounted] = useState(false);
  const tab: StudioTab = !mounted ? initialMode : storyOpen ? 'story' : storeMode;

  useEffect(() => {
    const store = useStudioStore.getState();
    if (asked === 'story') store.openStory();
    else store.setMode(isMode(asked) ? asked : initialMode);
    setMounted(true);
  }, [initialMode, asked]);

  useEffect(() => {
    // The studio needs the account at once (balance, history), not on the first interaction.
    void import('@/features/auth/account-runtime').then(({ ensureAccount }) => ensureAccount()).catch(() => undefined);
  }, []);

  const onTab = (next: StudioTab) => {
    const store = useStudioStore.getState();
    if (next === 'story') store.openStory();
    else store.setMode(next);
  };

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} noindex />
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-4 lg:grid-cols-[minmax(0,26rem)_1fr] lg:py-8">
        <section aria-labelledby="studio-title" className="min-w-0 space-y-4">
          <h1 id="studio-title" className="sr-only">
            {t('title')}
          </h1>
          <ModeTabs tab={tab} onChange={onTab} panelId={panelId} />
          {tab === 'story' ? (
            <Suspense fallback={null}>
              <Storyboard panelId={panelId} />
            </Suspense>
          ) : (
            <StudioForm panelId={panelId} mode={tab} />
          )}
        </section>
        <History openRecordId={recordId} />
      </div>
    </>
  );
}
