/**
 * The model picker panel (SPEC §2, §4): a section of video models with NEW and PRO badges and
 * a section of free models with a FREE badge. It closes on a pick, on Escape and on a click
 * outside. A Pro model without a paid plan opens the pricing modal (without Basic, which has no
 * Pro models) and leaves the model as it was; an unknown model shows as veo-3-fast. The
 * models this server cannot run (GET /api/v1/models, `available: false`) are greyed with their
 * reason and cannot be picked; a current model that turns out unavailable falls back to base.
 * Under each remote model's label the picker names what really serves it here (`servedBy`).
 * The hosted providers' models (fal, Replicate, ComfyUI; issue 19) follow in a section per
 * provider, each with what it takes (text, images), its price and its limits; a provider this
 * server has no key for is not shown at all.
 * This file keeps the button, the open state and what a pick does; useModelList reads the
 * server's list, ModelPanel draws the sections and ModelOption one model.
 */
import { useTranslation } from '@/lib/i18n/react';
import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/useDismiss';
import type { ModelEntry, ModelId, ModelInfo } from '@/lib/models';
import { knownModel } from '@/lib/studio';
import { isPaid, planOf, useUserStore } from '@/stores/user-store';
import { sessionReady } from '@/features/auth/session-ready';
import { modelName } from './model-name';
import { ModelPanel } from './ModelPanel';
import { useModelList } from './useModelList';

export function ModelPicker({ model, onPick }: { model: ModelId; onPick: (model: ModelId) => void }) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);
  const current = knownModel(model);
  const { rows, core, hostedGroups, availability } = useModelList(current, onPick);

  const pick = async (row: ModelEntry | ModelInfo) => {
    const { id, minPlan } = row;
    if (availability(id)?.available === false) return;
    // The plan check reads the session: a click before it has loaded waits for it.
    if ((row.isPro || minPlan === 'pro' || minPlan === 'ultra') && !isPaid(await sessionReady())) {
      setOpen(false);
      useUserStore.getState().openDialog('pricing', { hideBasic: true });
      return;
    }
    // A row whose lowest plan is Basic (a ComfyUI model on the operator's one GPU): the pricing modal, Basic in it.
    if (minPlan === 'basic' && planOf(await sessionReady()) === 'free') {
      setOpen(false);
      useUserStore.getState().openDialog('pricing');
      return;
    }
    onPick(id);
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={ref} className="relative">
      <span className="mb-1 block text-sm font-medium text-ink">{t('model.label')}</span>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="model-picker"
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-xl border border-ink/15 bg-surface px-3 py-2 text-start text-sm text-ink hover:border-brand-600"
      >
        <span className="truncate font-medium">
          {modelName(t, current, rows.find((row) => row.id === current)?.name)}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-ink-soft"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </button>
      {open && (
        <ModelPanel
          id={panelId}
          core={core}
          hostedGroups={hostedGroups}
          current={current}
          availability={availability}
          onChoose={(row) => void pick(row)}
        />
      )}
    </div>
  );
}
