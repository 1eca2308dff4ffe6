/**
 * Test support for the understand step's table and evaluation sets: parses the compact expectation
 * strings ("S=sea T=night ⛵:sail:red") and compares a plan against one field by field, so both
 * sets say what a person means in one line per prompt.
 */
import { CAMERAS, type Motion, MOTIONS, type ScenePlan, SETTINGS, TIMES_OF_DAY, WEATHERS } from '@/lib/scene-plan';
import { RESTING } from './poses';
import { COLORS, type ColorName } from './words';

export type FieldResult = { field: string; expected: string; actual: string; ok: boolean };

const any = (spec: string, actual: string) => spec === '-' || spec.split('|').includes(actual);

/** An emoji without its skin tone, presentation selector and gender sign ("🚴🏽‍♀️" → "🚴"). */
const emojiBase = (emoji: string) =>
  emoji.replace(/\u200d[\u2640\u2642]/gu, '').replace(/[\u{1f3fb}-\u{1f3ff}\ufe0f]/gu, '');

/** An emoji spec's alternatives; one written "~🚴" accepts every gender and skin tone of 🚴. */
const anyEmoji = (spec: string, actual: string) =>
  spec === '-' ||
  spec.split('|').some((alt) => (alt.startsWith('~') ? emojiBase(alt.slice(1)) === emojiBase(actual) : alt === actual));

/**
 * Values an expectation may name though the plan cannot hold them yet (issue 37's shared
 * vocabulary, added by other parts of the work): a plan never matches them until they exist, so
 * they fail their field instead of being taken for a typo in the expectation.
 */
const PLANNED = {
  setting: ['kitchen', 'table', 'park', 'village', 'waterfall', 'reef', 'bamboo'],
  motion: ['chase', 'dance', 'play', 'orbit', 'ride', 'climb'],
  camera: ['drone'],
};
const KNOWN: Record<string, readonly string[]> = {
  setting: [...SETTINGS, ...PLANNED.setting],
  timeOfDay: TIMES_OF_DAY,
  weather: WEATHERS,
  camera: [...CAMERAS, ...PLANNED.camera],
  motion: [...MOTIONS, ...PLANNED.motion],
  color: [...Object.keys(COLORS), '(none)'],
};

/** The values of `expected` that no vocabulary has, today's or the planned one: mistakes in the expectation itself. */
export function unknownValues(expected: string): string[] {
  const parts = expected.trim().split(/\s+/);
  const wrong: string[] = [];
  const vet = (field: string, spec: string) => {
    if (spec === '-') return;
    for (const value of spec.split('|')) if (!KNOWN[field]!.includes(value)) wrong.push(`${field} "${value}"`);
  };
  const fields: Record<string, string> = { S: 'setting', T: 'timeOfDay', W: 'weather', C: 'camera' };
  for (const part of parts) {
    const key = fields[part.slice(0, 1)];
    if (key && part[1] === '=') vet(key, part.slice(2));
    else if (part.startsWith('N=')) {
      if (!/^\d+(\|\d+)*$/.test(part.slice(2))) wrong.push(`count "${part.slice(2)}"`);
    } else {
      const [, motion = '-', color = '-'] = part.split(':');
      vet('motion', motion);
      vet('color', color);
    }
  }
  return wrong;
}

/**
 * Every checked field of `plan` against `expected`: setting, time, weather, camera, subject count
 * (`N=` accepts other counts than the subjects listed), each subject's emoji, motion and colour.
 */
export function compareExpectation(plan: ScenePlan, expected: string): FieldResult[] {
  const parts = expected.trim().split(/\s+/);
  const get = (key: string, fallback: string) => parts.find((p) => p.startsWith(`${key}=`))?.slice(2) ?? fallback;
  const results: FieldResult[] = [];
  const check = (field: string, spec: string, actual: string) =>
    results.push({ field, expected: spec, actual, ok: any(spec, actual) });
  check('setting', get('S', '-'), plan.setting);
  check('timeOfDay', get('T', 'day'), plan.timeOfDay);
  check('weather', get('W', 'clear'), plan.weather);
  check('camera', get('C', 'static'), plan.camera);
  const subjects = parts.filter((p) => !/^[STWCN]=/.test(p));
  check('subjects', get('N', String(subjects.length)), String(plan.subjects.length));
  subjects.forEach((spec, i) => {
    const [emoji = '-', motion = '-', color = '-'] = spec.split(':');
    const s = plan.subjects[i];
    const actualEmoji = s?.emoji ?? '(none)';
    results.push({
      field: `subject${i + 1}.emoji`,
      expected: emoji,
      actual: actualEmoji,
      ok: anyEmoji(emoji, actualEmoji),
    });
    if (motion !== '-') {
      // Sleeping, resting, sitting and eating stay in place: they are what "idle" meant before
      // the plan could tell them apart, so an expectation of idle takes them as its refinements.
      const actual = s?.motion ?? '(none)';
      results.push({
        field: `subject${i + 1}.motion`,
        expected: motion,
        actual,
        ok: any(motion, actual) || (any(motion, 'idle') && RESTING.has(actual as Motion)),
      });
    }
    if (color !== '-') {
      const hex = color
        .split('|')
        .map((c) => COLORS[c as ColorName] ?? c)
        .join('|');
      check(`subject${i + 1}.color`, hex, s?.color ?? '(none)');
    }
  });
  return results;
}
