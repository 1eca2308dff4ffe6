/**
 * The inputs of the current mode (SPEC §3, §7; which ones: MODE_INPUTS), its live cost beside
 * the balance, and Generate (useGenerate: SPEC §5's checks, the captcha when the server asks).
 */
import { useTranslation } from '@/lib/i18n/react';
import { MAX_IMAGES } from '@/lib/generation';
import { isHostedProvider, modelEntry, modelInputs } from '@/lib/models';
import { MODE_INPUTS, type Mode } from '@/lib/modes';
import { PLANS } from '@/lib/plans';
import { costOf } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { useUserStore } from '@/stores/user-store';
import { AutoAudioFields } from './AutoAudioFields';
import { Switch } from './fields';
import { CreateVerify } from './CreateVerify';
import { GenerateBar } from './GenerateBar';
import { ImagesField } from './ImagesField';
import { ModelPicker } from './ModelPicker';
import { PromptField } from './PromptField';
import { RecordingField } from './RecordingField';
import { ShapeFields } from './ShapeFields';
import { SourceField } from './SourceField';
import { SpeakerField } from './SpeakerField';
import { TemplatePicker } from './TemplatePicker';
import { TrimField } from './TrimField';
import { useGenerate } from './useGenerate';

export function StudioForm({ panelId, mode }: { panelId: string; mode: Mode }) {
  const { t } = useTranslation(['app', 'common']);
  const params = useStudioStore((state) => state.params);
  const setParams = useStudioStore((state) => state.setParams);
  const setModel = useStudioStore((state) => state.setModel);
  const planId = useUserStore((state) => state.user?.plan);
  const balance = useUserStore((state) => (state.user ? state.user.credits : state.anonymousCredits));
  const { generating, verify, closeVerify, start, onSubmit } = useGenerate({ kind: 'mode', mode, params });
  const takes = MODE_INPUTS[mode];
  // A hosted model may take a prompt alone, or one picture (its catalogue row, issue 19).
  const entry = takes.model ? modelEntry(params.model) : null;
  const modelTakes = entry ? modelInputs(entry) : null;
  const takesImages = takes.images && (modelTakes?.inputs.includes('images') ?? true);
  const hosted = entry !== null && isHostedProvider(entry.provider);
  const plan = planId ? PLANS[planId] : null;

  return (
    <form
      id={panelId}
      role="tabpanel"
      aria-labelledby={`mode-tab-${mode}`}
      data-mode={mode}
      className="space-y-4"
      onSubmit={onSubmit}
      noValidate
    >
      <p className="text-sm text-ink-soft">{t(`app:modeHints.${mode}`)}</p>

      {takes.model && <ModelPicker model={params.model} onPick={(model) => setModel(model)} />}
      {takes.source && <SourceField mode={mode} />}
      {takes.trim && params.source && params.source.duration >= 2 && (
        <TrimField
          total={params.source.duration}
          value={params.customizeDuration}
          onChange={(customizeDuration) => setParams({ customizeDuration })}
        />
      )}
      {takes.prompt && <PromptField mode={mode} />}
      {takesImages && <ImagesField max={modelTakes ? Math.min(modelTakes.maxImages, MAX_IMAGES) : MAX_IMAGES} />}
      {takes.template && (
        <TemplatePicker
          value={params.effectTemplateId}
          onPick={(id) =>
            setParams({
              effectTemplateId: id,
              prompt: useStudioStore.getState().params.prompt || t(`app:templates.items.${id}.prompt`),
            })
          }
        />
      )}
      {takes.shape && <ShapeFields takesImages={takesImages} />}
      {/* A hosted model's price is its own and its video its provider's: no sound or voice of ours is added. */}
      {takes.shape && !hosted && <AutoAudioFields />}
      {mode === 'sound' && (
        <Switch
          label={t('app:originalSound')}
          checked={params.originalSoundFlag}
          onChange={(originalSoundFlag) => setParams({ originalSoundFlag })}
        />
      )}
      {(mode === 'speech' || params.autoSpeechFlag) && <SpeakerField />}
      {takes.audio && <RecordingField />}

      <div className="space-y-2">
        <Switch
          label={t('app:private.label')}
          // Every video is seen only by its owner until shared: say what the option adds.
          hint={plan?.privateVideos ? t('app:private.hint') : `${t('app:private.hint')} · ${t('app:paidOnly')}`}
          disabled={!plan?.privateVideos}
          checked={params.privateFlag}
          onChange={(privateFlag) => setParams({ privateFlag })}
        />
        <Switch
          label={t('app:noWatermark.label')}
          hint={plan?.removableWatermark ? undefined : t('app:paidOnly')}
          disabled={!plan?.removableWatermark}
          checked={params.noWatermarkFlag}
          onChange={(noWatermarkFlag) => setParams({ noWatermarkFlag })}
        />
      </div>

      <GenerateBar cost={costOf(mode, params)} balance={balance} generating={generating} />

      {verify && (
        <CreateVerify attempt={verify.attempt} onClose={closeVerify} onVerified={(payload) => void start(payload)} />
      )}
    </form>
  );
}
