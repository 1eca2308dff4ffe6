import { describe, expect, it } from 'vitest';
import type { ScenePlan, SceneSubject } from '@/lib/scene-plan';
import { scenePlanSchema } from './scene-plan-schema';
import { stage, subjectAt } from './stage';
import { understand } from './understand';
import { namesSeveral } from './words/drawn';
import { framePixels, quietPlan } from '../../../tests/support/plans';

const W = 640;
const H = 360;

const frame = (plan: ScenePlan, t: number) => framePixels(plan, t, 11);

/** Summed channel difference of two frames over a box (pixels). */
function diff(a: Uint8ClampedArray, b: Uint8ClampedArray, x0 = 0, y0 = 0, x1 = W, y1 = H): number {
  let sum = 0;
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y1)); y++)
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(W, Math.round(x1)); x++) {
      const i = (y * W + x) * 4;
      sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    }
  return sum;
}

/** How many pixels differ noticeably between two frames. */
function changed(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 40) n++;
  return n;
}

const plan = (subjects: SceneSubject[], rest: Partial<ScenePlan> = {}): ScenePlan => quietPlan({ subjects, ...rest });

describe('drawn things in the plan', () => {
  it.each([
    ['en', 'two hot air balloons drifting over a valley at dawn', 'hot-air-balloon', true],
    ['es', 'un globo aerostático sobre el desierto', 'hot-air-balloon', false],
    ['de', 'ein Heißluftballon über dem Wald', 'hot-air-balloon', false],
    ['it', 'mongolfiere colorate sopra le colline', 'hot-air-balloon', true],
    ['tr', 'vadinin üstünde sıcak hava balonları', 'hot-air-balloon', true],
    ['ko', '들판 위의 열기구들', 'hot-air-balloon', true],
    // A particle glued to the word, where the emoji index also names the thing: still our art.
    ['ko', '밤에 불꽃놀이가 터지는 항구', 'fireworks', false],
    ['ko', '바다 위의 등대가 보인다', 'lighthouse', false],
    ['zh-CN', '草原上空的热气球', 'hot-air-balloon', false],
    ['fr', 'un phare sous la tempête', 'lighthouse', false],
    ['ru', 'маяк в тумане', 'lighthouse', false],
    ['nl', 'een vuurtoren bij zonsondergang', 'lighthouse', false],
    ['ar', 'منارة في الليل', 'lighthouse', false],
    ['pt', 'fogos de artifício sobre o rio', 'fireworks', false],
    ['ja', '夜空に花火', 'fireworks', false],
    ['fa', 'آتش‌بازی بر فراز شهر', 'fireworks', false],
    ['vi', 'pháo hoa rực rỡ trên sông', 'fireworks', false],
    ['vi', 'những khinh khí cầu trên cánh đồng', 'hot-air-balloon', true],
    ['id', 'kembang api di atas kota', 'fireworks', false],
    ['hi', 'शहर के ऊपर आतिशबाज़ी', 'fireworks', false],
    ['en', 'a meteor shower above the snowy mountains', 'shooting-stars', true],
    ['en', 'one falling star over the farm', 'shooting-stars', false],
    ['es', 'una estrella fugaz sobre el lago', 'shooting-stars', false],
    ['fr', 'pluie d étoiles filantes sur la plage', 'shooting-stars', true],
    ['de', 'eine Sternschnuppe über dem Meer', 'shooting-stars', false],
    ['ru', 'падающая звезда над лесом', 'shooting-stars', false],
    ['ru', 'метеорный поток над озером', 'shooting-stars', true],
    ['pt', 'chuva de meteoros sobre a praia', 'shooting-stars', true],
    ['it', 'una stella cadente sul mare', 'shooting-stars', false],
    ['nl', 'een vallende ster boven het bos', 'shooting-stars', false],
    ['ja', '砂漠の夜空を流れる流星群', 'shooting-stars', true],
    ['ko', '산 위로 떨어지는 유성', 'shooting-stars', false],
    ['zh-CN', '海面上的流星雨', 'shooting-stars', true],
    ['ar', 'نيزك فوق البحر', 'shooting-stars', false],
    ['fa', 'بارش شهابی روی دریا', 'shooting-stars', true],
    ['hi', 'पहाड़ों के ऊपर उल्कापात', 'shooting-stars', true],
    ['id', 'hujan meteor di atas gunung', 'shooting-stars', true],
    ['tr', 'dağların üstünde kayan yıldızlar', 'shooting-stars', true],
    ['vi', 'mưa sao băng trên biển', 'shooting-stars', true],
  ])('%s: %s', (_lang, prompt, art, several) => {
    const subject = understand(prompt).subjects.find((s) => s.art);
    expect(subject?.art).toBe(art);
    expect(namesSeveral(subject?.word)).toBe(several);
  });

  it('puts a lighthouse at the sea unless the prompt names a place', () => {
    expect(understand('an old lighthouse').setting).toBe('sea');
    expect(understand('a lighthouse on the beach').setting).toBe('beach');
    expect(understand('un faro junto al lago').setting).toBe('lake');
  });

  it('makes fireworks night only when the prompt sets no time', () => {
    expect(understand('fireworks over the harbour').timeOfDay).toBe('night');
    expect(understand('feux d artifice au coucher du soleil').timeOfDay).toBe('sunset');
    expect(understand('a hot air balloon over the lake').timeOfDay).toBe('day');
  });

  it('puts shooting stars in the night sky over the land named, never on the ground', () => {
    const plan = understand('a meteor shower above the snowy mountains');
    expect(plan).toMatchObject({ setting: 'mountains', timeOfDay: 'night' });
    expect(plan.subjects[0]).toMatchObject({ art: 'shooting-stars', emoji: '🌠', motion: 'fall' });
    // The sky of a named land is that land ("the desert sky"), and a time the prompt sets stays.
    expect(understand('نيزك في سماء الصحراء').setting).toBe('desert');
    expect(understand('shooting stars at dusk over the sea').timeOfDay).toBe('dusk');
    // Beside another subject it is still drawn: a streak is not a sky tile left out.
    expect(understand('a fox watching shooting stars').subjects.map((s) => s.emoji)).toEqual(['🦊', '🌠']);
  });

  it('reads a misspelt name of a drawn thing', () => {
    expect(understand('a lighthuose at night').subjects[0]?.art).toBe('lighthouse');
  });

  it('keeps a toy balloon a balloon', () => {
    const [subject] = understand('a red balloon in the park').subjects;
    expect(subject?.emoji).toBe('🎈');
    expect(subject?.art).toBeUndefined();
  });

  it('checks the art field and still reads plans that have none', () => {
    const balloon = { emoji: '🎈', label: 'hot air balloon', motion: 'rise' as const };
    expect(scenePlanSchema.safeParse(plan([balloon])).success).toBe(true);
    expect(scenePlanSchema.safeParse(plan([{ ...balloon, art: 'lighthouse' }])).success).toBe(true);
    expect(scenePlanSchema.safeParse(plan([{ ...balloon, art: 'zeppelin' as never }])).success).toBe(false);
  });
});

describe('drawing them', () => {
  const balloon: SceneSubject = {
    emoji: '🎈',
    label: 'hot air balloon',
    word: 'hot air balloon',
    motion: 'rise',
    art: 'hot-air-balloon',
  };

  it('paints the balloon where its pose is', () => {
    const with1 = plan([balloon], { setting: 'sky' });
    const empty = frame(plan([], { setting: 'sky' }), 2.5);
    const drawn = frame(with1, 2.5);
    const pose = subjectAt(stage(with1, 11, W, H, 5), 0, 2.5);
    // The envelope's middle, a third of the sprite's height above the basket and more.
    const cx = pose.x;
    const cy = pose.y - pose.h * 0.6;
    const r = pose.h * 0.12;
    expect(diff(drawn, empty, cx - r, cy - r, cx + r, cy + r) / (4 * r * r)).toBeGreaterThan(60);
    // Far from it, the sky is the sky.
    const far = cx < W / 2 ? W - 40 : 40;
    expect(diff(drawn, empty, far - 10, 20, far + 10, 40)).toBeLessThan(
      diff(drawn, empty, cx - r, cy - r, cx + r, cy + r) / 20,
    );
  });

  it('draws several balloons for a plural word', () => {
    const base = frame(plan([], { setting: 'sky' }), 2.5);
    const one = changed(frame(plan([balloon], { setting: 'sky' }), 2.5), base);
    const many = changed(frame(plan([{ ...balloon, word: 'montgolfières' }], { setting: 'sky' }), 2.5), base);
    expect(many).toBeGreaterThan(one * 1.3);
  });

  it('sweeps the lighthouse beam at night, and shows none by day', () => {
    const lighthouse: SceneSubject = { emoji: '🗼', label: 'lighthouse', motion: 'idle', art: 'lighthouse' };
    const night = plan([lighthouse], { setting: 'sea', timeOfDay: 'night' });
    const day = plan([lighthouse], { setting: 'sea' });
    const pose = subjectAt(stage(night, 11, W, H, 5), 0, 1);
    // A band at the lantern's height, across the frame.
    const band = [0, pose.y - pose.h * 0.95, W, pose.y - pose.h * 0.7] as const;
    const nightMove = diff(frame(night, 1), frame(night, 2), ...band);
    const dayMove = diff(frame(day, 1), frame(day, 2), ...band);
    expect(nightMove).toBeGreaterThan(dayMove * 3 + 10_000);
  });

  it('streaks shooting stars across the sky above the horizon, the same for the same seed', () => {
    const star: SceneSubject = {
      emoji: '🌠',
      label: 'shooting star',
      word: 'shooting stars',
      motion: 'fall',
      art: 'shooting-stars',
    };
    const night = { setting: 'desert', timeOfDay: 'night' } as const;
    const a = frame(plan([star], night), 2);
    expect(diff(a, frame(plan([star], night), 2))).toBe(0);
    // Near-white pixels (the streaks' heads and tails; the moon is creamy), all above the horizon.
    const horizon = stage(plan([star], night), 11, W, H, 5).ground.horizon * H;
    const bright = (d: Uint8ClampedArray, y0: number, y1: number) => {
      let n = 0;
      for (let y = Math.max(0, Math.round(y0)); y < Math.min(H, Math.round(y1)); y++)
        for (let x = 0; x < W; x++) {
          const i = (y * W + x) * 4;
          if (d[i]! > 215 && d[i + 1]! > 215 && d[i + 2]! > 200) n++;
        }
      return n;
    };
    const empty = frame(plan([], night), 2);
    expect(bright(a, 0, horizon)).toBeGreaterThan(bright(empty, 0, horizon) + 40);
    expect(bright(a, horizon + 2, H)).toBe(bright(empty, horizon + 2, H));
    // They move: another moment shows other streaks.
    expect(changed(a, frame(plan([star], night), 2.4))).toBeGreaterThan(100);
  });

  it('bursts fireworks that change over the clip, the same for the same seed', () => {
    const fireworks = plan([{ emoji: '🎆', label: 'fireworks', motion: 'idle', art: 'fireworks', color: '#ff0000' }], {
      setting: 'city',
      timeOfDay: 'night',
    });
    const a = frame(fireworks, 1.5);
    expect(diff(a, frame(fireworks, 1.5))).toBe(0);
    expect(changed(a, frame(fireworks, 2.5))).toBeGreaterThan(500);
    // Red sparks in the sky: more strongly red pixels than the same night without them.
    const reds = (d: Uint8ClampedArray) => {
      let n = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i]! > 150 && d[i]! > d[i + 1]! + 60) n++;
      return n;
    };
    expect(reds(a)).toBeGreaterThan(reds(frame(plan([], { setting: 'city', timeOfDay: 'night' }), 1.5)) + 100);
  });
});
