import type { ScenePlan } from '@/lib/scene-plan';
import { CORPUS, EVAL_KINDS } from './corpus';
import { evaluate, fieldKind, formatReport } from './harness';
import { unknownValues } from '../expectation';

const plan = (over: Partial<ScenePlan>): ScenePlan => ({
  subjects: [],
  setting: 'meadow',
  timeOfDay: 'day',
  weather: 'clear',
  camera: 'static',
  ...over,
});

/** A stand-in for the understand step: a fixed plan per prompt. */
const PLANS: Record<string, ScenePlan> = {
  'a red car': plan({
    setting: 'street',
    subjects: [{ emoji: '🚗', label: 'car', motion: 'drive', color: '#d93025' }],
  }),
  'a woman riding a bike': plan({
    setting: 'street',
    subjects: [{ emoji: '🚴🏽‍♀️', label: 'woman biking', motion: 'walk' }],
  }),
  'kitchen at night': plan({ setting: 'room', timeOfDay: 'night' }),
};
const fake = (prompt: string) => {
  const found = PLANS[prompt];
  if (!found) throw new Error('no plan');
  return found;
};

describe('animatic evaluation harness', () => {
  const report = evaluate(
    {
      en: [
        ['details', 'a red car', 'S=street 🚗:drive:red'],
        ['people', 'a woman riding a bike', 'S=street ~🚴:ride'],
      ],
      de: [
        ['places', 'kitchen at night', 'S=kitchen T=night C=drone'],
        ['places', 'a prompt that breaks', 'S=sea 🐟:swim'],
      ],
    },
    fake,
  );

  it('counts fields and whole prompts per language', () => {
    // en: 8 of 8 and 6 of 7 (the motion "ride" is wrong); de: 3 of 5 and 0 of 7 (the throw).
    expect(report.byLocale.get('en')).toEqual({ fields: { ok: 14, total: 15 }, prompts: { ok: 1, total: 2 } });
    expect(report.byLocale.get('de')!.fields).toEqual({ ok: 3, total: 12 });
    expect(report.byLocale.get('de')!.prompts).toEqual({ ok: 0, total: 2 });
    expect(report.prompts).toEqual({ ok: 1, total: 4 });
  });

  it('reports a value the plan cannot hold yet as a failed field, not a crash', () => {
    expect(report.byField.get('setting')).toEqual({ ok: 2, total: 4 });
    expect(report.byField.get('camera')).toEqual({ ok: 2, total: 4 });
    expect(report.misses).toContainEqual({
      locale: 'de',
      prompt: 'kitchen at night',
      field: 'camera',
      expected: 'drone',
      actual: 'static',
    });
    expect(report.misses.filter((m) => m.prompt === 'a prompt that breaks')).toHaveLength(7);
    expect(report.corpusErrors).toEqual([]);
  });

  it('accepts any gender and skin tone of a "~" emoji, and sorts fields by kind', () => {
    expect(report.byField.get('subject')).toEqual({ ok: 2, total: 3 });
    expect(report.byField.get('motion')).toEqual({ ok: 1, total: 3 });
    expect(fieldKind('subject3.color')).toBe('colour');
    expect(fieldKind('timeOfDay')).toBe('time');
    expect(report.byKind.get('places')!.prompts).toEqual({ ok: 0, total: 2 });
  });

  it('names typos in an expectation instead of scoring them', () => {
    expect(unknownValues('S=kitchn C=drone 🐕:chase:redd N=x')).toEqual([
      'setting "kitchn"',
      'color "redd"',
      'count "x"',
    ]);
    const text = formatReport(report, { misses: true });
    expect(text).toMatch(/^ {2}en +93\.3% of +15 fields +50\.0% of +2 prompts whole$/m);
    expect(text).toContain('de "kitchen at night": camera expected drone, got static');
  });
});

describe('the evaluation corpus', () => {
  const locales = [
    'en',
    'es',
    'fr',
    'de',
    'ru',
    'pt',
    'it',
    'nl',
    'ja',
    'ko',
    'zh-CN',
    'ar',
    'fa',
    'hi',
    'id',
    'tr',
    'vi',
  ];
  it('holds at least 300 prompts, 15 or more in each of the 17 languages, every family in each', () => {
    expect(Object.keys(CORPUS).sort()).toEqual([...locales].sort());
    expect(Object.values(CORPUS).flat().length).toBeGreaterThanOrEqual(300);
    for (const rows of Object.values(CORPUS)) {
      expect(rows.length).toBeGreaterThanOrEqual(15);
      expect(new Set(rows.map(([kind]) => kind))).toEqual(new Set(EVAL_KINDS));
    }
  });

  it('has no duplicate prompt and no expectation naming an unknown value', () => {
    const prompts = Object.values(CORPUS).flatMap((rows) => rows.map(([, prompt]) => prompt));
    expect(new Set(prompts).size).toBe(prompts.length);
    const wrong = Object.values(CORPUS).flatMap((rows) => rows.flatMap(([, , expected]) => unknownValues(expected)));
    expect(wrong).toEqual([]);
  });
});
