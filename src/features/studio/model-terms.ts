/**
 * A model's terms in one line under its name: its price, and for a hosted model its limits,
 * "from 2 credits a second · 4–10 s · 720p / 1080p". SPEC's models say their limits in their
 * own description, so theirs is the price alone.
 */
import { FORMULA_FROM, MODEL_DURATIONS, QUALITIES } from '@/lib/generation';
import type { TFunction } from '@/lib/i18n/translator';
import { formatNumber } from '@/lib/intl';
import { isHostedProvider, type ModelEntry, type ModelInfo } from '@/lib/models';

export function modelTerms(row: ModelEntry | ModelInfo, t: TFunction, language: string): string {
  const price = priceText(row, t);
  if (!isHostedProvider(row.provider)) return price;
  const seconds = (value: number) => t('duration.seconds', { count: value });
  const durations = spans(row.durations, MODEL_DURATIONS)
    ? `${formatNumber(language, row.durations[0]!)}–${seconds(row.durations[row.durations.length - 1]!)}`
    : row.durations.map(seconds).join(' / ');
  const qualities = spans(row.qualities, QUALITIES)
    ? `${row.qualities[0]}–${row.qualities[row.qualities.length - 1]}`
    : row.qualities.join(' / ');
  return [price, durations, qualities].join(' · ');
}

/** Three or more values that are every value of `all` from the first to the last: said as a range. */
function spans<T>(values: readonly T[], all: readonly T[]): boolean {
  if (values.length < 3) return false;
  const from = all.indexOf(values[0]!);
  const to = all.indexOf(values[values.length - 1]!);
  return from >= 0 && to - from + 1 === values.length && values.every((value, i) => all[from + i] === value);
}

/** The price of a model as its row sets it: per video, per second (from the cheapest quality), or SPEC's table (from 2). */
function priceText(row: ModelEntry | ModelInfo, t: TFunction): string {
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
