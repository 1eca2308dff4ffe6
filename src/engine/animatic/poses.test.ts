import { describe, expect, it } from 'vitest';
import type { Motion, ScenePlan } from '@/lib/scene-plan';
import { framePixels, quietPlan } from '../../../tests/support/plans';
import { holderOf } from './held';
import { scenePlanSchema } from './scene-plan-schema';
import { stage, subjectAt } from './stage';
import { understand } from './understand';

/** Someone or something staying in place, in each language: the emoji and the motion it must get. */
const RESTING: [locale: string, prompt: string, emoji: string, motion: Motion][] = [
  ['en', 'an old dog dozing on the porch', '🐕', 'sleep'],
  ['en', 'a tiger lying in the grass', '🐅', 'rest'],
  ['en', 'a goat grazing on the hill', '🐐', 'eat'],
  ['es', 'un gato durmiendo junto a la ventana', '🐈', 'sleep'],
  ['es', 'un león descansando en la sabana', '🦁', 'rest'],
  ['fr', 'un écureuil qui mange une noisette', '🐿️', 'eat'],
  ['fr', 'un chien couché devant la cheminée', '🐕', 'rest'],
  ['de', 'ein Hund schläft im Garten', '🐕', 'sleep'],
  ['de', 'ein Pferd frisst Heu', '🐎', 'eat'],
  ['ru', 'кот спит на подоконнике', '🐈', 'sleep'],
  ['ru', 'корова ест траву на лугу', '🐄', 'eat'],
  ['pt', 'um cachorro deitado na praia', '🐕', 'rest'],
  ['it', 'un gatto che mangia', '🐈', 'eat'],
  ['nl', 'een koe graast in de wei', '🐄', 'eat'],
  ['ja', '犬が庭で寝ている', '🐕', 'sleep'],
  ['ko', '고양이가 먹고 있다', '🐈', 'eat'],
  ['zh-CN', '小狗在草地上睡觉', '🐕', 'sleep'],
  ['zh-CN', '一只熊猫在吃竹子', '🐼', 'eat'],
  ['ar', 'قطة نائمة في الحديقة', '🐈', 'sleep'],
  ['ar', 'أسد يستريح تحت شجرة', '🦁', 'rest'],
  ['fa', 'سگی که در باغ خوابیده', '🐕', 'sleep'],
  ['hi', 'बगीचे में सोता हुआ कुत्ता', '🐕', 'sleep'],
  ['id', 'seekor kucing sedang makan', '🐈', 'eat'],
  ['tr', 'bahçede uyuyan bir köpek', '🐕', 'sleep'],
  ['vi', 'con mèo đang ngủ', '🐈', 'sleep'],
];

/** People sitting: a standing figure that sits. */
const SITTING: [string, string][] = [
  ['en', 'an old man sitting on a bench in the park'],
  ['de', 'eine Frau sitzt auf einer Bank'],
  ['ru', 'девочка сидит на скамейке'],
  ['ja', 'ベンチに座っている男性'],
  ['ar', 'امرأة تجلس على مقعد في الحديقة'],
  ['hi', 'पार्क में बेंच पर बैठी एक महिला'],
  ['vi', 'một cô gái ngồi trên ghế đá trong công viên'],
];

/** A person riding an animal that has no rider emoji of its own. */
const RIDING: [string, string, string][] = [
  ['en', 'a man riding a camel in the desert', '🐪'],
  ['es', 'una mujer montando un elefante', '🐘'],
  ['fr', 'un garçon qui monte un chameau', '🐪'],
  ['ru', 'мужчина едет на верблюде', '🐪'],
  ['zh-CN', '一个男孩骑着大象', '🐘'],
  ['id', 'seorang pria menunggang unta di gurun', '🐪'],
  ['tr', 'deve süren bir adam', '🐪'],
];

const figureBase = (emoji: string) => emoji.replace(/\u200d[\u2640\u2642]\ufe0f?$/, '');

describe('understand: staying in place', () => {
  it.each(RESTING)('[%s] %s', (locale, prompt, emoji, motion) => {
    const plan = understand(prompt, { locale });
    const subject = plan.subjects.find((s) => s.emoji.replace(/\ufe0f/g, '') === emoji.replace(/\ufe0f/g, ''));
    expect(subject?.motion, JSON.stringify(plan)).toBe(motion);
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
  });

  it.each(SITTING)('[%s] %s', (locale, prompt) => {
    const [person] = understand(prompt, { locale }).subjects;
    expect(person && figureBase(person.emoji)).toBe('🧍');
    expect(person?.motion).toBe('sit');
  });

  it('gives a resting verb to what is alive, not to the tree beside it', () => {
    const plan = understand('شیری که زیر درخت استراحت می‌کند', { locale: 'fa' });
    expect(plan.subjects.find((s) => s.emoji === '🦁')?.motion).toBe('rest');
    expect(plan.subjects.find((s) => s.emoji === '🌳')?.motion).not.toBe('rest');
  });
});

describe('understand: riding an animal', () => {
  it.each(RIDING)('[%s] %s', (locale, prompt, mount) => {
    const plan = understand(prompt, { locale });
    // Either camel: CLDR names the one-hump and the two-hump one alike in some languages.
    const animal = plan.subjects.findIndex((s) => (mount === '🐪' ? ['🐪', '🐫'] : [mount]).includes(s.emoji));
    const rider = plan.subjects.findIndex((s) => s.motion === 'ride');
    expect(animal, JSON.stringify(plan)).toBeGreaterThan(rider);
    expect(rider).toBe(0);
    expect(figureBase(plan.subjects[rider]!.emoji)).toBe('🧍');
    expect(plan.subjects[rider]!.heldBy).toBe(animal);
    expect(plan.subjects[animal]!.motion).toBe('walk');
    // Nobody is on a bicycle.
    expect(plan.subjects.some((s) => s.emoji.startsWith('🚴'))).toBe(false);
    expect(scenePlanSchema.safeParse(plan).success).toBe(true);
  });

  it('reads a horse in the Arabic accusative and seats the man on it', () => {
    for (const prompt of ['رجل يركب حصانا', 'فتاة تركب حصانا على الشاطئ'])
      expect(understand(prompt).subjects[0]?.emoji, prompt).toBe('🏇');
  });

  it('still gives a bicycle to riding with no animal named', () => {
    expect(understand('a man riding through the city').subjects[0]?.emoji).toMatch(/^🚴/u);
  });
});

describe('understand: playing and making', () => {
  it.each([
    ['id', 'anak-anak bermain layang-layang di taman'],
    ['fr', 'des enfants jouent au cerf-volant dans un champ'],
    ['de', 'Kinder spielen mit einem Drachen auf der Wiese'],
    ['ar', 'أطفال يطيرون طائرة ورقية في الحقل'],
  ])('[%s] kite flyers stand and hold the line: %s', (locale, prompt) => {
    const plan = understand(prompt, { locale });
    const kite = plan.subjects.find((s) => s.emoji === '🪁');
    expect(kite?.heldBy, JSON.stringify(plan)).toBe(0);
    for (const s of plan.subjects.filter((x) => x.emoji !== '🪁'))
      expect(s.emoji.startsWith('🤸'), s.emoji).toBe(false);
  });

  it.each([
    ['zh-CN', '堆雪人'],
    ['en', 'a girl building a snowman'],
    ['ru', 'мальчик лепит снеговика'],
    ['de', 'Kinder bauen einen Schneemann im Garten'],
    ['tr', 'çocuklar kardan adam yapıyor'],
  ])('[%s] a snowman has its maker beside it, working: %s', (locale, prompt) => {
    const plan = understand(prompt, { locale });
    const snowman = plan.subjects.findIndex((s) => /^[☃⛄]/u.test(s.emoji));
    expect(snowman, JSON.stringify(plan)).toBeGreaterThan(0);
    expect(plan.subjects[0]?.motion).toBe('build');
    expect(plan.subjects[snowman]?.heldBy).toBe(0);
    expect(plan.winter ?? plan.setting).toMatch(/snowy|snowfield/);
  });
});

describe('understand: ground birds and companions', () => {
  it.each([
    ['hi', 'बारिश में नाचता हुआ मोर'],
    ['en', 'a peacock in the garden'],
    ['es', 'un gallo en la granja'],
    ['ja', '七面鳥'],
  ])('[%s] a ground bird stays on land: %s', (locale, prompt) => {
    const plan = understand(prompt, { locale });
    expect(plan.setting).not.toBe('sky');
    expect(plan.subjects[0]?.motion).not.toMatch(/^(fly|float|swim)$/);
  });

  it('a duck on a farm walks', () => {
    expect(understand('a duck on a farm').subjects[0]?.motion).toBe('walk');
  });

  it.each([
    ['ru', 'девушка гуляет с собакой по парку'],
    ['tr', 'parkta köpeğiyle yürüyen bir kadın'],
    ['zh-CN', '一个女孩和她的狗在公园里散步'],
    ['ar', 'امرأة تمشي مع كلبها في الحديقة'],
    ['hi', 'एक लड़की अपने कुत्ते के साथ टहल रही है'],
  ])('[%s] a walker takes the dog along: %s', (locale, prompt) => {
    const plan = understand(prompt, { locale });
    const dog = plan.subjects.find((s) => s.emoji === '🐕');
    expect(dog?.heldBy, JSON.stringify(plan)).toBe(0);
    expect(plan.subjects[0]?.emoji).toMatch(/\u2640/u);
  });
});

const subject = (emoji: string, label: string, motion: Motion, more: Partial<ScenePlan['subjects'][0]> = {}) => ({
  emoji,
  label,
  motion,
  ...more,
});

describe('stage: resting subjects', () => {
  it('never slide across the frame', () => {
    for (const motion of ['sleep', 'rest', 'sit', 'eat'] as const) {
      const plan = quietPlan({ subjects: [subject('🐈', 'cat', motion)] });
      const timeline = stage(plan, 3, 640, 360, 5);
      const xs = [0, 1, 2.5, 4, 5].map((t) => subjectAt(timeline, 0, t).x);
      expect(Math.max(...xs) - Math.min(...xs), motion).toBeLessThan(640 * 0.03);
    }
  });

  it('lays a cat on a sofa in a room, cat-sized, the sofa under it', () => {
    const room = quietPlan({ setting: 'room', subjects: [subject('🐈', 'cat', 'sleep')] });
    const timeline = stage(room, 3, 640, 360, 5);
    const pose = subjectAt(timeline, 0, 1);
    expect(pose.seat?.kind).toBe('sofa');
    // On the seat, above the floor, and narrower than the sofa.
    expect(pose.y).toBeLessThan(pose.seat!.ground - 1);
    expect(Math.abs(pose.w)).toBeLessThan(pose.seat!.width);
    const alone = subjectAt(
      stage(quietPlan({ setting: 'room', subjects: [subject('🐈', 'cat', 'walk')] }), 3, 640, 360, 5),
      0,
      1,
    );
    expect(pose.h).toBeLessThan(alone.h);
  });

  it('seats a person on a bench in a park, and a bench is drawn there', () => {
    const sitting = quietPlan({ setting: 'park', subjects: [subject('🧍‍♂️', 'man standing', 'sit')] });
    const timeline = stage(sitting, 3, 640, 360, 5);
    const pose = subjectAt(timeline, 0, 2);
    expect(pose.seat?.kind).toBe('bench');
    const standing = framePixels(quietPlan({ setting: 'park', subjects: [subject('🧍‍♂️', 'man standing', 'idle')] }));
    const seated = framePixels(sitting);
    // The bench's wood beside the sitter's hips: brown pixels that the standing scene lacks there.
    const brown = (d: Uint8ClampedArray) => {
      let n = 0;
      const y0 = Math.round(pose.seat!.ground - pose.h * 0.5);
      for (let y = y0; y < pose.seat!.ground; y++)
        for (let x = Math.round(pose.seat!.x - pose.seat!.width / 2); x < pose.seat!.x + pose.seat!.width / 2; x++) {
          const i = (y * 640 + x) * 4;
          if (d[i]! > 70 && d[i]! < 190 && d[i + 1]! < d[i]! * 0.8 && d[i + 2]! < d[i]! * 0.6) n += 1;
        }
      return n;
    };
    expect(brown(seated)).toBeGreaterThan(brown(standing) + 200);
  });

  it('draws the z of a sleeper above it, not of a waker', () => {
    const plan = (motion: Motion) => quietPlan({ subjects: [subject('🐕', 'dog', motion)] });
    const pose = subjectAt(stage(plan('sleep'), 7, 640, 360, 5), 0, 2);
    const pale = (d: Uint8ClampedArray) => {
      let n = 0;
      for (let y = Math.max(0, Math.round(pose.box.y0 - pose.h * 0.5)); y < pose.box.y0 + pose.h * 0.2; y++)
        for (let x = Math.round(pose.box.x0 - pose.h * 0.3); x < pose.box.x1 + pose.h * 0.3; x++) {
          const i = (y * 640 + x) * 4;
          if (d[i]! < 80 && d[i + 1]! < 90 && d[i + 2]! > 90) n += 1;
        }
      return n;
    };
    expect(pale(framePixels(plan('sleep')))).toBeGreaterThan(pale(framePixels(plan('rest'))) + 5);
  });
});

describe('stage: riders', () => {
  it('keeps the rider on the back of its walking mount, across the frame', () => {
    const plan = understand('a woman riding a camel in the desert');
    const timeline = stage(plan, 7, 640, 360, 5);
    expect(holderOf(plan, 0)).toBe(1);
    const xs: number[] = [];
    for (const t of [0, 1.3, 2.5, 3.7, 5]) {
      const rider = subjectAt(timeline, 0, t);
      const camel = subjectAt(timeline, 1, t);
      xs.push(camel.x);
      expect(Math.abs(rider.x - camel.x)).toBeLessThan(Math.abs(camel.w) * 0.2);
      expect(rider.y).toBeLessThan(camel.y - camel.h * 0.3);
      expect(rider.y).toBeGreaterThan(camel.box.y0);
    }
    // It travels a good part of the frame, one way.
    expect(Math.abs(xs[4]! - xs[0]!)).toBeGreaterThan(640 * 0.3);
    const steps = xs.slice(1).map((x, i) => Math.sign(x - xs[i]!));
    expect(new Set(steps).size).toBe(1);
  });

  it('draws a rider on a horse larger than a walker', () => {
    const riding = stage(understand('a man riding a horse and a woman walking'), 7, 640, 360, 5);
    const horse = riding.plan.subjects.findIndex((s) => s.emoji === '🏇');
    const walker = riding.plan.subjects.findIndex((s) => s.emoji.startsWith('🚶'));
    expect(subjectAt(riding, horse, 1).h).toBeGreaterThan(subjectAt(riding, walker, 1).h);
  });
});
