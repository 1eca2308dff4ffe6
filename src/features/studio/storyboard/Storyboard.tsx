/**
 * The storyboard (issue "Writing the story"): the story as written, cut into shot cards the user
 * edits, reorders and previews; the story-wide options; the length and price as they change; and
 * Generate through the studio's one create flow (useGenerate), held back with the reason while
 * the story is over its plan's limits.
 */
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TFunction } from '@/lib/i18n/translator';
import { ANONYMOUS_RIGHTS, PLANS } from '@/lib/plans';
import { modelInputs } from '@/lib/models';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { CreateVerify } from '../CreateVerify';
import { Choice, Switch } from '../fields';
import { GenerateBar } from '../GenerateBar';
import { modelName } from '../model-name';
import { ShapeFields } from '../ShapeFields';
import { SpeakerField } from '../SpeakerField';
import { useGenerate } from '../useGenerate';
import { useModelList } from '../useModelList';
import { type ModelChoice, type MoveDirection, ShotCard, StrokeIcon } from './ShotCard';
import { CAPTION_STYLES, STORY_MAX_CHARS, type StoryBlock, storyBlock, storyBody, storyTotals } from './story';
import { useStoryQuote } from './useStoryQuote';
import { splitStory } from './story-actions';
import { useStoryStore } from './story-store';
import { ImagesField } from '../ImagesField';

const keepBase = () => undefined;

export function Storyboard({ panelId }: { panelId: string }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const language = i18n.language;
  const story = useStoryStore(
    useShallow((state) => ({
      text: state.text,
      shots: state.shots,
      options: state.options,
      seed: state.seed,
      setText: state.setText,
      setShotTexts: state.setShotTexts,
      updateShot: state.updateShot,
      addShot: state.addShot,
      removeShot: state.removeShot,
      moveShot: state.moveShot,
      setOptions: state.setOptions,
    })),
  );
  const shape = useStudioStore(
    useShallow(({ params }) => ({
      aspectRatio: params.aspectRatio,
      quality: params.quality,
      speakerId: params.speakerId,
      imgUrl: params.imgUrls[0],
    })),
  );
  const planId = useUserStore((state) => state.user?.plan);
  const balance = useUserStore((state) => (state.user ? state.user.credits : state.anonymousCredits));
  const limits = planId ? PLANS[planId] : ANONYMOUS_RIGHTS;
  const models = useModelChoices();
  const [splitting, setSplitting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const textId = useId();

  const { seconds, cost: sum } = storyTotals(story.shots, story.options, shape.quality);
  const block = storyBlock(story.shots, seconds, limits);
  const blocked = block ? blockReason(t, block) : null;
  const body = storyBody(story.shots, story.options, shape, language, story.seed);
  // The server's price once it has answered for this board: shots already made are free.
  const made = useStudioStore(({ records }) => records.filter((record) => record.state === 'success').length);
  const quote = useStoryQuote(body, !block, made);
  const cost = quote?.cost ?? sum;
  const { generating, verify, closeVerify, start, onSubmit } = useGenerate({
    kind: 'story',
    body,
    cost,
    models: story.shots.map((shot) => shot.model),
    blocked,
  });

  // Focus follows a moved card: back to what had it (moving a node out of the page drops its
  // focus), or to its other move button when the one pressed is now at its end of the list.
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const cards = useRef(new Map<string, HTMLLIElement | null>());
  const addButton = useRef<HTMLButtonElement | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ id: string; element: Element | null } | null>(null);
  useEffect(() => {
    if (!focusAfter) return;
    setFocusAfter(null);
    const { id, element } = focusAfter;
    const card = cards.current.get(id);
    if (element instanceof HTMLButtonElement && element.disabled) {
      const other = [...buttons.current.entries()].find(
        ([key, button]) => key.startsWith(`${id}:`) && button !== element && button && !button.disabled,
      );
      (other?.[1] ?? card)?.focus();
    } else if (element instanceof HTMLElement && card?.contains(element)) element.focus();
    else (card ?? addButton.current)?.focus();
  }, [focusAfter]);

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const shot = story.shots[index];
    if (!shot || to < 0 || to >= story.shots.length) return;
    const focused = document.activeElement;
    story.moveShot(index, to);
    setAnnouncement(t('app:story.moved', { from: index + 1, to: to + 1 }));
    setFocusAfter({ id: shot.id, element: focused });
  };

  const remove = (index: number) => {
    const shot = story.shots[index];
    if (!shot) return;
    const next = story.shots[index + 1] ?? story.shots[index - 1];
    story.removeShot(shot.id);
    setAnnouncement(t('app:story.removed', { n: index + 1 }));
    setFocusAfter({ id: next?.id ?? '', element: null });
  };

  const makeShots = async () => {
    if (story.text.trim() === '' || splitting) return;
    setSplitting(true);
    try {
      const texts = await splitStory(story.text, language);
      story.setShotTexts(texts);
      setAnnouncement(t('app:story.made', { count: texts.length }));
    } catch {
      // The API client has said why (SPEC §8); the cards stay as they were.
    } finally {
      setSplitting(false);
    }
  };

  return (
    // The tab panel is a div of its own: axe does not allow the tabpanel role on a form.
    <div id={panelId} role="tabpanel" aria-labelledby="mode-tab-story" className="min-w-0">
      <form data-mode="story" className="min-w-0 space-y-4" onSubmit={onSubmit} noValidate>
        <p className="text-sm text-ink-soft">{t('app:modeHints.story')}</p>

        <div>
          <label htmlFor={textId} className="block text-sm font-medium text-ink">
            {t('app:story.text.label')}
          </label>
          <textarea
            id={textId}
            value={story.text}
            rows={5}
            placeholder={t('app:story.text.placeholder')}
            aria-describedby={`${textId}-count`}
            className="mt-1 w-full resize-y rounded-2xl border border-ink/10 bg-surface p-3 text-base text-ink shadow-sm focus:border-brand-500"
            onChange={(event) => story.setText(event.target.value.slice(0, STORY_MAX_CHARS))}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              onClick={() => void makeShots()}
              disabled={splitting || story.text.trim() === ''}
              aria-busy={splitting}
              className="rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {splitting ? t('app:story.splitting') : t('app:story.split')}
            </button>
            <p id={`${textId}-count`} className="text-xs text-ink-faint" dir="ltr">
              {t('app:prompt.counter', { count: story.text.length, max: STORY_MAX_CHARS })}
            </p>
          </div>
        </div>

        <section aria-labelledby={`${textId}-shots`} className="space-y-3">
          <h2 id={`${textId}-shots`} className="text-base font-semibold text-ink">
            {t('app:story.shots')}
          </h2>
          {story.shots.length > 0 && (
            <div className="space-y-1 rounded-2xl border border-ink/10 p-3">
              <ImagesField max={1} />
              <p className="text-xs text-ink-soft">{t('app:story.firstImage')}</p>
            </div>
          )}
          {story.shots.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('app:story.empty')}</p>
          ) : (
            <ol className="space-y-3">
              {story.shots.map((shot, index) => (
                <ShotCard
                  key={shot.id}
                  shot={shot}
                  index={index}
                  count={story.shots.length}
                  context={story.shots
                    .slice(0, index)
                    .map((earlier) => earlier.text.trim())
                    .filter(Boolean)}
                  language={language}
                  models={models}
                  reused={quote?.shots[index]?.reused ?? false}
                  onChange={(change) => story.updateShot(shot.id, change)}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => remove(index)}
                  moveRef={(direction) => (node) => {
                    buttons.current.set(`${shot.id}:${direction}`, node);
                  }}
                  cardRef={(node) => {
                    cards.current.set(shot.id, node);
                  }}
                />
              ))}
            </ol>
          )}
          <button
            ref={addButton}
            type="button"
            onClick={() => story.addShot()}
            className="inline-flex items-center gap-2 rounded-xl border border-dashed border-ink/25 px-3 py-2 text-sm text-ink-soft hover:border-brand-600 hover:text-brand-700"
          >
            <StrokeIcon path="M10 4v12M4 10h12" />
            {t('app:story.add')}
          </button>
          <p className="sr-only" aria-live="polite" data-testid="story-announcement">
            {announcement}
          </p>
        </section>

        <fieldset className="min-w-0 space-y-3 rounded-2xl border border-ink/10 p-3">
          <legend className="px-1 text-sm font-semibold text-ink">{t('app:story.options')}</legend>
          <Switch
            label={t('app:story.narration.label')}
            hint={t('app:story.narration.hint')}
            checked={story.options.narration}
            onChange={(narration) => story.setOptions({ narration })}
          />
          {story.options.narration && <SpeakerField />}
          <Choice
            label={t('app:story.captions.label')}
            value={story.options.captions}
            options={CAPTION_STYLES}
            onChange={(captions) => story.setOptions({ captions })}
            render={(value) => t(`app:story.captions.${value}`)}
          />
          <Switch
            label={t('app:story.music.label')}
            hint={t('app:story.music.hint')}
            checked={story.options.music}
            onChange={(music) => story.setOptions({ music })}
          />
          <ShapeFields takesImages withDuration={false} />
        </fieldset>

        <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="story-totals">
          <div className="min-w-0 rounded-xl bg-ink/5 px-3 py-2">
            <dt className="text-xs text-ink-soft">{t('app:story.totals.length')}</dt>
            <dd className="font-medium text-ink" data-testid="story-length">
              {t('app:story.totals.lengthOf', { seconds, max: limits.storySeconds })}
            </dd>
          </div>
          <div className="min-w-0 rounded-xl bg-ink/5 px-3 py-2">
            <dt className="text-xs text-ink-soft">{t('app:story.totals.shots')}</dt>
            <dd className="font-medium text-ink" data-testid="story-shot-count">
              {t('app:story.totals.shotsOf', { value: story.shots.length, max: limits.storyShots })}
            </dd>
          </div>
        </dl>

        <GenerateBar cost={cost} balance={balance} generating={generating} blocked={blocked} />

        {verify && (
          <CreateVerify attempt={verify.attempt} onClose={closeVerify} onVerified={(payload) => void start(payload)} />
        )}
      </form>
    </div>
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

function blockReason(t: TFunction, block: StoryBlock): string {
  switch (block.key) {
    case 'noShots':
      return t('app:story.blocked.noShots');
    case 'emptyShot':
      return t('app:story.blocked.emptyShot', { n: block.number });
    case 'tooManyShots':
    case 'tooLong':
      return t(`app:story.blocked.${block.key}`, { max: block.max });
  }
}
