import { useTranslation } from '@/lib/i18n/react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import type { ModelId } from '@/lib/models';
import type { Mode } from '@/lib/modes';
import { PLANS } from '@/lib/plans';
import { type StudioParams, validate } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { isRestricted, useUserStore } from '@/stores/user-store';
import { sessionReady } from '@/features/auth/session-ready';
import { revealRecord } from './reveal-record';
import { createVideo, createWithBody } from './studio-actions';

/**
 * What Generate sends: a mode's inputs, or a story the storyboard has made into a create body
 * (with its price, its shots' models and why it may not be sent yet, already shown on the page).
 */
export type GenerateRequest =
  | { kind: 'mode'; mode: Mode; params: StudioParams }
  | { kind: 'story'; body: Record<string, unknown>; cost: number | null; models: ModelId[]; blocked: string | null };

/**
 * Generate: SPEC §5's checks as toasts before any call, a second start blocked while one is
 * starting, and the verify state (captcha) when the server asks for it.
 */
export function useGenerate(request: GenerateRequest) {
  const { t } = useTranslation(['app', 'common']);
  const generating = useStudioStore((state) => state.generating);
  const setGenerating = useStudioStore((state) => state.setGenerating);
  const country = useUserStore((state) => state.country);
  const [verify, setVerify] = useState<{ attempt: number } | null>(null);

  async function start(payload?: string) {
    if (useStudioStore.getState().generating) return;
    setGenerating(true);
    try {
      const outcome =
        request.kind === 'story'
          ? await createWithBody(request.body, request.cost, payload)
          : await createVideo(request.mode, request.params, payload);
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
        if (outcome.type === 'rejected')
          toast.error(
            outcome.reason
              ? t(`common:studio.moderation.${outcome.reason}`, { defaultValue: outcome.message })
              : outcome.message || t('app:failed'),
          );
      }
    } finally {
      setGenerating(false);
    }
  }

  /** The checks the page makes before any call; each stops Generate with a toast or a dialog. */
  async function passesChecks(): Promise<boolean> {
    if (isRestricted(country)) {
      toast.error(t('common:restricted.notice'));
      return false;
    }
    if (request.kind === 'story') return storyPasses(request);
    const { mode, params } = request;
    // Extend's paid check reads the session: a click before it has loaded waits for it.
    if (
      mode === 'extend' &&
      !(await sessionReady().then((current) => (current ? PLANS[current.plan].extend : false)))
    ) {
      useUserStore.getState().openDialog('pricing', { hideBasic: true });
      return false;
    }
    if (mode === 'generate' && !modelRuns(params.model)) return false;
    const missing = validate(mode, params);
    if (missing) {
      toast.error(t(`app:validation.${missing}`));
      return false;
    }
    return true;
  }

  /** A model this server cannot run is never sent (the picker greys it; this covers a stale choice). */
  function modelRuns(id: ModelId): boolean {
    const model = useStudioStore.getState().models?.find((info) => info.id === id);
    if (model && !model.available) {
      toast.error(t(`app:studio.modelReasons.${model.reason ?? 'not-configured'}`, { defaultValue: model.reason }));
      return false;
    }
    return true;
  }

  /** A story's own checks: what the page already gives as the reason Generate is off, and each shot's model. */
  function storyPasses(story: Extract<GenerateRequest, { kind: 'story' }>): boolean {
    if (story.blocked) {
      toast.error(story.blocked);
      return false;
    }
    return story.models.every(modelRuns);
  }

  async function submit() {
    if (await passesChecks()) void start();
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    void submit();
  };

  return { generating, verify, closeVerify: () => setVerify(null), start, onSubmit };
}
