import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from '@/lib/i18n/react';
import { useStudioStore } from '@/stores/studio-store';
import { Switch } from './fields';

/** Generated sound and speech for a new clip, each with its optional prompt. */
export function AutoAudioFields() {
  const { t } = useTranslation(['app', 'common']);
  const { autoSoundFlag, soundPrompt, autoSpeechFlag, speechPrompt } = useStudioStore(
    useShallow(({ params }) => ({
      autoSoundFlag: params.autoSoundFlag,
      soundPrompt: params.soundPrompt,
      autoSpeechFlag: params.autoSpeechFlag,
      speechPrompt: params.speechPrompt,
    })),
  );
  const setParams = useStudioStore((state) => state.setParams);
  return (
    <div className="space-y-3 rounded-2xl bg-brand-50/60 p-3">
      <Switch
        label={t('app:autoSound.label')}
        checked={autoSoundFlag}
        onChange={(autoSoundFlag) => setParams({ autoSoundFlag })}
      />
      {autoSoundFlag && (
        <input
          aria-label={t('app:autoSound.prompt')}
          placeholder={t('app:autoSound.prompt')}
          value={soundPrompt}
          onChange={(event) => setParams({ soundPrompt: event.target.value })}
          className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
        />
      )}
      <Switch
        label={t('app:autoSpeech.label')}
        checked={autoSpeechFlag}
        onChange={(autoSpeechFlag) => setParams({ autoSpeechFlag })}
      />
      {autoSpeechFlag && (
        <input
          aria-label={t('app:autoSpeech.prompt')}
          placeholder={t('app:autoSpeech.prompt')}
          value={speechPrompt}
          onChange={(event) => setParams({ speechPrompt: event.target.value })}
          className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
        />
      )}
    </div>
  );
}
