import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';
import { SPEAKERS } from '@/lib/speakers';
import { useStudioStore } from '@/stores/studio-store';

/** The voice of speech, or of a clip's generated speech. */
export function SpeakerField() {
  const { t } = useTranslation(['app', 'common']);
  const speaker = useStudioStore((state) => state.params.speakerId);
  const setParams = useStudioStore((state) => state.setParams);
  const speakerId = useId();
  return (
    <div>
      <label htmlFor={speakerId} className="block text-sm font-medium text-ink">
        {t('app:speaker.label')}
      </label>
      <select
        id={speakerId}
        value={speaker}
        onChange={(event) => setParams({ speakerId: event.target.value })}
        className="mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
      >
        {SPEAKERS.map((speaker) => (
          <option key={speaker.id} value={speaker.id}>
            {speaker.id === 'auto' ? t('app:speaker.auto') : `${speaker.name} · ${speaker.language}`}
          </option>
        ))}
      </select>
    </div>
  );
}
