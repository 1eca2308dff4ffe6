import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { Choice, Switch } from '../fields';
import { ShapeFields } from '../ShapeFields';
import { SpeakerField } from '../SpeakerField';
import { CAPTION_STYLES } from './story';
import { useStoryStore } from './story-store';

/** The story-wide options: narration and its voice, captions, the music bed, and the shape. */
export function StoryOptions() {
  const { t } = useTranslation(['app', 'common']);
  const { options, setOptions } = useStoryStore(
    useShallow((state) => ({ options: state.options, setOptions: state.setOptions })),
  );
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-ink/10 p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('app:story.options')}</legend>
      <Switch
        label={t('app:story.narration.label')}
        hint={t('app:story.narration.hint')}
        checked={options.narration}
        onChange={(narration) => setOptions({ narration })}
      />
      {options.narration && <SpeakerField />}
      <Choice
        label={t('app:story.captions.label')}
        value={options.captions}
        options={CAPTION_STYLES}
        onChange={(captions) => setOptions({ captions })}
        render={(value) => t(`app:story.captions.${value}`)}
      />
      <Switch
        label={t('app:story.music.label')}
        hint={t('app:story.music.hint')}
        checked={options.music}
        onChange={(music) => setOptions({ music })}
      />
      <ShapeFields takesImages withDuration={false} />
    </fieldset>
  );
}
