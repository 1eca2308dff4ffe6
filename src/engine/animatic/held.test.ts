import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '@/lib/scene-plan';
import { createCanvas } from '@napi-rs/canvas';
import { drawHeldLines, gripOf, holderOf } from './held';
import { scenePlanSchema } from './scene-plan-schema';
import { stage, subjectAt } from './stage';
import { understand } from './understand';

/** The emoji of the thing held and of its holder's figure family, by prompt. */
const HELD: [prompt: string, thing: string][] = [
  ['an old man with an umbrella in the street', '☂️'],
  ['a kid flying a kite in the park', '🪁'],
  ['a woman walking her dog by the river', '🐕'],
  ['una niña con un globo en el parque', '🎈'],
  ['une femme avec un parapluie dans la rue', '☂️'],
  ['ein Mann mit einem Regenschirm im Regen', '☂️'],
  ['мальчик с воздушным шариком', '🎈'],
  ['um homem passeando com o cachorro', '🐕'],
  ['een meisje met een ballon', '🎈'],
  ['傘をさした男性', '☂️'],
  ['우산을 쓴 여자', '☂️'],
  ['一个女孩拿着气球', '🎈'],
  ['رجل يحمل مظلة', '☂️'],
  ['پسری با بادکنک', '🎈'],
  ['छाता लिए एक आदमी', '☂️'],
  ['anak laki-laki membawa balon', '🎈'],
  ['köpeğini gezdiren kadın', '🐕'],
  ['cô gái cầm bóng bay trong công viên', '🎈'],
];

describe('understand links a held thing to its person', () => {
  it.each(HELD)('%s', (prompt, thing) => {
    const plan = understand(prompt);
    const held = plan.subjects.findIndex((s) => s.emoji === thing);
    expect(held).toBeGreaterThan(0);
    const holder = plan.subjects[held]!.heldBy;
    expect(holder).toBeDefined();
    // The holder is a person drawn before what it holds, so it is the main subject.
    expect(holder).toBeLessThan(held);
    expect(plan.subjects[holder!]!.label).toMatch(/woman|man|girl|boy|child|person/);
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
  });

  it('leaves things alone when nothing links them', () => {
    for (const prompt of ['a girl and a balloon', 'a man with a hat. A dog runs in the park', 'a kite over the sea'])
      for (const s of understand(prompt).subjects) expect(s.heldBy).toBeUndefined();
  });

  it('a flying word gives a kite, not a balloon, to its person', () => {
    const balloon = understand('a boy flying past a balloon').subjects.find((s) => s.emoji === '🎈');
    expect(balloon?.heldBy).toBeUndefined();
    const kite = understand('a boy flying a kite').subjects;
    expect(kite.find((s) => s.emoji === '🪁')?.heldBy).toBe(0);
    // The boy holds the line; he does not fly.
    expect(kite[0]!.motion).not.toBe('fly');
  });

  it('people playing with a kite stand and hold it, with no ball of their own', () => {
    for (const [prompt, locale] of [
      ['two kids playing with a kite in the park', 'en'],
      ['niñas jugando con una cometa en el parque', 'es'],
      ['anak-anak bermain layang-layang di lapangan', 'id'],
    ]) {
      const subjects = understand(prompt!, { locale: locale! }).subjects;
      const kite = subjects.find((s) => s.emoji === '🪁');
      expect(kite?.heldBy, prompt).toBeDefined();
      const people = subjects.filter((s) => s.emoji !== '🪁');
      expect(people.length, prompt).toBeGreaterThan(0);
      for (const person of people) expect(person.emoji, prompt).toMatch(/^🧍/u);
    }
  });

  it('a held balloon does not carry the scene into the sky', () => {
    expect(understand('a girl and a balloon').setting).toBe('sky');
    expect(understand('a girl holding a balloon').setting).not.toBe('sky');
    expect(understand('a girl holding a balloon at the beach').setting).toBe('beach');
  });
});

describe('the schema', () => {
  const base: ScenePlan = {
    subjects: [
      { emoji: '🚶', label: 'person walking', motion: 'walk' },
      { emoji: '🎈', label: 'balloon', motion: 'idle', heldBy: 0 },
    ],
    setting: 'park',
    timeOfDay: 'day',
    weather: 'clear',
    camera: 'static',
  };
  it('accepts plans with and without heldBy, and rejects an index out of range', () => {
    expect(scenePlanSchema.safeParse(base).success).toBe(true);
    const old = structuredClone(base);
    delete old.subjects[1]!.heldBy;
    expect(scenePlanSchema.safeParse(old).success).toBe(true);
    for (const bad of [-1, 3, 1.5]) {
      const plan = structuredClone(base);
      plan.subjects[1]!.heldBy = bad;
      expect(scenePlanSchema.safeParse(plan).success).toBe(false);
    }
  });

  it('stage ignores a holder that is itself, held, or a thing no hand holds', () => {
    const self = structuredClone(base);
    self.subjects[1]!.heldBy = 1;
    expect(holderOf(self, 1)).toBeNull();
    const chained = structuredClone(base);
    chained.subjects[0]!.heldBy = 1;
    expect(holderOf(chained, 1)).toBeNull();
    const car = structuredClone(base);
    car.subjects[1] = { emoji: '🚗', label: 'car', motion: 'drive', heldBy: 0 };
    expect(holderOf(car, 1)).toBeNull();
    expect(holderOf(base, 1)).toBe(0);
  });
});

const FPS = 12;
const times = (duration: number) => Array.from({ length: duration * FPS + 1 }, (_, i) => i / FPS);

function heldPlan(person: string, motion: 'walk' | 'idle', thing: string, setting: ScenePlan['setting']): ScenePlan {
  return {
    subjects: [
      { emoji: person, label: 'person', motion },
      { emoji: thing, label: 'thing', motion: thing === '🐕' ? motion : 'idle', heldBy: 0 },
    ],
    setting,
    timeOfDay: 'day',
    weather: 'clear',
    camera: 'static',
  };
}

describe('stage keeps a held thing with its holder', () => {
  const cases: [string, 'walk' | 'idle', string, ScenePlan['setting'], number][] = [
    ['🚶‍♀️', 'walk', '☂️', 'street', 0.9],
    ['🚶‍♀️', 'walk', '🎈', 'park', 1.2],
    ['🧍‍♂️', 'idle', '🎈', 'meadow', 1.2],
    ['🚶‍♂️', 'walk', '🐕', 'street', 0.9],
    ['🚶‍♀️', 'walk', '💐', 'park', 0.7],
    // A kite flies far out on its line, yet never farther than the line.
    ['🧍‍♂️', 'idle', '🪁', 'beach', 2.3],
  ];
  it.each(cases)('%s %s with %s in the %s', (person, motion, thing, setting, reach) => {
    for (const seed of [1, 7, 42])
      for (const [w, h] of [
        [640, 360],
        [360, 640],
      ] as const) {
        const timeline = stage(heldPlan(person, motion, thing, setting), seed, w, h, 5);
        // Sized to the person: smaller than the holder.
        expect(timeline.subjects[1]!.size).toBeLessThan(timeline.subjects[0]!.size);
        let moved = 0;
        let first: { hx: number; tx: number } | null = null;
        for (const t of times(5)) {
          const holder = subjectAt(timeline, 0, t);
          const held = subjectAt(timeline, 1, t);
          const dx = held.x - holder.x;
          const dy = held.y - held.h / 2 - (holder.y - holder.h / 2);
          expect(Math.hypot(dx, dy)).toBeLessThanOrEqual(holder.h * reach);
          // Facing follows the holder.
          const holderRight = holder.w < 0 !== timeline.subjects[0]!.spriteRight;
          const heldRight = held.w < 0 !== timeline.subjects[1]!.spriteRight;
          expect(heldRight).toBe(holderRight);
          if (!first) first = { hx: holder.x, tx: held.x };
          moved = Math.max(moved, Math.abs(holder.x - first.hx));
          // It goes where the holder goes.
          if (gripOf(thing) !== 'kite')
            expect(Math.abs(held.x - first.tx - (holder.x - first.hx))).toBeLessThan(holder.h * 0.3);
        }
        if (motion === 'walk' && w > h) expect(moved).toBeGreaterThan(w * 0.1);
      }
  });

  it('is deterministic', () => {
    const plan = heldPlan('🚶‍♀️', 'walk', '🎈', 'park');
    const a = stage(plan, 3, 640, 360, 5);
    const b = stage(plan, 3, 640, 360, 5);
    expect(subjectAt(a, 1, 2.5)).toEqual(subjectAt(b, 1, 2.5));
  });
});

describe('draw', () => {
  const painted = (plan: ScenePlan) => {
    const timeline = stage(plan, 5, 640, 360, 5);
    const canvas = createCanvas(640, 360);
    drawHeldLines(canvas.getContext('2d'), timeline, 1, subjectAt);
    const data = canvas.getContext('2d').getImageData(0, 0, 640, 360).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  };
  it('draws a string, a line or a leash from the hand, and nothing for a thing in the hand', () => {
    for (const thing of ['🎈', '🪁', '🐕']) expect(painted(heldPlan('🚶‍♀️', 'walk', thing, 'park'))).toBeGreaterThan(20);
    expect(painted(heldPlan('🚶‍♀️', 'walk', '💐', 'park'))).toBe(0);
    const loose = heldPlan('🚶‍♀️', 'walk', '🎈', 'park');
    delete loose.subjects[1]!.heldBy;
    expect(painted(loose)).toBe(0);
  });
});
