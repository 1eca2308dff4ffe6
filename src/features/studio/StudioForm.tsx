/**
 * The inputs of the current mode (SPEC §3, §7), its live cost beside the balance, and
 * Generate: SPEC §5's messages as toasts before any call, a second start blocked while one
 * is starting, and the verify state (captcha) when the server asks for it.
 */
import { useTranslation } from 'next-i18next/pages';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '../../components/dialog/Modal';
import { ASPECT_RATIOS, DURATIONS, MAX_IMAGES, PROMPT_MAX, QUALITIES, TRIM_MIN_SECONDS } from '../../lib/generation';
import { SPEAKERS } from '../../lib/speakers';
import { costOf, sourceFromUpload, upscaleTarget, validate } from '../../lib/studio';
import type { Mode } from '../../lib/modes';
import { PLANS } from '../../lib/plans';
import { useStudioStore } from '../../stores/studio-store';
import { isRestricted, useUserStore } from '../../stores/user-store';
import { Choice, Switch, UploadButton } from './fields';
import { ModelPicker } from './ModelPicker';
import { TemplatePicker } from './TemplatePicker';
import { createVideo } from './studio-actions';
import { sessionReady } from '../auth/session-ready';
import { revealRecord } from './reveal-record';

const SOURCE_MODES = ['sound', 'speech', 'extend', 'upscale'];

// Only needed when the server asks for the captcha (an anonymous device's first video of the day).
const CaptchaWidget = lazy(() => import('../auth/CaptchaWidget').then((module) => ({ default: module.CaptchaWidget })));

export function StudioForm({ panelId, mode }: { panelId: string; mode: Mode }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const [promptShortened, setPromptShortened] = useState(false);
  // A new mode starts with an empty prompt (SPEC §4): the notice was about the old one.
  useEffect(() => setPromptShortened(false), [mode]);
  const { params, generating, records, setParams, setModel, setShape, setGenerating } = useStudioStore();
  const { user, anonymousCredits, country } = useUserStore();
  const [verify, setVerify] = useState<{ attempt: number } | null>(null);
  const promptId = useId();
  const sourceId = useId();
  const speakerId = useId();

  const plan = user ? PLANS[user.plan] : null;
  const balance = user ? user.credits : anonymousCredits;
  const cost = costOf(mode, params);
  const hasPrompt = mode !== 'upscale';
  const hasShape = mode === 'generate' || mode === 'effect' || mode === 'extend';
  const hasImages = mode === 'generate' || mode === 'effect';
  const finished = records.filter((record) => record.state === 'success' && record.videoUrl);

  async function start(payload?: string) {
    if (useStudioStore.getState().generating) return;
    setGenerating(true);
    try {
      const outcome = await createVideo(mode, params, payload);
      if (outcome.type === 'created') {
        setVerify(null);
        toast.success(t('app:started'));
        revealRecord(outcome.recordId);
      } else if (outcome.type === 'captcha') {
        if (outcome.failed) toast.error(t('common:auth.errors.authenticationFailed'));
        setVerify((current) => ({ attempt: (current?.attempt ?? 0) + 1 }));
      } else {
        // Refused (credits, limits, moderation): the captcha asked for this create is done with.
        setVerify(null);
        if (outcome.type === 'rejected') toast.error(outcome.reason ? t(`common:studio.moderation.${outcome.reason}`, { defaultValue: outcome.message }) : outcome.message || t('app:failed'));
      }
    } finally {
      setGenerating(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    void submit();
  };

  async function submit() {
    if (isRestricted(country)) {
      toast.error(t('common:restricted.notice'));
      return;
    }
    // Extend's paid check reads the session: a click before it has loaded waits for it.
    if (mode === 'extend' && !(await sessionReady().then((current) => (current ? PLANS[current.plan].extend : false)))) {
      useUserStore.getState().openDialog('pricing', { hideBasic: true });
      return;
    }
    // A model this server cannot run is never sent (the picker greys it; this covers a stale choice).
    const model = mode === 'generate' ? useStudioStore.getState().models?.find((info) => info.id === params.model) : undefined;
    if (model && !model.available) {
      toast.error(t(`app:studio.modelReasons.${model.reason ?? 'not-configured'}`, { defaultValue: model.reason }));
      return;
    }
    const missing = validate(mode, params);
    if (missing) {
      toast.error(t(`app:validation.${missing}`));
      return;
    }
    void start();
  }

  return (
    <form id={panelId} role="tabpanel" aria-labelledby={`mode-tab-${mode}`} data-mode={mode} className="space-y-4" onSubmit={onSubmit} noValidate>
      <p className="text-sm text-ink-soft">{t(`app:modeHints.${mode}`)}</p>

      {mode === 'generate' && <ModelPicker model={params.model} onPick={(model) => setModel(model)} />}

      {SOURCE_MODES.includes(mode) && (
        <div className="space-y-2">
          <label htmlFor={sourceId} className="block text-sm font-medium text-ink">
            {t('app:source.label')}
          </label>
          <select
            id={sourceId}
            value={params.source?.recordId ?? (params.source ? 'upload' : '')}
            onChange={(event) => {
              const record = finished.find((item) => item.id === event.target.value);
              setParams({ source: record ? { recordId: record.id, url: record.videoUrl!, duration: record.duration ?? 0, quality: record.generateParam.quality as never } : null, customizeDuration: null });
            }}
            className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm text-ink"
          >
            <option value="">{finished.length > 0 ? t('app:source.pick') : t('app:source.none')}</option>
            {params.source && !params.source.recordId && <option value="upload">{t('app:source.uploaded')}</option>}
            {finished.map((record) => (
              <option key={record.id} value={record.id}>
                {t('app:source.option', { prompt: (record.prompt || t(`common:modes.${record.operationType}`)).slice(0, 48), seconds: Math.round(record.duration ?? 0) })}
              </option>
            ))}
          </select>
          <UploadButton kind="video" label={t('app:source.upload')} onUploaded={(_url, answer) => setParams({ source: sourceFromUpload(answer), customizeDuration: null })} />
          {mode === 'upscale' && params.source?.quality && (
            <p className="text-xs text-ink-soft" data-testid="upscale-target">
              {t('app:studio.upscaleFromTo', { from: params.source.quality, to: upscaleTarget(params.source) })}
            </p>
          )}
        </div>
      )}

      {(mode === 'sound' || mode === 'speech') && params.source && params.source.duration >= 2 && <TrimField total={params.source.duration} value={params.customizeDuration} onChange={(customizeDuration) => setParams({ customizeDuration })} />}

      {hasPrompt && (
        <div>
          <label htmlFor={promptId} className="block text-sm font-medium text-ink">
            {t(`app:prompt.labels.${mode}`)}
          </label>
          {/* No maxLength: the browser would cut a long paste silently; we cut it and say so. */}
          <textarea
            id={promptId}
            value={params.prompt}
            rows={mode === 'generate' ? 4 : 3}
            placeholder={t(`app:prompt.placeholders.${mode}`)}
            aria-describedby={promptShortened ? `${promptId}-shortened` : undefined}
            className="mt-1 w-full resize-y rounded-2xl border border-ink/10 bg-surface p-3 text-base text-ink shadow-sm focus:border-brand-500"
            onChange={(event) => {
              const value = event.target.value;
              setPromptShortened(value.length > PROMPT_MAX);
              setParams({ prompt: value.slice(0, PROMPT_MAX) });
            }}
          />
          {promptShortened && (
            <p id={`${promptId}-shortened`} role="status" className="text-xs font-medium text-amber-800" data-testid="prompt-shortened">
              {t('app:studio.promptShortened', { max: PROMPT_MAX.toLocaleString(i18n.language) })}
            </p>
          )}
          <p className="text-end text-xs text-ink-faint" dir="ltr" aria-live="polite">
            {t('app:prompt.counter', { count: params.prompt.length, max: PROMPT_MAX })}
          </p>
        </div>
      )}

      {hasImages && (
        <div className="space-y-2">
          <span className="block text-sm font-medium text-ink">{t('app:images.label', { max: MAX_IMAGES })}</span>
          {params.imgUrls.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {params.imgUrls.map((url, index) => (
                <li key={url} className="relative">
                  <img src={url} alt={t('app:images.preview', { n: index + 1 })} className="size-16 rounded-lg object-cover" />
                  <button
                    type="button"
                    aria-label={t('app:images.remove', { n: index + 1 })}
                    onClick={() => setParams({ imgUrls: params.imgUrls.filter((item) => item !== url) })}
                    className="absolute -end-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full bg-ink text-xs text-surface"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <UploadButton
            kind="image"
            multiple
            label={t('app:images.add')}
            disabled={params.imgUrls.length >= MAX_IMAGES}
            onUploaded={(url) => {
              const current = useStudioStore.getState().params.imgUrls;
              if (current.length < MAX_IMAGES) setParams({ imgUrls: [...current, url] });
            }}
          />
        </div>
      )}

      {mode === 'effect' && (
        <TemplatePicker
          value={params.effectTemplateId}
          onPick={(id) => setParams({ effectTemplateId: id, prompt: useStudioStore.getState().params.prompt || t(`app:templates.items.${id}.prompt`) })}
        />
      )}

      {hasShape && (
        <div className="grid gap-3">
          {hasImages && params.imgUrls.length === 0 && (
            <Choice label={t('app:aspect.label')} value={params.aspectRatio} options={ASPECT_RATIOS} onChange={(aspectRatio) => setShape({ aspectRatio })} />
          )}
          <Choice label={t('app:duration.label')} value={params.duration} options={DURATIONS} onChange={(duration) => setShape({ duration })} render={(value) => t('app:duration.seconds', { count: value })} />
          <Choice label={t('app:quality.label')} value={params.quality} options={QUALITIES} onChange={(quality) => setShape({ quality })} />
        </div>
      )}

      {hasShape && (
        <div className="space-y-3 rounded-2xl bg-brand-50/60 p-3">
          <Switch label={t('app:autoSound.label')} checked={params.autoSoundFlag} onChange={(autoSoundFlag) => setParams({ autoSoundFlag })} />
          {params.autoSoundFlag && (
            <input
              aria-label={t('app:autoSound.prompt')}
              placeholder={t('app:autoSound.prompt')}
              value={params.soundPrompt}
              onChange={(event) => setParams({ soundPrompt: event.target.value })}
              className="w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm"
            />
          )}
          <Switch label={t('app:autoSpeech.label')} checked={params.autoSpeechFlag} onChange={(autoSpeechFlag) => setParams({ autoSpeechFlag })} />
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
      )}

      {mode === 'sound' && <Switch label={t('app:originalSound')} checked={params.originalSoundFlag} onChange={(originalSoundFlag) => setParams({ originalSoundFlag })} />}

      {(mode === 'speech' || params.autoSpeechFlag) && (
        <div>
          <label htmlFor={speakerId} className="block text-sm font-medium text-ink">
            {t('app:speaker.label')}
          </label>
          <select id={speakerId} value={params.speakerId} onChange={(event) => setParams({ speakerId: event.target.value })} className="mt-1 w-full rounded-xl border border-ink/15 bg-surface px-3 py-2 text-sm">
            {SPEAKERS.map((speaker) => (
              <option key={speaker.id} value={speaker.id}>
                {speaker.id === 'auto' ? t('app:speaker.auto') : `${speaker.name} · ${speaker.language}`}
              </option>
            ))}
          </select>
        </div>
      )}

      {mode === 'speech' && (
        <div className="space-y-1">
          <UploadButton kind="audio" label={params.audioUrl ? t('app:audio.replace') : t('app:audio.upload')} onUploaded={(audioUrl) => setParams({ audioUrl })} />
          {params.audioUrl && (
            <button type="button" className="text-xs text-brand-700 underline" onClick={() => setParams({ audioUrl: null })}>
              {t('app:audio.remove')}
            </button>
          )}
        </div>
      )}

      <div className="space-y-2">
        <Switch label={t('app:private.label')} hint={plan?.privateVideos ? undefined : t('app:paidOnly')} disabled={!plan?.privateVideos} checked={params.privateFlag} onChange={(privateFlag) => setParams({ privateFlag })} />
        <Switch label={t('app:noWatermark.label')} hint={plan?.removableWatermark ? undefined : t('app:paidOnly')} disabled={!plan?.removableWatermark} checked={params.noWatermarkFlag} onChange={(noWatermarkFlag) => setParams({ noWatermarkFlag })} />
      </div>

      {/* On a phone the cost and Generate stay in view at the bottom while the settings scroll. */}
      <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-ink/10 bg-surface/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0">
        <p className="flex items-center justify-between text-sm" data-testid="cost">
          <span className="text-ink-soft">{cost === null ? t('app:cost.pending') : t('app:cost.label', { count: cost })}</span>
          {balance !== null && <span className="text-ink-faint">{t('app:cost.balance', { count: balance })}</span>}
        </p>
        <button type="submit" disabled={generating} aria-busy={generating} className="w-full rounded-full bg-brand-600 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70">
          {generating ? t('app:starting') : t('app:generate')}
        </button>
      </div>

      {verify && (
        <Modal open onClose={() => setVerify(null)} title={t('common:auth.title.verify')} description={t('app:verifyIntro')} testId="create-verify">
          <div className="mt-4">
            <Suspense fallback={null}>
              <CaptchaWidget key={verify.attempt} onVerified={(payload) => void start(payload)} />
            </Suspense>
          </div>
        </Modal>
      )}
    </form>
  );
}

/**
 * Sound and speech may use only the start of the source (customizeDuration, SPEC §3): whole
 * seconds from 1 to the source's length; at the end of the slider, the whole video (null).
 */
function TrimField({ total, value, onChange }: { total: number; value: number | null; onChange: (value: number | null) => void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const max = Math.ceil(total);
  const shown = value ?? max;
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <label htmlFor={id} className="font-medium text-ink">
          {t('studio.trim.label')}
        </label>
        <output htmlFor={id} id={`${id}-value`} className="text-ink-soft" data-testid="trim-value">
          {value === null ? t('studio.trim.whole', { seconds: Math.round(total) }) : t('studio.trim.first', { seconds: shown, total: Math.round(total) })}
        </output>
      </div>
      <input
        id={id}
        aria-describedby={`${id}-value`}
        type="range"
        min={TRIM_MIN_SECONDS}
        max={max}
        step={1}
        value={shown}
        onChange={(event) => {
          const seconds = Number(event.target.value);
          onChange(seconds >= max ? null : seconds);
        }}
        className="mt-1 w-full accent-brand-600"
      />
    </div>
  );
}
