import type { ReactNode } from 'react';
import { ThemeControl } from '@/components/shell/ThemeControl';
import { useTranslation } from '@/lib/i18n/react';
import type { ModelEntry, ModelId, ModelInfo } from '@/lib/models';
import { ModelOption } from './ModelOption';
import type { HostedGroup } from './useModelList';

type Row = ModelEntry | ModelInfo;

/**
 * The picker's open panel: SPEC's video models, its free models, a section per hosted provider,
 * and the theme control at the foot.
 */
export function ModelPanel({
  id,
  core,
  hostedGroups,
  current,
  availability,
  onChoose,
}: {
  id: string;
  core: readonly Row[];
  hostedGroups: readonly HostedGroup[];
  current: ModelId;
  availability: (id: ModelId) => ModelInfo | undefined;
  onChoose: (row: Row) => void;
}) {
  const { t } = useTranslation('app');
  const option = (row: Row) => (
    <ModelOption key={row.id} row={row} info={availability(row.id)} selected={row.id === current} onChoose={onChoose} />
  );
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(40rem,75dvh)] space-y-3 overflow-y-auto overscroll-contain rounded-2xl border border-ink/10 bg-surface p-3 shadow-xl"
      data-testid="model-panel"
    >
      <ModelSection title={t('models.videoSection')}>
        {core.filter((m) => m.provider !== 'local').map(option)}
      </ModelSection>
      <ModelSection title={t('models.ownSection')}>
        {core.filter((m) => m.provider === 'local').map(option)}
      </ModelSection>
      {hostedGroups.map((group) => (
        <ModelSection
          key={group.provider}
          title={t(`models.groups.${group.provider}`)}
          testId={`model-group-${group.provider}`}
        >
          {group.rows.map(option)}
        </ModelSection>
      ))}
      <div className="border-t border-ink/5 px-2 pt-3">
        <ThemeControl />
      </div>
    </div>
  );
}

/** One section of models under its title; a hosted provider's carries a test id. */
function ModelSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of option rows; keyboard handled by the picker */}
      <ul role="listbox" aria-label={title} className="mt-1">
        {children}
      </ul>
    </section>
  );
}
