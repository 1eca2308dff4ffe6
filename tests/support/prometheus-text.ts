/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4, as documented at
 * prometheus.io "Exposition formats"), for the tests of GET /metrics: it refuses what a
 * Prometheus server would refuse (a sample of no declared family, a bad name or escape, a value
 * that is not a number, a histogram whose buckets do not add up) instead of guessing.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; help: string; type: string; samples: Sample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

/** A sample value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case). */
function number(text: string, line: string): number {
  const word = text.toLowerCase();
  if (word === 'nan') return Number.NaN;
  if (/^\+?inf(inity)?$/.test(word)) return Number.POSITIVE_INFINITY;
  if (/^-inf(inity)?$/.test(word)) return Number.NEGATIVE_INFINITY;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${line}`);
  return Number(text);
}

/** The labels of `{a="x",b="y"}` starting at `start`; returns them and the index after `}`. */
function labelsAt(line: string, start: number): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let i = start + 1;
  for (;;) {
    while (line[i] === ' ') i += 1;
    if (line[i] === '}') return [labels, i + 1];
    const eq = line.indexOf('=', i);
    const name = line.slice(i, eq).trim();
    if (eq < 0 || !LABEL_NAME.test(name) || line[eq + 1] !== '"') throw new Error(`bad label: ${line}`);
    if (name in labels) throw new Error(`label twice: ${line}`);
    let value = '';
    i = eq + 2;
    for (;;) {
      const c = line[i];
      if (c === undefined) throw new Error(`unterminated label value: ${line}`);
      if (c === '"') break;
      if (c === '\\') {
        const next = line[i + 1];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`bad escape: ${line}`);
        i += 2;
      } else {
        value += c;
        i += 1;
      }
    }
    labels[name] = value;
    i += 1;
    while (line[i] === ' ') i += 1;
    if (line[i] === ',') i += 1;
    else if (line[i] !== '}') throw new Error(`bad label list: ${line}`);
  }
}

function familyOf(families: Map<string, Family>, name: string): Family | undefined {
  const exact = families.get(name);
  if (exact) return exact;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  const family = families.get(base);
  if (family && (family.type === 'histogram' || (family.type === 'summary' && !name.endsWith('_bucket'))))
    return family;
  return undefined;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!match) continue; // a comment
      const [, kind, name = '', rest = ''] = match;
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const family = families.get(name) ?? { name, help: '', type: 'untyped', samples: [] };
      if (kind === 'HELP') family.help = rest.replace(/\\(n|\\)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'));
      else {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        if (family.samples.length > 0) throw new Error(`TYPE after samples: ${line}`);
        family.type = rest;
      }
      families.set(name, family);
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    const name = nameEnd < 0 ? line : line.slice(0, nameEnd);
    if (!METRIC_NAME.test(name)) throw new Error(`bad metric name: ${line}`);
    let labels: Record<string, string> = {};
    let i = nameEnd;
    if (line[i] === '{') [labels, i] = labelsAt(line, i);
    const [value, timestamp, extra] = line.slice(i).trim().split(/\s+/);
    if (value === undefined || extra !== undefined) throw new Error(`bad sample: ${line}`);
    if (timestamp !== undefined && !/^-?\d+$/.test(timestamp)) throw new Error(`bad timestamp: ${line}`);
    const family = familyOf(families, name);
    if (!family) throw new Error(`sample of no declared family: ${line}`);
    family.samples.push({ name, labels, value: number(value, line) });
  }
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

/** Buckets never decrease, and each series' +Inf bucket is its count. */
function checkHistogram(family: Family) {
  const series = new Map<string, { buckets: [number, number][]; count?: number }>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    const key = JSON.stringify(Object.entries(rest).sort());
    const entry = series.get(key) ?? { buckets: [] };
    if (sample.name.endsWith('_bucket')) {
      if (le === undefined) throw new Error(`${family.name}: bucket without le`);
      entry.buckets.push([number(le, le), sample.value]);
    } else if (sample.name.endsWith('_count')) entry.count = sample.value;
    series.set(key, entry);
  }
  for (const [key, { buckets, count }] of series) {
    buckets.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < buckets.length; i += 1)
      if (buckets[i]![1] < buckets[i - 1]![1]) throw new Error(`${family.name}${key}: buckets decrease`);
    const inf = buckets.at(-1);
    if (!inf || inf[0] !== Number.POSITIVE_INFINITY || inf[1] !== count)
      throw new Error(`${family.name}${key}: +Inf bucket is not the count`);
  }
}

/** The value of one series: the sample of `name` whose labels include `labels`. */
export function seriesValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = familyOf(families, name);
  return family?.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
