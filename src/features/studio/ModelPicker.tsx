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
 */
import { useTranslation } from '@/lib/i18n/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/useDismiss';
import {
  catalogue,
  HOSTED_PROVIDERS,
  type HostedProvider,
  isHostedProvider,
  type ModelEntry,
  type ModelId,
  type ModelInfo,
  modelInputs,
} from '@/lib/models';
import { FORMULA_FROM, MODEL_DURATIONS, QUALITIES } from '@/lib/generation';
import { knownModel } from '@/lib/studio';
import { useStudioStore } from '@/stores/studio-store';
import { isPaid, planOf, useUserStore } from '@/stores/user-store';
import type { PlanId } from '@/lib/plans';
import { ThemeControl } from '@/components/shell/ThemeControl';
import { sessionReady } from '@/features/auth/session-ready';
import { loadModels } from './studio-actions';
import { dateTimeFormat, formatNumber } from '@/lib/intl';

function Badge({ kind }: { kind: 'new' | 'pro' | 'free' }) {
  const { t } = useTranslation('app');
  const colors = {
    new: 'bg-emerald-100 text-emerald-800',
    pro: 'bg-amber-100 text-amber-900',
    free: 'bg-sky-100 text-sky-900',
  }[kind];
  return (
    <span className={`rounded px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide ${colors}`}>
      {t(`models.badges.${kind}`)}
    </span>
  );
}

export function ModelPicker({ model, onPick }: { model: ModelId; onPick: (model: ModelId) => void }) {
  const { t, i18n } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);
  const current = knownModel(model);
  const models = useStudioStore((state) => state.models);
  const availability = (id: ModelId) => models?.find((info) => info.id === id);

  useEffect(() => {
    if (useStudioStore.getState().models === null) void loadModels().catch(() => undefined);
  }, []);

  useEffect(() => {
    // Never send a model the server cannot run: a current one that is unavailable falls back to base.
    const info = models?.find((entry) => entry.id === current);
    if (info && !info.available && current !== 'base') onPick('base');
  }, [models, current, onPick]);

  // The server's rows once they are in (MODELS_FILE may have changed them), the shipped ones until then.
  const rows: readonly (ModelEntry | ModelInfo)[] = models ?? catalogue();
  const core = rows.filter((row) => !isHostedProvider(row.provider));
  // A hosted provider without its key on this server is left out rather than shown greyed.
  const hostedGroups = HOSTED_PROVIDERS.map((provider) => ({
    provider,
    rows: rows.filter((row) => row.provider === provider && availability(row.id)?.reason !== 'not-configured'),
  })).filter((group) => models !== null && group.rows.length > 0);

  /** SPEC's models by their translated names; a hosted model by the name its catalogue row gives (a product name). */
  const modelName = (id: ModelId, fallback = id) => t(`models.${id}.name`, { defaultValue: fallback });

  /**
   * Price, and for a hosted model its limits, in a line: "from 2 credits a second · 4–10 s ·
   * 720p / 1080p". SPEC's models say their limits in their own description.
   */
  const modelTerms = (row: ModelEntry | ModelInfo) => {
    const price = priceText(row, t);
    if (!isHostedProvider(row.provider)) return price;
    const seconds = (value: number) => t('duration.seconds', { count: value });
    const durations = spans(row.durations, MODEL_DURATIONS)
      ? `${formatNumber(i18n.language, row.durations[0]!)}–${seconds(row.durations[row.durations.length - 1]!)}`
      : row.durations.map(seconds).join(' / ');
    const qualities = spans(row.qualities, QUALITIES)
      ? `${row.qualities[0]}–${row.qualities[row.qualities.length - 1]}`
      : row.qualities.join(' / ');
    return [price, durations, qualities].join(' · ');
  };

  const pick = async (id: ModelId, pro: boolean, minPlan: PlanId) => {
    if (availability(id)?.available === false) return;
    // The plan check reads the session: a click before it has loaded waits for it.
    if (pro && !isPaid(await sessionReady())) {
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

  const option = (row: ModelEntry | ModelInfo) => {
    const { id, isNew, isPro, isFree } = row;
    const hosted = isHostedProvider(row.provider);
    const info = availability(id);
    const unavailable = info?.available === false;
    const reason =
      !unavailable || !info.reason
        ? null
        : info.reason === 'retired' && info.retiredOn
          ? t('studio.modelReasons.retiredOn', { date: localDate(info.retiredOn, i18n.language) })
          : t(`studio.modelReasons.${info.reason}`, { defaultValue: info.reason });
    // Honest names (issue 14): what really serves a remote model here, under SPEC's label.
    // A model named after what serves it (Gemini Omni Flash) needs no second line saying so.
    const servedBy =
      !hosted && info?.servedBy && info.servedBy.provider !== 'local' && info.servedBy.label !== info.name
        ? t('studio.servedBy', { name: info.servedBy.label })
        : null;
    return (
      <li key={id} role="none">
        <button
          type="button"
          role="option"
          aria-selected={id === current}
          aria-disabled={unavailable || undefined}
          data-model={id}
          data-available={info ? String(info.available) : undefined}
          onClick={() => void pick(id, isPro || row.minPlan === 'pro' || row.minPlan === 'ultra', row.minPlan)}
          className="flex w-full items-start gap-3 rounded-xl p-2 text-start hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-600"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
              {modelName(id, row.name)}
              {isNew && <Badge kind="new" />}
              {isPro && <Badge kind="pro" />}
              {isFree && <Badge kind="free" />}
            </span>
            <span className="block text-xs text-ink-soft">
              {hosted
                ? t(`studio.modelInputs.${modelInputs(row).inputs.join('-') || 'text'}`)
                : t(`models.${id}.description`)}
            </span>
            <span className="block text-xs text-ink-soft" data-testid={`model-terms-${id}`}>
              {modelTerms(row)}
            </span>
            {servedBy && (
              <span className="block text-xs text-ink-faint" data-testid={`model-served-by-${id}`}>
                {servedBy}
              </span>
            )}
            {reason && (
              <span className="mt-0.5 block text-xs font-medium text-ink" data-testid={`model-reason-${id}`}>
                {reason}
              </span>
            )}
          </span>
        </button>
      </li>
    );
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
        <span className="truncate font-medium">{modelName(current, rows.find((row) => row.id === current)?.name)}</span>
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
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[min(40rem,75dvh)] space-y-3 overflow-y-auto overscroll-contain rounded-2xl border border-ink/10 bg-surface p-3 shadow-xl"
          data-testid="model-panel"
        >
          <section>
            <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">
              {t('models.videoSection')}
            </h3>
            {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of option rows; keyboard handled by the picker */}
            <ul role="listbox" aria-label={t('models.videoSection')} className="mt-1">
              {core.filter((m) => !m.isFree).map(option)}
            </ul>
          </section>
          <section>
            <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">
              {t('models.freeSection')}
            </h3>
            {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of option rows; keyboard handled by the picker */}
            <ul role="listbox" aria-label={t('models.freeSection')} className="mt-1">
              {core.filter((m) => m.isFree).map(option)}
            </ul>
          </section>
          {hostedGroups.map((group) => (
            <HostedSection key={group.provider} provider={group.provider}>
              {group.rows.map(option)}
            </HostedSection>
          ))}
          <div className="border-t border-ink/5 px-2 pt-3">
            <ThemeControl />
          </div>
        </div>
      )}
    </div>
  );
}

/** Three or more values that are every value of `all` from the first to the last: said as a range. */
function spans<T>(values: readonly T[], all: readonly T[]): boolean {
  if (values.length < 3) return false;
  const from = all.indexOf(values[0]!);
  const to = all.indexOf(values[values.length - 1]!);
  return from >= 0 && to - from + 1 === values.length && values.every((value, i) => all[from + i] === value);
}

/** One hosted provider's models under its name. */
function HostedSection({ provider, children }: { provider: HostedProvider; children: React.ReactNode }) {
  const { t } = useTranslation('app');
  const title = t(`models.groups.${provider}`);
  return (
    <section data-testid={`model-group-${provider}`}>
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a listbox of option rows; keyboard handled by the picker */}
      <ul role="listbox" aria-label={title} className="mt-1">
        {children}
      </ul>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The price of a model as its row sets it: per video, per second (from the cheapest quality), or SPEC's table (from 2). */
function priceText(row: ModelEntry | ModelInfo, t: Translate): string {
  const { pricing } = row;
  if (pricing.kind === 'flat') return t('studio.price.perVideo', { count: pricing.credits });
  if (pricing.kind === 'per-second') {
    if (typeof pricing.credits === 'number') return t('studio.price.perSecond', { count: pricing.credits });
    const rates = row.qualities.map((quality) => (pricing.credits as Partial<Record<string, number>>)[quality] ?? 0);
    const low = Math.min(...rates);
    return t(low === Math.max(...rates) ? 'studio.price.perSecond' : 'studio.price.perSecondFrom', { count: low });
  }
  return t('studio.price.from', { count: FORMULA_FROM });
}

/** A retirement date (YYYY-MM-DD) in the reader's own format; anything else as it came. */
function localDate(value: string, language: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
