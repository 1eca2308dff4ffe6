import { useTranslation } from '@/lib/i18n/react';
import type { ModelId } from '@/lib/models';
import type { ModelChoice } from './ShotCard';
import { SHOT_MAX_CHARS, type ShotCard as Shot, shotSeconds, TRANSITIONS, withModel } from './story';

const SELECT =
  'mt-1 w-full min-w-0 rounded-xl border border-ink/15 bg-surface px-2 py-1.5 text-sm text-ink focus:border-brand-500';

/** A shot card's fields: its text, its length, its model and (after the first) the transition into it. */
export function ShotFields({
  id,
  shot,
  index,
  models,
  onChange,
}: {
  /** The card's id, which the fields' own ids start with. */
  id: string;
  shot: Shot;
  index: number;
  models: readonly ModelChoice[];
  onChange: (change: Partial<Omit<Shot, 'id'>>) => void;
}) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <div className="min-w-0 space-y-2">
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-ink">
          {t('app:story.shot.text')}
        </label>
        <textarea
          id={`${id}-text`}
          value={shot.text}
          rows={3}
          aria-describedby={`${id}-count`}
          className="mt-1 w-full resize-y rounded-xl border border-ink/10 bg-surface p-2 text-base text-ink shadow-sm focus:border-brand-500"
          onChange={(event) => onChange({ text: event.target.value.slice(0, SHOT_MAX_CHARS) })}
        />
        <p id={`${id}-count`} className="text-end text-xs text-ink-faint" dir="ltr">
          {t('app:prompt.counter', { count: shot.text.length, max: SHOT_MAX_CHARS })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <label htmlFor={`${id}-duration`} className="block text-xs font-medium text-ink">
            {t('app:duration.label')}
          </label>
          <select
            id={`${id}-duration`}
            value={shot.duration}
            className={SELECT}
            onChange={(event) => onChange({ duration: Number(event.target.value) })}
          >
            {shotSeconds(shot.model).map((seconds) => (
              <option key={seconds} value={seconds}>
                {t('app:duration.seconds', { count: seconds })}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-model`} className="block text-xs font-medium text-ink">
            {t('app:model.label')}
          </label>
          <select
            id={`${id}-model`}
            value={shot.model}
            className={SELECT}
            onChange={(event) => {
              const { model, duration } = withModel(shot, event.target.value as ModelId);
              onChange({ model, duration });
            }}
          >
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </div>
        {index > 0 && (
          <div className="col-span-2 min-w-0">
            <label htmlFor={`${id}-transition`} className="block text-xs font-medium text-ink">
              {t('app:story.shot.transition')}
            </label>
            <select
              id={`${id}-transition`}
              value={shot.transition}
              className={SELECT}
              onChange={(event) => onChange({ transition: event.target.value as Shot['transition'] })}
            >
              {TRANSITIONS.map((transition) => (
                <option key={transition} value={transition}>
                  {t(`app:story.transitions.${transition}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </div>
  );
}
