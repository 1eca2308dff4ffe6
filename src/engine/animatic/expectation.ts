/**
 * Test support for the understand step's table and evaluation sets: parses the compact expectation
 * strings ("S=sea T=night ⛵:sail:red") and compares a plan against one field by field, so both
 * sets say what a person means in one line per prompt.
 */
import type { ScenePlan } from '@/lib/scene-plan';
import { COLORS, type ColorName } from './words';

export type FieldResult = { field: string; expected: string; actual: string; ok: boolean };

const any = (spec: string, actual: string) => spec === '-' || spec.split('|').includes(actual);

/** Every checked field of `plan` against `expected`: setting, time, weather, camera, subject count, each subject's emoji, motion and colour. */
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
  const subjects = parts.filter((p) => !/^[STWC]=/.test(p));
  check('subjects', String(subjects.length), String(plan.subjects.length));
  subjects.forEach((spec, i) => {
    const [emoji = '-', motion = '-', color = '-'] = spec.split(':');
    const s = plan.subjects[i];
    check(`subject${i + 1}.emoji`, emoji, s?.emoji ?? '(none)');
    if (motion !== '-') check(`subject${i + 1}.motion`, motion, s?.motion ?? '(none)');
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
