import { describe, expect, it } from 'vitest';
import { MOTIONS, type Motion, type ScenePlan, SETTINGS } from '@/lib/scene-plan';
import { type Box, stage, subjectAt } from './stage';
import { scenePlanSchema } from './scene-plan-schema';
import { understand } from './understand';

const main = (prompt: string) => understand(prompt).subjects[0];

describe('how many of a thing the prompt names', () => {
  it.each([
    ['en', 'two dogs on a hill', '🐕', 2],
    ['en', 'five balloons rising', '🎈', 5],
    ['en', 'a herd of cows in a field', '🐄', 4],
    ['en', '3 boats on the lake', '⛵', 3],
    ['en', 'ducks on a pond', '🦆', 3],
    ['es', 'dos perros en la playa', '🐕', 2],
    ['es', 'una bandada de pájaros', '🐦', 4],
    ['fr', 'trois chevaux dans un pré', '🐎', 3],
    ['fr', 'des chiens dans le parc', '🐕', 3],
    ['de', 'vier Enten auf dem See', '🦆', 4],
    ['de', 'ein Schwarm Bienen', '🐝', 4],
    ['ru', 'две собаки бегут', '🐕', 2],
    ['pt', 'um cardume de peixes', '🐟', 4],
    ['it', 'tre cavalli al galoppo', '🐎', 3],
    ['nl', 'twee honden in het bos', '🐕', 2],
    ['ja', '三羽の鳥', '🐦', 3],
    ['zh-CN', '三只狗在草地上', '🐕', 3],
    ['zh-CN', '一群鸟', '🐦', 4],
    ['ko', '강아지 세 마리', '🐕', 3],
    ['tr', 'üç köpek koşuyor', '🐕', 3],
    ['tr', 'kediler koşuyor', '🐈', 3],
    ['vi', 'hai con chó', '🐕', 2],
    ['id', 'anjing-anjing berlari', '🐕', 3],
    ['id', 'tiga ekor kuda', '🐎', 3],
    ['fa', 'سه اسب در دشت', '🐎', 3],
    ['hi', 'दो कुत्ते', '🐕', 2],
    ['ar', 'ثلاثة خيول', '🐎', 3],
  ])('%s: "%s" draws %s × %i', (_lang, prompt, emoji, count) => {
    const subject = main(prompt);
    expect(subject?.emoji.replace(/\uFE0F/g, '')).toBe(emoji.replace(/\uFE0F/g, ''));
    expect(subject?.count).toBe(count);
  });

  it.each([
    'a dog on a hill',
    'a bus in the city',
    'a cat wearing glasses',
    'un autobús en la ciudad',
    'une souris',
    'un ours dans la forêt',
    'eine Katze',
    'кошка',
    'bir kaplan',
  ])('one thing stays one: "%s"', (prompt) => {
    expect(main(prompt)).toBeDefined();
    expect(main(prompt)?.count).toBeUndefined();
  });

  it('leaves people to their own groups', () => {
    for (const prompt of [
      'two women walking in the park',
      'three children playing football',
      'deux hommes qui courent',
    ])
      for (const s of understand(prompt).subjects) expect(s.count).toBeUndefined();
  });

  it('counts each subject apart', () => {
    const plan = understand('three dogs chasing a cat');
    expect(plan.subjects.find((s) => s.label === 'dog')?.count).toBe(3);
    expect(plan.subjects.find((s) => s.label === 'cat')?.count).toBeUndefined();
  });

  it.each([
    'seagulls over the sea',
    'des mouettes sur la plage',
    'Möwen am Hafen',
    'чайки над морем',
    '갈매기',
    'カモメが飛ぶ',
    '海鸥',
  ])('a gull is a white bird: "%s"', (prompt) => {
    expect(main(prompt)?.emoji).toBe('🕊️');
  });

  it('checks the count in stored plans', () => {
    const plan = understand('two cats');
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
    const { count: _, ...old } = plan.subjects[0]!;
    expect(scenePlanSchema.safeParse({ ...plan, subjects: [old] }).success).toBe(true);
    for (const count of [1, 6, 2.5])
      expect(scenePlanSchema.safeParse({ ...plan, subjects: [{ ...old, count }] }).success).toBe(false);
  });
});

const quiet = (motion: Motion, count: number | undefined, setting: ScenePlan['setting'] = 'meadow'): ScenePlan => ({
  subjects: [{ emoji: '🐎', label: 'horse', motion, ...(count ? { count } : {}) }],
  setting,
  timeOfDay: 'day',
  weather: 'clear',
  camera: 'static',
});

/** How far a box reaches out of the frame, pixels (0 inside). */
const overflow = (b: Box, width: number, height: number) => Math.max(0, -b.x0, b.x1 - width, -b.y0, b.y1 - height);

describe('staging several of a subject', () => {
  it.each([
    ['run', 'beach'],
    ['fly', 'river'],
    ['swim', 'reef'],
    ['walk', 'meadow'],
  ] as const)('%s in the %s: every instance travels the way the subject goes', (motion, setting) => {
    for (const seed of [1, 7, 42]) {
      const timeline = stage(quiet(motion, 3, setting), seed, 640, 360, 5);
      const instances = timeline.subjects[0]!.instances;
      expect(instances).toHaveLength(3);
      const moves = instances!.map((_, j) => subjectAt(timeline, 0, 4, j).x - subjectAt(timeline, 0, 0.5, j).x);
      const direction = Math.sign(moves[0]!);
      expect(direction).not.toBe(0);
      for (const m of moves) expect(Math.sign(m)).toBe(direction);
    }
  });

  it('spreads the instances so they do not sit on one another', () => {
    for (const count of [2, 3, 4, 5]) {
      const timeline = stage(quiet('walk', count), 3, 640, 360, 5);
      const xs = timeline.subjects[0]!.instances!.map((_, j) => subjectAt(timeline, 0, 1, j));
      for (let a = 0; a < xs.length; a++)
        for (let b = a + 1; b < xs.length; b++) {
          const gap = Math.abs(xs[a]!.x - xs[b]!.x);
          expect(gap).toBeGreaterThan(Math.min(Math.abs(xs[a]!.w), Math.abs(xs[b]!.w)) * 0.6);
        }
    }
  });

  it('keeps every instance as far inside the frame as a single subject', () => {
    const sizes: [number, number][] = [
      [640, 360],
      [360, 640],
    ];
    MOTIONS.forEach((motion, i) => {
      const setting = SETTINGS[(i * 5) % SETTINGS.length]!;
      for (const [width, height] of sizes) {
        const single = stage(quiet(motion, undefined, setting), 11, width, height, 5);
        const group = stage(quiet(motion, 2 + (i % 4), setting), 11, width, height, 5);
        let worstSingle = 0;
        let worstGroup = 0;
        for (let t = 0; t <= 5; t += 0.25) {
          worstSingle = Math.max(worstSingle, overflow(subjectAt(single, 0, t).box, width, height));
          group.subjects[0]!.instances!.forEach((_, j) => {
            worstGroup = Math.max(worstGroup, overflow(subjectAt(group, 0, t, j).box, width, height));
          });
        }
        expect(worstGroup, `${motion} in ${setting} at ${width}×${height}`).toBeLessThanOrEqual(worstSingle + 1);
      }
    });
  });

  it('is the same for the same plan and seed, and differs with the seed', () => {
    const a = stage(quiet('fly', 4, 'sky'), 5, 640, 360, 5).subjects[0]!.instances;
    const b = stage(quiet('fly', 4, 'sky'), 5, 640, 360, 5).subjects[0]!.instances;
    const c = stage(quiet('fly', 4, 'sky'), 6, 640, 360, 5).subjects[0]!.instances;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('stages a single subject as before, with no instances', () => {
    expect(stage(quiet('run', undefined), 5, 640, 360, 5).subjects[0]!.instances).toBeNull();
  });
});
