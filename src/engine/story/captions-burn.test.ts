import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, H264_OUT, run } from '../ffmpeg';
import { burnFilter, captionLines, captionsAss, captionsFfmpeg, type Cue } from './captions';

const WIDTH = 640;
const HEIGHT = 360;

function ffmpeg(binary: string, args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      ['-hide_banner', '-nostdin', ...args],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr.toString().slice(-2000)}`));
        else resolve({ stdout, stderr: stderr.toString() });
      },
    );
  });
}

/** One frame of a video at `seconds`, as RGB bytes. */
async function frameAt(video: string, seconds: number): Promise<Buffer> {
  const { stdout } = await ffmpeg(ffmpegBinary(), [
    '-i',
    video,
    '-ss',
    String(seconds),
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);
  expect(stdout.length).toBe(WIDTH * HEIGHT * 3);
  return stdout;
}

/** The pixels that differ from the plain frame: how many, and the box around them. */
function changed(plain: Buffer, burned: Buffer) {
  let count = 0;
  const box = { left: WIDTH, right: -1, top: HEIGHT, bottom: -1 };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      // Well above the encoder's noise on a flat picture, well below white type on blue.
      const differs = [0, 1, 2].some((c) => Math.abs(plain[i + c]! - burned[i + c]!) > 40);
      if (!differs) continue;
      count += 1;
      box.left = Math.min(box.left, x);
      box.right = Math.max(box.right, x);
      box.top = Math.min(box.top, y);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return { count, ...box };
}

const CAPTIONS = {
  en: { text: 'The red fox runs across the meadow.', family: 'Noto Sans', lines: 1 },
  ar: {
    text: 'عند الفجر يركض الثعلب الأحمر عبر المرج المبلل، ويطارد طائرة ورقية تصعد مع الريح.',
    family: 'Noto Sans Arabic',
    lines: 2,
  },
  ja: {
    text: '夜明けに赤い狐が濡れた草原を駆け抜けて、風に乗って高く昇る凧を追いかけます。',
    family: 'Noto Sans CJK JP',
    lines: 2,
  },
  hi: { text: 'सुबह लाल लोमड़ी गीले मैदान में दौड़ती है।', family: 'Noto Sans Devanagari', lines: 1 },
} as const;

describe('burned-in captions', () => {
  // A folder whose name needs every escape burnFilter makes.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "captions we:ird 'dir' [a],b;c-"));
  const clip = path.join(dir, 'plain.mp4');

  beforeAll(async () => {
    await run(ffmpegBinary(), [
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x2a4d69:s=${WIDTH}x${HEIGHT}:r=25:d=2`,
      ...H264_OUT,
      clip,
    ]);
  }, 60_000);

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('burns with an ffmpeg whose libass shapes complex scripts', async () => {
    const binary = await captionsFfmpeg();
    const ass = path.join(dir, 'probe.ass');
    fs.writeFileSync(ass, captionsAss([{ start: 0, end: 1, text: 'x' }], { width: 64, height: 36, locale: 'hi' }));
    const { stderr } = await ffmpeg(binary, [
      '-f',
      'lavfi',
      '-i',
      'color=s=64x36:d=0.1',
      '-vf',
      burnFilter(ass),
      '-f',
      'null',
      '-',
    ]);
    expect(stderr).toMatch(/Shaper:.*HarfBuzz/);
  }, 60_000);

  it.each(Object.entries(CAPTIONS))(
    'draws %s captions inside the safe area, while they last',
    async (locale, caption) => {
      const cues: Cue[] = [{ start: 0.2, end: 1.6, text: caption.text }];
      const script = captionsAss(cues, { width: WIDTH, height: HEIGHT, locale });
      const fontSize = Number(/^Style: Caption,[^,]+,(\d+),/m.exec(script)![1]);
      expect(/^Dialogue: .*$/m.exec(script)![0].split('\\N')).toHaveLength(caption.lines);
      const ass = path.join(dir, `${locale}.ass`);
      fs.writeFileSync(ass, script);
      const burned = path.join(dir, `${locale}.mp4`);
      const { stderr } = await ffmpeg(await captionsFfmpeg(), [
        '-y',
        '-i',
        clip,
        '-vf',
        burnFilter(ass),
        ...H264_OUT,
        burned,
      ]);
      // libass found the family asked for among the system's fonts, not a fallback.
      const selected = new RegExp(`fontselect: \\(${caption.family}, 400, 0\\) -> ([^,\\s]+),`).exec(stderr);
      expect(selected, stderr.slice(-1500)).not.toBeNull();
      expect(fs.existsSync(selected![1]!)).toBe(true);

      const plain = await frameAt(clip, 1);
      const shown = changed(plain, await frameAt(burned, 1));
      expect(shown.count).toBeGreaterThan(800);
      // Inside the title-safe area: 5 % of the width at the sides, 6 % of the height at the bottom,
      // centred, in the lower part of the picture.
      expect(shown.left).toBeGreaterThanOrEqual(WIDTH * 0.05);
      expect(shown.right).toBeLessThan(WIDTH * 0.95);
      expect(shown.bottom).toBeLessThan(HEIGHT * 0.94);
      expect(shown.top).toBeGreaterThan(HEIGHT * 0.6);
      expect(Math.abs((shown.left + shown.right) / 2 - WIDTH / 2)).toBeLessThan(WIDTH * 0.06);
      // One line of type stands about an em tall (with its accents and vowel signs), two
      // lines nearly twice that.
      const tall = (shown.bottom - shown.top) / fontSize;
      if (caption.lines === 2) expect(tall).toBeGreaterThan(1.4);
      else expect(tall).toBeLessThan(1.3);

      // Gone once the cue ends (a few pixels of the encoder's ghost of it at most).
      expect(changed(plain, await frameAt(burned, 1.8)).count).toBeLessThan(40);
    },
    60_000,
  );

  it('shapes Devanagari conjuncts and joins Arabic letters', async () => {
    const binary = await captionsFfmpeg();
    const inkWidth = async (text: string, locale: string) => {
      const ass = path.join(dir, 'shape.ass');
      fs.writeFileSync(ass, captionsAss([{ start: 0, end: 1, text }], { width: WIDTH, height: HEIGHT, locale }));
      const { stdout } = await ffmpeg(binary, [
        '-f',
        'lavfi',
        '-i',
        `color=c=black:s=${WIDTH}x${HEIGHT}:d=0.2`,
        '-vf',
        burnFilter(ass),
        '-frames:v',
        '1',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        'pipe:1',
      ]);
      let left = WIDTH;
      let right = -1;
      stdout.forEach((value, i) => {
        if (value <= 128) return;
        left = Math.min(left, i % WIDTH);
        right = Math.max(right, i % WIDTH);
      });
      return right - left;
    };
    // क्ष shaped is the ligature kṣa; a zero-width non-joiner asks for क् with its virama, then ष.
    // Unshaped (no HarfBuzz) both come out as three glyphs side by side, equally wide.
    const conjunct = await inkWidth('क्ष क्ष', 'hi');
    const spelledOut = await inkWidth('क्\u200cष क्\u200cष', 'hi');
    expect(conjunct).toBeGreaterThan(0);
    expect(conjunct).toBeLessThan(spelledOut * 0.8);
    // Joined Arabic letters take their narrower initial and medial forms; non-joiners between
    // them leave each letter in its wider isolated form.
    const joined = await inkWidth('سببب', 'ar');
    const apart = await inkWidth('س\u200cب\u200cب\u200cب', 'ar');
    expect(joined).toBeGreaterThan(0);
    expect(joined).toBeLessThan(apart * 0.8);
  }, 60_000);

  it('breaks the burned lines where the track does', () => {
    const script = captionsAss([{ start: 0, end: 2, text: CAPTIONS.ja.text }], {
      width: WIDTH,
      height: HEIGHT,
      locale: 'ja',
    });
    const columns = Math.floor((WIDTH - 2 * Math.ceil(WIDTH * 0.06)) / (0.55 * Math.round(HEIGHT * 0.06)));
    const text = /^Dialogue: (?:[^,]*,){9}\{[^}]*\}(.*)$/m.exec(script)![1]!;
    expect(text.split('\\N')).toEqual(captionLines(CAPTIONS.ja.text, 'ja', columns));
  });
});
