import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { modelInputs } from '@/lib/models';
import { useStudioStore } from '@/stores/studio-store';
import { ImagesField } from '../ImagesField';
import { modelName } from '../model-name';
import { useModelList } from '../useModelList';
import { type ModelChoice, type MoveDirection, ShotCard, StrokeIcon } from './ShotCard';
import { useStoryStore } from './story-store';
import { useCardFocus } from './useCardFocus';

const keepBase = () => undefined;

/**
 * The shot cards in order, with the first shot's picture and the add button; moving or removing
 * a card is announced to screen readers and keeps the focus on the board.
 */
export function ShotList({
  language,
  reused,
  announcement,
  onAnnounce,
}: {
  language: string;
  /** Whether the shot at this index is already made and reused, free (the server's price says so). */
  reused: (index: number) => boolean;
  announcement: string;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  const { shots, updateShot, addShot, removeShot, moveShot } = useStoryStore(
    useShallow((state) => ({
      shots: state.shots,
      updateShot: state.updateShot,
      addShot: state.addShot,
      removeShot: state.removeShot,
      moveShot: state.moveShot,
    })),
  );
  const models = useModelChoices();
  const focus = useCardFocus();
  const headingId = `${useId()}-shots`;

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const shot = shots[index];
    if (!shot || to < 0 || to >= shots.length) return;
    const focused = document.activeElement;
    moveShot(index, to);
    onAnnounce(t('app:story.moved', { from: index + 1, to: to + 1 }));
    focus.focusAfter({ id: shot.id, element: focused });
  };

  const remove = (index: number) => {
    const shot = shots[index];
    if (!shot) return;
    const next = shots[index + 1] ?? shots[index - 1];
    removeShot(shot.id);
    onAnnounce(t('app:story.removed', { n: index + 1 }));
    focus.focusAfter({ id: next?.id ?? '', element: null });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {t('app:story.shots')}
      </h2>
      {shots.length > 0 && (
        <div className="space-y-1 rounded-2xl border border-ink/10 p-3">
          <ImagesField max={1} />
          <p className="text-xs text-ink-soft">{t('app:story.firstImage')}</p>
        </div>
      )}
      {shots.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('app:story.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {shots.map((shot, index) => (
            <ShotCard
              key={shot.id}
              shot={shot}
              index={index}
              count={shots.length}
              context={shots
                .slice(0, index)
                .map((earlier) => earlier.text.trim())
                .filter(Boolean)}
              language={language}
              models={models}
              reused={reused(index)}
              onChange={(change) => updateShot(shot.id, change)}
              onMove={(direction) => move(index, direction)}
              onRemove={() => remove(index)}
              moveRef={focus.moveRef(shot.id)}
              cardRef={focus.cardRef(shot.id)}
            />
          ))}
        </ol>
      )}
      <button
        ref={focus.addButton}
        type="button"
        onClick={() => addShot()}
        className="inline-flex items-center gap-2 rounded-xl border border-dashed border-ink/25 px-3 py-2 text-sm text-ink-soft hover:border-brand-600 hover:text-brand-700"
      >
        <StrokeIcon path="M10 4v12M4 10h12" />
        {t('app:story.add')}
      </button>
      <p className="sr-only" aria-live="polite" data-testid="story-announcement">
        {announcement}
      </p>
    </section>
  );
}

/** The models a shot may use: `base`, and each model this server can run that takes text. */
function useModelChoices(): ModelChoice[] {
  const { t } = useTranslation('app');
  const { rows, availability } = useModelList('base', keepBase);
  const loaded = useStudioStore((state) => state.models !== null);
  return rows
    .filter(
      (row) =>
        row.id === 'base' ||
        (loaded && availability(row.id)?.available === true && modelInputs(row).inputs.includes('text')),
    )
    .map((row) => ({ id: row.id, name: modelName(t, row.id, row.name) }));
}
