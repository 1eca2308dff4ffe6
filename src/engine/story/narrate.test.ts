import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { musicBed } from './music';
import { NARRATION_LEAD, narrateShots, speechSeconds } from './narrate';

/** Seconds of a 16-bit PCM WAV, from the byte rate in its header. */
const wavLength = (file: string) => {
  const bytes = fs.readFileSync(file);
  return (bytes.length - 44) / bytes.readUInt32LE(28);
};

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'story-narrate-'));
});

describe('story narration', { timeout: 30_000 }, () => {
  it('measures how long a text takes to read, longer for a longer text', async () => {
    const short = await speechSeconds('Un chat dort.', 'fr');
    const long = await speechSeconds('Un chat dort au soleil pendant que la pluie tombe sur la ville endormie.', 'fr');
    expect(short).toBeGreaterThan(0.5);
    expect(long).toBeGreaterThan(short * 2);
    expect(await speechSeconds('   ', 'fr')).toBe(0);
  });

  it('reads each shot in the story’s language, starting just after its shot does', async () => {
    const shots = [
      { text: 'قطة تنام في الشمس.', start: 0, duration: 4 },
      { text: 'ثم تمطر.', start: 3.5, duration: 4 },
    ];
    const clips = await narrateShots(shots, { locale: 'ar', dir });
    expect(clips.map((clip) => clip.start)).toEqual([NARRATION_LEAD, 3.5 + NARRATION_LEAD]);
    for (const [index, clip] of clips.entries()) {
      expect(fs.existsSync(clip.file)).toBe(true);
      expect(clip.seconds).toBeGreaterThan(0.3);
      expect(clip.seconds).toBeCloseTo(await speechSeconds(shots[index]!.text, 'ar'), 1);
    }
    // A speaker chosen by the user is the voice used: another voice, another length.
    const [other] = await narrateShots([shots[0]!], { locale: 'ar', speakerId: 'en-us-f', dir });
    expect(other!.seconds).not.toBeCloseTo(clips[0]!.seconds, 2);
  });

  it('reads a text faster when it would not fit its shot', async () => {
    const text = 'A fox runs across the frozen river, past the old mill and the sleeping village, and into the woods.';
    const natural = await speechSeconds(text, 'en');
    expect(natural).toBeGreaterThan(4);
    const [clip] = await narrateShots([{ text, start: 0, duration: 4 }], { locale: 'en', dir });
    expect(clip!.seconds).toBeLessThan(natural * 0.85);
  });
});

describe('the music bed', () => {
  it('lasts the story, is not silent and is the same for the same seed', async () => {
    const first = await musicBed(6.5, { seed: 11, dir: fs.mkdtempSync(path.join(dir, 'a-')) });
    const again = await musicBed(6.5, { seed: 11, dir: fs.mkdtempSync(path.join(dir, 'b-')) });
    expect(wavLength(first)).toBeCloseTo(6.5, 3);
    const samples = new Int16Array(fs.readFileSync(first).buffer.slice(44));
    expect(Math.max(...samples.slice(44_100, 88_200))).toBeGreaterThan(3000);
    expect(fs.readFileSync(first).equals(fs.readFileSync(again))).toBe(true);
  });
});
