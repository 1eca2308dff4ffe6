import { burnFilter, captionLines, captionsAss, type Cue, webVtt } from './captions';

const graphemes = (text: string) => Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text));
// Display columns as a reader counts them: ideographs, kana and Hangul take two.
const width = (text: string) =>
  graphemes(text).reduce(
    (sum, g) =>
      sum +
      (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60]/u.test(
        g.segment,
      )
        ? 2
        : /^\p{M}+$/u.test(g.segment)
          ? 0
          : 1),
    0,
  );
const wordBoundaries = (text: string, locale: string) =>
  new Set(Array.from(new Intl.Segmenter(locale, { granularity: 'word' }).segment(text), (s) => s.index));
const squash = (text: string) => text.replace(/\s+/gu, '');

const STORIES: Record<'en' | 'ar' | 'ja' | 'hi' | 'zh-CN' | 'th', string> = {
  en: 'At dawn the red fox runs across the wet meadow, chasing a kite that climbs into the wind.',
  ar: 'عند الفجر يركض الثعلب الأحمر عبر المرج المبلل، ويطارد طائرة ورقية تصعد مع الريح.',
  ja: '夜明けに赤い狐が濡れた草原を駆け抜けて、風に乗って高く昇る凧を追いかけます。',
  hi: 'सुबह लाल लोमड़ी गीले मैदान में दौड़ती है और हवा में ऊँची उड़ती पतंग का पीछा करती है।',
  'zh-CN': '黎明时分，红狐狸跑过湿漉漉的草地，追逐一只乘风高飞的风筝。',
  th: 'ตอนเช้าสุนัขจิ้งจอกสีแดงวิ่งข้ามทุ่งหญ้าที่เปียกชื้นและไล่ตามว่าวที่ลอยสูงขึ้นไปในสายลม',
};

describe('captionLines', () => {
  it('keeps a text that fits on one line', () => {
    expect(captionLines('  The fox\n runs. ', 'en', 42)).toEqual(['The fox runs.']);
    expect(captionLines('', 'en', 42)).toEqual([]);
  });

  it.each(Object.entries(STORIES))('breaks %s onto two balanced lines at word boundaries', (locale, text) => {
    const max = Math.ceil(width(text) / 2) + 6;
    const lines = captionLines(text, locale, max);
    expect(lines).toHaveLength(2);
    const [top, bottom] = lines as [string, string];
    for (const line of lines) {
      expect(width(line)).toBeLessThanOrEqual(max);
      expect(line).toBe(line.trim());
    }
    // Balanced: the two lines differ by a few words at most (a line may end at a comma
    // rather than mid-phrase), and nothing is left out or added.
    expect(Math.abs(width(top) - width(bottom))).toBeLessThanOrEqual(max / 3 + 2);
    expect(squash(top + bottom)).toBe(squash(text));
    expect(lines.join('')).not.toContain('…');
    // The break falls where the locale's word segmenter puts a boundary, never inside a word.
    const breakAt = text.indexOf(bottom);
    expect(text.startsWith(top)).toBe(true);
    expect(wordBoundaries(text, locale).has(breakAt)).toBe(true);
  });

  it('counts full-width characters as two columns', () => {
    // Ten kana words of two characters: 40 columns, too wide for 30, and each line of 20 fits.
    const text = 'あさ'.repeat(10);
    expect(captionLines(text, 'ja', 40)).toEqual([text]);
    const lines = captionLines('東京の空に赤い凧が高く舞い上がる', 'ja', 20);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(20);
  });

  it('keeps punctuation with its word and an opening bracket with the next', () => {
    const lines = captionLines('He said (quietly) that "well-known" foxes, too, run.', 'en', 30);
    for (const line of lines) {
      expect(line).not.toMatch(/^[,.)"]/);
      expect(line).not.toMatch(/[("]$/);
    }
    expect(captionLines('「狐」が走る。「凧」が飛ぶ。', 'ja', 16).every((line) => !line.startsWith('。'))).toBe(true);
    for (const max of [10, 14, 18, 24]) {
      for (const line of captionLines('Il dit « bonjour » et « au revoir » ; puis — enfin — il part !', 'fr', max)) {
        expect(line).not.toMatch(/^[»;!—]/);
        expect(line).not.toMatch(/«$/);
      }
    }
  });

  it('keeps a Japanese particle or inflection with its word', () => {
    // Every phrase of these sentences starts with kanji or katakana (凧が, not 凧|が).
    for (const text of ['東京の空に赤い凧が高く舞い上がる', '猫がソファーの上で静かに眠っています', STORIES.ja]) {
      for (const max of [18, 20, 24, 30, 42, 46]) {
        const lines = captionLines(text, 'ja', max);
        expect(lines.length).toBe(width(text) > max ? 2 : 1);
        for (const line of lines) expect(line).toMatch(/^[\p{Script=Han}\p{Script=Katakana}]/u);
      }
    }
    // Kana-only text takes no tails and still breaks between its words.
    const kana = 'むかしむかし、あるところに、おじいさんとおばあさんがすんでいました。';
    expect(captionLines(kana, 'ja', 40)).toEqual([
      'むかしむかし、あるところに、',
      'おじいさんとおばあさんがすんでいました。',
    ]);
  });

  it('breaks a word longer than a line between graphemes', () => {
    // A combining accent stays on its letter: no line starts with a bare mark.
    const word = 'e\u0301'.repeat(28);
    const lines = captionLines(word, 'fr', 16);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(width(line)).toBeLessThanOrEqual(16);
      expect(line).not.toMatch(/^\p{M}/u);
    }
    expect(lines.join('')).toBe(word);
  });

  it('never drops text that cannot fit on two lines', () => {
    const text = 'fox '.repeat(40).trim();
    const lines = captionLines(text, 'en', 20);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(text);
  });

  it('refuses a line narrower than one full-width character', () => {
    expect(() => captionLines('a', 'en', 1)).toThrow(RangeError);
    expect(() => captionLines('a', 'en', 12.5)).toThrow(RangeError);
  });
});

type ParsedCue = { id: string; start: number; end: number; lines: string[] };

/** A strict reader of the WebVTT we write: it throws on anything the W3C format would not accept. */
function parseVtt(file: string): ParsedCue[] {
  if (!file.endsWith('\n')) throw new Error('the file must end with a newline');
  const blocks = file.slice(0, -1).split('\n\n');
  if (blocks.shift() !== 'WEBVTT') throw new Error('the file must start with a WEBVTT header line');
  const time = /^(\d{2,}):([0-5]\d):([0-5]\d)\.(\d{3})$/;
  const seconds = (stamp: string) => {
    const m = time.exec(stamp);
    if (!m) throw new Error(`bad timestamp ${stamp}`);
    return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
  };
  let previousStart = -1;
  return blocks.map((block) => {
    const [id, timing, ...lines] = block.split('\n');
    if (!id || id.includes('-->')) throw new Error(`bad cue id ${id}`);
    const parts = timing?.split(' --> ');
    if (parts?.length !== 2) throw new Error(`bad timing line ${timing}`);
    const start = seconds(parts[0]!);
    const end = seconds(parts[1]!);
    if (end <= start) throw new Error(`cue ${id} ends before it starts`);
    if (start < previousStart) throw new Error(`cue ${id} starts before the cue above it`);
    previousStart = start;
    if (lines.length < 1 || lines.length > 2) throw new Error(`cue ${id} has ${lines.length} lines`);
    const decoded = lines.map((line) => {
      if (line.trim() === '' || line.includes('-->')) throw new Error(`bad cue line ${line}`);
      if (/[<>]|&(?!(amp|lt|gt);)/.test(line)) throw new Error(`unescaped markup in ${line}`);
      return line.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    });
    return { id, start, end, lines: decoded };
  });
}

describe('webVtt', () => {
  it.each(['en', 'ar', 'ja', 'hi'] as const)('writes a valid track of a %s story', (locale) => {
    const text = STORIES[locale];
    // Three shots as a timeline gives them: the third starts 0.5 s early (a crossfade).
    const cues: Cue[] = [
      { start: 0, end: 4, text },
      { start: 4, end: 9.25, text: `${text} ${text}` },
      { start: 8.75, end: 12, text: text.slice(0, 12) },
    ];
    const parsed = parseVtt(webVtt(cues, locale));
    expect(parsed.map((cue) => cue.id)).toEqual(parsed.map((_, i) => String(i + 1)));
    // Each cue's text is all there, in order, on cues of two lines at most that share its time.
    const owner = new Map<ParsedCue, number>();
    cues.forEach((cue, index) => {
      const own = parsed.filter(
        (p) =>
          !owner.has(p) &&
          p.start >= cue.start &&
          p.end <= cue.end + 1e-9 &&
          squash(cue.text).includes(squash(p.lines.join(''))),
      );
      for (const p of own) owner.set(p, index);
      expect(squash(own.map((p) => p.lines.join('')).join(''))).toBe(squash(cue.text));
      expect(own[0]!.start).toBeCloseTo(cue.start, 3);
      expect(own.at(-1)!.end).toBeCloseTo(cue.end, 3);
      for (let i = 1; i < own.length; i += 1) expect(own[i]!.start).toBeCloseTo(own[i - 1]!.end, 3);
    });
    // The long shot needs more than one cue of two lines, and no two cues overlap beyond what
    // their shots do (the crossfade's half second).
    expect(owner.size).toBe(parsed.length);
    expect(parsed.length).toBeGreaterThan(3);
    const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
      Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
    for (const a of parsed) {
      for (const b of parsed) {
        if (a === b) continue;
        const [x, y] = [owner.get(a)!, owner.get(b)!];
        expect(overlap(a, b)).toBeLessThanOrEqual((x === y ? 0 : overlap(cues[x]!, cues[y]!)) + 1e-9);
      }
    }
    // Right-to-left text stays in logical order: the player's bidi draws it.
    if (locale === 'ar') expect(parsed[0]!.lines[0]!.startsWith('عند')).toBe(true);
  });

  it('escapes markup so no line can end a cue or open a tag', () => {
    const file = webVtt([{ start: 1.2345, end: 3725.5, text: 'a <b>fox</b> & a --> arrow\n\nWEBVTT' }]);
    const [cue] = parseVtt(file);
    expect(cue!.lines.join(' ')).toBe('a <b>fox</b> & a --> arrow WEBVTT');
    expect(file).toContain('00:00:01.235 --> 01:02:05.500');
    expect(file.split('\n').filter((line) => line.includes('-->'))).toHaveLength(1);
  });

  it('orders cues by time and leaves out empty ones', () => {
    const parsed = parseVtt(
      webVtt([
        { start: 5, end: 8, text: 'second' },
        { start: 0, end: 5, text: 'first' },
        { start: 8, end: 9, text: '   ' },
      ]),
    );
    expect(parsed.map((cue) => [cue.id, cue.start, cue.lines[0]])).toEqual([
      ['1', 0, 'first'],
      ['2', 5, 'second'],
    ]);
    expect(webVtt([])).toBe('WEBVTT\n');
  });

  it.each([
    { start: 2, end: 2, text: 'x' },
    { start: -1, end: 2, text: 'x' },
    { start: 0, end: Number.NaN, text: 'x' },
  ])('refuses a cue that does not last (%o)', (cue) => {
    expect(() => webVtt([cue])).toThrow(RangeError);
  });
});

/** The sections and fields of an ASS script, as libass reads them. */
function parseAss(script: string) {
  const sections = new Map<string, string[]>();
  let current = '';
  for (const line of script.split('\n')) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = header[1]!;
      sections.set(current, []);
    } else if (line) sections.get(current)!.push(line);
  }
  const fields = (section: string, kind: string) => {
    const lines = sections.get(section)!;
    const format = lines
      .find((l) => l.startsWith('Format: '))!
      .slice(8)
      .split(', ');
    return lines
      .filter((l) => l.startsWith(`${kind}: `))
      .map((l) => {
        const values = l.slice(kind.length + 2).split(',');
        // The last field (Text) may itself hold commas.
        const row = values.slice(0, format.length - 1);
        row.push(values.slice(format.length - 1).join(','));
        return Object.fromEntries(format.map((name, i) => [name, row[i]!]));
      });
  };
  const info = Object.fromEntries(sections.get('Script Info')!.map((l) => l.split(': ') as [string, string]));
  return { info, styles: fields('V4+ Styles', 'Style'), events: fields('Events', 'Dialogue') };
}

describe('captionsAss', () => {
  it.each([
    ['en', 'Noto Sans', '1'],
    ['ar', 'Noto Sans Arabic', '-1'],
    ['fa', 'Noto Sans Arabic', '-1'],
    ['hi', 'Noto Sans Devanagari', '1'],
    ['ja', 'Noto Sans CJK JP', '1'],
    ['ko', 'Noto Sans CJK KR', '1'],
    ['zh-CN', 'Noto Sans CJK SC', '1'],
  ])('sets %s in %s, bottom-centred inside the safe margins', (locale, family, encoding) => {
    for (const [width, height] of [
      [640, 360],
      [1280, 720],
      [720, 1280],
    ] as const) {
      const { info, styles } = parseAss(captionsAss([{ start: 0, end: 2, text: 'x' }], { width, height, locale }));
      expect(info).toMatchObject({ ScriptType: 'v4.00+', PlayResX: String(width), PlayResY: String(height) });
      const [style] = styles;
      expect(style).toMatchObject({ Fontname: family, Alignment: '2', Encoding: encoding });
      expect(Number(style!.MarginL)).toBeGreaterThanOrEqual(width * 0.05);
      expect(Number(style!.MarginR)).toBeGreaterThanOrEqual(width * 0.05);
      expect(Number(style!.MarginV)).toBeGreaterThanOrEqual(height * 0.06);
      // Size follows the frame: about a sixteenth of a landscape frame's height.
      const size = Number(style!.Fontsize);
      expect(size).toBeGreaterThan(Math.min(width, height) * 0.035);
      // Arabic is set larger, for its shorter body.
      expect(size).toBeLessThanOrEqual(height * 0.06 * (family === 'Noto Sans Arabic' ? 1.3 : 1) + 0.5);
      expect(Number(style!.Outline)).toBeGreaterThan(0);
    }
  });

  const SHORT = 'At dawn the red fox runs across the wet meadow, chasing a kite.';

  it('writes each cue on two lines at most, in centiseconds, with the text escaped', () => {
    const { events } = parseAss(
      captionsAss(
        [
          { start: 0, end: 4, text: SHORT },
          { start: 3.5, end: 61.255, text: 'a {\\b1}bold{\\b0} \\N fox, with commas' },
        ],
        { width: 640, height: 360, locale: 'en' },
      ),
    );
    expect(events.map((e) => [e.Start, e.End])).toEqual([
      ['0:00:00.00', '0:00:04.00'],
      ['0:00:03.50', '0:01:01.26'],
    ]);
    const shown = events.map((e) => e.Text!.replace(/^\{\\blur[\d.]+\}/, ''));
    expect(shown[0]!.split('\\N')).toEqual(captionLines(SHORT, 'en', 46));
    expect(shown[0]!.split('\\N')).toHaveLength(2);
    // Braces are escaped (drawn, not read as tags) and a typed "\N" is not a line break.
    expect(shown[1]).toBe('a \\{\\\u2060b1\\}bold\\{\\\u2060b0\\} \\\u2060N fox, with commas');
  });

  it('starts every right-to-left line with a right-to-left mark', () => {
    const { events } = parseAss(
      captionsAss([{ start: 0, end: 4, text: STORIES.ar }], { width: 640, height: 360, locale: 'ar' }),
    );
    const lines = events[0]!.Text!.replace(/^\{[^}]*\}/, '').split('\\N');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.startsWith('\u200f')).toBe(true);
  });

  it('refuses a frame that is not whole pixels', () => {
    expect(() => captionsAss([], { width: 640.5, height: 360, locale: 'en' })).toThrow(RangeError);
  });
});

describe('burnFilter', () => {
  it('escapes the path for the option and for the graph', () => {
    expect(burnFilter('/tmp/captions.ass')).toBe('ass=filename=/tmp/captions.ass');
    // `:` becomes `\:` for the option, then each backslash doubles for the graph.
    expect(burnFilter("/t/a:b'c,d[e]f;g\\h.ass")).toBe("ass=filename=/t/a\\\\:b\\\\\\'c\\,d\\[e\\]f\\;g\\\\\\\\h.ass");
  });
});
