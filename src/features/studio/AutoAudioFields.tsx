import { useTranslation } from '@/lib/i18n/react';
import { useStudioStore } from '@/stores/studio-store';
import { Switch } from './fields';

/** Generated sound and speech for a new clip, each with its optional prompt. */
export function AutoAudioFields() {
  const { t } = useTranslation(['app', 'common']);
  const { params, setParams } = useStudioStore();
  return (
    <div className="space-y-3 rounded-2xl bg-brand-50/60 p-3">
      <Switch
        label={t('app:autoSound.label')}
        checked={params.autoSoundFlag}
        onChange={(autoSoundFlag) => setParams({ autoSoundFlag })}
      />
      {params.autoSoundFlag && (
        <input
          aria-label={t('app:autoSound.prompt')}
          placeholder={t('app:autoSound.prompt')}
          value={params.soundPrompt}
          onChange={(event) => setParams({ soundPrompt: event.target.value })}
          className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
        />
      )}
      <Switch
        label={t('app:autoSpeech.label')}
        checked={params.autoSpeechFlag}
        onChange={(autoSpeechFlag) => setParams({ autoSpeechFlag })}
      />
      {params.autoSpeechFlag && (
        <input
          aria-label={t('app:autoSpeech.prompt')}
          placeholder={t('app:autoSpeech.prompt')}
          value={params.speechPrompt}
          onChange={(event) => setParams({ speechPrompt: event.target.value })}
          className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
        />
      )}
    </div>
  );
}
