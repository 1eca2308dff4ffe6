import { framePixels, quietPlan } from '../../../tests/support/plans';
import { bodyColours, hasDrawnBody } from './bodies';
import { stage, subjectAt } from './stage';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** The pixels of the legs' own colour just above the line the subject stands on. */
function feet(emoji: string) {
  const plan = quietPlan({ subjects: [{ emoji, label: emoji, motion: 'walk' }] });
  const pose = subjectAt(stage(plan, 7, 640, 360, 5), 0, 2);
  const pixels = framePixels(plan);
  const [r, g, b] = rgb(bodyColours(emoji)!.legs);
  let count = 0;
  let x0 = 640;
  let x1 = -1;
  for (let y = Math.floor(pose.y - pose.h * 0.1); y <= Math.ceil(pose.y); y += 1)
    for (let x = Math.max(0, Math.floor(pose.box.x0)); x < Math.min(640, pose.box.x1); x += 1) {
      const i = (y * 640 + x) * 4;
      if (Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!) > 12) continue;
      count += 1;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
    }
  return { count, spread: x1 - x0, size: pose.h };
}

describe('animals the emoji set shows only as a head', () => {
  it.each(['🦊', '🐺', '🐻', '🐼', '🦁', '🐨'])('%s walks on legs, front and back, down to its ground', (emoji) => {
    expect(hasDrawnBody(emoji)).toBe(true);
    const { count, spread, size } = feet(emoji);
    // Legs reach the line it stands on: a head alone has none there.
    expect(count).toBeGreaterThan(size * 0.1);
    // A front pair and a hind pair, a body's length apart.
    expect(spread).toBeGreaterThan(size * 0.25);
  });

  it('leaves animals the set draws whole as they are', () => {
    for (const emoji of ['🐕', '🐈', '🐅', '🐄', '🐇']) expect(hasDrawnBody(emoji)).toBe(false);
  });

  it('moves the legs of a walker', () => {
    const walking = quietPlan({ subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }] });
    expect(framePixels(walking, 2)).not.toEqual(framePixels(walking, 2.1));
  });
});
