import { useTranslation } from '@/lib/i18n/react';
import { type Ref, useId } from 'react';
import { SceneChips } from '@/components/SceneChips';
import type { ModelId } from '@/lib/models';
import { ShotFields } from './ShotFields';
import type { ShotCard as Shot } from './story';
import { useShotPreview } from './useShotPreview';

export type ModelChoice = { id: ModelId; name: string };

export type MoveDirection = 'up' | 'down';

const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-ink/5 hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** A storyboard button's line icon (add, move up, move down, remove), drawn in the text colour. */
export function StrokeIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={path} />
    </svg>
  );
}

/**
 * One shot of the storyboard: its number, its preview frame and what the animatic understood,
 * its text, length, model and the transition into it, and the buttons that move or remove it.
 */
export function ShotCard({
  shot,
  index,
  count,
  context,
  language,
  models,
  reused,
  onChange,
  onMove,
  onRemove,
  moveRef,
  cardRef,
}: {
  shot: Shot;
  index: number;
  count: number;
  /** The earlier shots' texts, which the preview reads for continuity. */
  context: readonly string[];
  language: string;
  models: readonly ModelChoice[];
  /** Already made with the board's seed: the create reuses it, free (the server's price says so). */
  reused: boolean;
  onChange: (change: Partial<Omit<Shot, 'id'>>) => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
  cardRef: Ref<HTMLLIElement>;
}) {
  const id = useId();
  const titleId = `${id}-title`;

  return (
    <li
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="shot-card"
      data-shot={shot.id}
      onKeyDown={(event) => {
        // Alt+Arrow moves the card from anywhere inside it, its text field included.
        if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        onMove(event.key === 'ArrowUp' ? 'up' : 'down');
      }}
      className="min-w-0 space-y-3 rounded-2xl border border-ink/10 bg-surface p-3 shadow-sm focus:outline-2 focus:outline-brand-600"
    >
      <ShotHeader
        titleId={titleId}
        index={index}
        count={count}
        reused={reused}
        onMove={onMove}
        onRemove={onRemove}
        moveRef={moveRef}
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <ShotPreview text={shot.text} context={context} language={language} number={index + 1} />
        <ShotFields id={id} shot={shot} index={index} models={models} onChange={onChange} />
      </div>
    </li>
  );
}

/** The card's title (with "reused" when the create will not render it again) and its buttons. */
function ShotHeader({
  titleId,
  index,
  count,
  reused,
  onMove,
  onRemove,
  moveRef,
}: {
  titleId: string;
  index: number;
  count: number;
  reused: boolean;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  moveRef: (direction: MoveDirection) => Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation(['app', 'common']);
  const number = index + 1;
  return (
    <div className="flex items-center justify-between gap-2">
      <h3 id={titleId} className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm font-semibold text-ink">
        {t('app:story.shot.title', { n: number })}
        {reused && (
          <span
            data-testid="shot-reused"
            className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800"
          >
            {t('app:story.shot.reused')}
          </span>
        )}
      </h3>
      <div className="flex shrink-0 items-center gap-0.5">
        <button
          ref={moveRef('up')}
          type="button"
          className={ICON_BUTTON}
          disabled={index === 0}
          aria-keyshortcuts="Alt+ArrowUp"
          aria-label={t('app:story.shot.moveUp', { n: number })}
          onClick={() => onMove('up')}
        >
          <StrokeIcon path="M10 15V5M5.5 9.5 10 5l4.5 4.5" />
        </button>
        <button
          ref={moveRef('down')}
          type="button"
          className={ICON_BUTTON}
          disabled={index === count - 1}
          aria-keyshortcuts="Alt+ArrowDown"
          aria-label={t('app:story.shot.moveDown', { n: number })}
          onClick={() => onMove('down')}
        >
          <StrokeIcon path="M10 5v10M5.5 10.5 10 15l4.5-4.5" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={t('app:story.shot.remove', { n: number })}
          onClick={onRemove}
        >
          <StrokeIcon path="M5 5l10 10M15 5 5 15" />
        </button>
      </div>
    </div>
  );
}

/** The shot's preview frame, drawn by the server as the animatic understood it, and that plan. */
function ShotPreview({
  text,
  context,
  language,
  number,
}: {
  text: string;
  context: readonly string[];
  language: string;
  number: number;
}) {
  const { t } = useTranslation(['app', 'common']);
  const { preview, loading } = useShotPreview(text, context, language);
  return (
    <div className="min-w-0 space-y-2">
      <div
        className="relative aspect-video w-full overflow-hidden rounded-xl bg-ink/5"
        aria-busy={loading}
        data-testid="shot-preview"
      >
        {preview ? (
          <img
            src={preview.imageUrl}
            alt={t('app:story.shot.preview', { n: number })}
            className={`size-full object-cover transition-opacity ${loading ? 'opacity-60' : ''}`}
          />
        ) : (
          <div className="flex size-full items-center justify-center p-2 text-center text-xs text-ink-faint">
            {loading ? (
              <span className="size-5 animate-spin rounded-full border-2 border-ink/20 border-t-brand-600" />
            ) : (
              t('app:story.shot.previewNone')
            )}
          </div>
        )}
        {loading && <span className="sr-only">{t('app:story.shot.previewLoading')}</span>}
      </div>
      {preview && <SceneChips scene={preview.scene} />}
    </div>
  );
}
