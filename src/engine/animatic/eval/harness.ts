/**
 * Scores an evaluation corpus (corpus.ts) against the understand step: the share of fields
 * understood per language, per kind of field (subject, setting, time, weather, camera, motion,
 * colour, count) and per family of prompt, and the share of prompts understood whole. A value the
 * plan cannot hold yet simply fails its field; a prompt whose understanding throws fails every
 * field it has, so one bad prompt never hides the others' figures.
 */
import type { ScenePlan } from '@/lib/scene-plan';
import { compareExpectation, type FieldResult, unknownValues } from '../expectation';
import type { EvalRow } from './corpus';

type Tally = { ok: number; total: number };
type Miss = { locale: string; prompt: string; field: string; expected: string; actual: string };

export type EvalReport = {
  fields: Tally;
  prompts: Tally;
  byLocale: Map<string, { fields: Tally; prompts: Tally }>;
  /** Per kind of field: subject, setting, time, weather, camera, motion, colour, count. */
  byField: Map<string, Tally>;
  /** Per family of prompt (the corpus's kinds). */
  byKind: Map<string, { fields: Tally; prompts: Tally }>;
  misses: Miss[];
  /** Expectations naming a value no vocabulary has (a mistake in the corpus, reported, not fatal). */
  corpusErrors: string[];
};

/** The kind of a compared field: "subject2.motion" → "motion". */
export function fieldKind(field: string): string {
  if (field === 'timeOfDay') return 'time';
  if (field === 'subjects') return 'count';
  const part = /^subject\d+\.(\w+)$/.exec(field)?.[1];
  if (part === 'emoji') return 'subject';
  if (part === 'color') return 'colour';
  return part ?? field;
}

const tally = (): Tally => ({ ok: 0, total: 0 });
const add = (into: Tally, ok: number, total: number) => {
  into.ok += ok;
  into.total += total;
};

/** The fields of `expected` when the plan could not be made at all: each one failed. */
function failedFields(expected: string, reason: string): FieldResult[] {
  const empty: ScenePlan = {
    subjects: [],
    setting: '' as never,
    timeOfDay: '' as never,
    weather: '' as never,
    camera: '' as never,
  };
  return compareExpectation(empty, expected).map((r) => ({ ...r, actual: reason, ok: false }));
}

export function evaluate(
  corpus: Record<string, EvalRow[]>,
  understand: (prompt: string, hint: { locale: string }) => ScenePlan,
): EvalReport {
  const report: EvalReport = {
    fields: tally(),
    prompts: tally(),
    byLocale: new Map(),
    byField: new Map(),
    byKind: new Map(),
    misses: [],
    corpusErrors: [],
  };
  for (const [locale, rows] of Object.entries(corpus)) {
    const perLocale = { fields: tally(), prompts: tally() };
    report.byLocale.set(locale, perLocale);
    for (const [kind, prompt, expected] of rows) {
      for (const wrong of unknownValues(expected)) report.corpusErrors.push(`${locale} "${prompt}": unknown ${wrong}`);
      let results: FieldResult[];
      try {
        results = compareExpectation(understand(prompt, { locale }), expected);
      } catch (error) {
        results = failedFields(expected, `(error: ${error instanceof Error ? error.message : String(error)})`);
      }
      const good = results.filter((r) => r.ok).length;
      const whole = good === results.length ? 1 : 0;
      const perKind = report.byKind.get(kind) ?? { fields: tally(), prompts: tally() };
      report.byKind.set(kind, perKind);
      for (const into of [report, perLocale, perKind]) {
        add(into.fields, good, results.length);
        add(into.prompts, whole, 1);
      }
      for (const r of results) {
        const byField = report.byField.get(fieldKind(r.field)) ?? tally();
        report.byField.set(fieldKind(r.field), byField);
        add(byField, r.ok ? 1 : 0, 1);
        if (!r.ok) report.misses.push({ locale, prompt, field: r.field, expected: r.expected, actual: r.actual });
      }
    }
  }
  return report;
}

const pct = ({ ok, total }: Tally) => (total ? `${((100 * ok) / total).toFixed(1)}%` : '-');

/** The report as the table `npm run animatic:eval` prints; with `misses`, every failed field too. */
export function formatReport(report: EvalReport, { misses = false } = {}): string {
  const lines: string[] = [];
  const row = (name: string, v: { fields: Tally; prompts: Tally }) =>
    `${name.padEnd(10)} ${pct(v.fields).padStart(7)} of ${String(v.fields.total).padStart(4)} fields   ${pct(v.prompts).padStart(7)} of ${String(v.prompts.total).padStart(3)} prompts whole`;
  lines.push('Per language');
  for (const [locale, v] of report.byLocale) lines.push(`  ${row(locale, v)}`);
  lines.push('Per kind of field');
  for (const [field, v] of [...report.byField].sort((a, b) => a[1].ok / a[1].total - b[1].ok / b[1].total))
    lines.push(`  ${field.padEnd(10)} ${pct(v).padStart(7)} of ${String(v.total).padStart(4)}`);
  lines.push('Per family of prompt');
  for (const [kind, v] of report.byKind) lines.push(`  ${row(kind, v)}`);
  lines.push(`Overall    ${row('', report).trim()}`);
  if (report.corpusErrors.length) lines.push('Corpus errors', ...report.corpusErrors.map((e) => `  ${e}`));
  if (misses) {
    lines.push('Misses');
    for (const m of report.misses)
      lines.push(`  ${m.locale} "${m.prompt}": ${m.field} expected ${m.expected}, got ${m.actual}`);
  }
  return lines.join('\n');
}
