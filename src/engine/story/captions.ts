/**
 * A story's captions: the WebVTT track every story carries, and the ASS script that burns
 * them into the picture when asked. Both lay text out with one line breaker (`captionLines`),
 * so the track and the burned picture break the same sentence in the same places.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegBinary, mediaFfmpegBinary } from '../ffmpeg';
import { storyLength, storyTimeline, type TimedShot } from './timeline';
import { type Locale, localeDir } from '@/lib/i18n/locales';

/** One caption: its text on screen from `start` to `end`, in seconds of the story. */
export type Cue = { start: number; end: number; text: string };

/** Each shot's caption, from its start to where the next shot starts (or the story ends). */
export function storyCues(texts: string[], shots: TimedShot[]): Cue[] {
  const timeline = storyTimeline(shots);
  const end = storyLength(shots);
  return texts.map((text, index) => ({
    start: timeline[index]?.start ?? 0,
    end: timeline[index + 1]?.start ?? end,
    text,
  }));
}

// --- Measuring -------------------------------------------------------------------------------

// Characters a terminal or a subtitle renderer draws full-width: CJK ideographs, kana, Hangul
// syllables, CJK punctuation and full-width forms, emoji shown as pictures.
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u2e80-\u2fdf\u3000-\u303f\u3190-\u31ff\uff01-\uff60\uffe0-\uffe6]|\p{Emoji_Presentation}/u;
// Marks and format characters (joiners, direction marks) take no column of their own.
const ZERO_WIDTH = /^[\p{M}\p{Cf}]+$/u;

const graphemeSegmenters = new Map<string, Intl.Segmenter>();
const wordSegmenters = new Map<string, Intl.Segmenter>();

function segmenter(cache: Map<string, Intl.Segmenter>, locale: string, granularity: 'grapheme' | 'word') {
  let found = cache.get(locale);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity });
    cache.set(locale, found);
  }
  return found;
}

function graphemes(text: string, locale: string): string[] {
  return Array.from(segmenter(graphemeSegmenters, locale, 'grapheme').segment(text), (s) => s.segment);
}

function graphemeWidth(grapheme: string): number {
  if (WIDE.test(grapheme)) return 2;
  return ZERO_WIDTH.test(grapheme) ? 0 : 1;
}

/** Display columns of a text: full-width characters count 2, marks and joiners 0. */
function columns(text: string, locale: string): number {
  let width = 0;
  for (const g of graphemes(text, locale)) width += graphemeWidth(g);
  return width;
}

// --- Breaking --------------------------------------------------------------------------------

/** A piece of text no line may break inside, and whether a space stood before it. */
type Unit = { text: string; width: number; spaced: boolean };

const OPENING = /^[\p{Ps}\p{Pi}]+$/u;
const STRAIGHT_QUOTES = /^["'`]+$/u;
const DASH = /\p{Pd}$/u;
const KANA_TAIL = /^[\p{Script=Hiragana}ー]{1,3}$/u;
const KANJI_OR_KATAKANA = /[\p{Script=Han}\p{Script=Katakana}]/u;

/**
 * Whether a segment opens what follows it: a bracket or an opening quote, or a straight quote
 * with a space (or nothing) before it and a word after it.
 */
function opens(segment: Intl.SegmentData, text: string): boolean {
  if (OPENING.test(segment.segment)) return true;
  if (!STRAIGHT_QUOTES.test(segment.segment)) return false;
  const before = text[segment.index - 1];
  const after = text[segment.index + segment.segment.length];
  return (before === undefined || /\s/u.test(before)) && after !== undefined && !/\s/u.test(after);
}

/**
 * Whether a line may break between two segments that touch (no space between them). Words
 * of scripts written without spaces (CJK, Thai) touch and may break; punctuation stays with
 * the word it closes and an opening bracket or quote with the word it opens, as in UAX #14.
 */
function mayBreakBetween(before: Intl.SegmentData, after: Intl.SegmentData, afterOpens: boolean): boolean {
  if (afterOpens) return WIDE.test(before.segment.slice(-1));
  if (!after.isWordLike) return false;
  if (before.isWordLike) return true;
  // After punctuation: a hyphen or dash, or CJK punctuation (、。) that ends a phrase.
  return DASH.test(before.segment) || WIDE.test(before.segment.slice(-1));
}

/**
 * A short run of hiragana after a word written with kanji or katakana is its particle or
 * inflection (草原|を, 眠|って|い|ます): it stays with that word, so a Japanese line breaks
 * between phrases. A word of hiragana alone takes no tail, so kana-only text still breaks.
 */
function isKanaTail(before: string, segment: string): boolean {
  return KANA_TAIL.test(segment) && KANJI_OR_KATAKANA.test(before);
}

function unitsOf(text: string, locale: string): Unit[] {
  const units: Unit[] = [];
  let spaced = false;
  let previous: Intl.SegmentData | null = null;
  // The last unit ends with an opening mark, which keeps the next segment with it.
  let holding = false;
  for (const segment of segmenter(wordSegmenters, locale, 'word').segment(text)) {
    if (/^\s+$/u.test(segment.segment)) {
      spaced = true;
      continue;
    }
    const last = units.at(-1);
    const opening = opens(segment, text);
    let join = false;
    if (last && previous) {
      if (holding) join = true;
      else if (!spaced) join = !mayBreakBetween(previous, segment, opening) || isKanaTail(last.text, segment.segment);
      // Punctuation after a space (French « » ; : ! ?, a spaced dash) stays with the word before.
      else join = !segment.isWordLike && !opening;
    }
    if (last && join) last.text += (spaced ? ' ' : '') + segment.segment;
    else units.push({ text: segment.segment, width: 0, spaced: spaced && units.length > 0 });
    holding = opening;
    spaced = false;
    previous = segment;
  }
  for (const unit of units) unit.width = columns(unit.text, locale);
  return units;
}

/** Splits a unit wider than a line into line-wide pieces, at grapheme boundaries. */
function fitUnits(units: Unit[], locale: string, maxColumns: number): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    if (unit.width <= maxColumns) {
      out.push(unit);
      continue;
    }
    let piece: Unit = { text: '', width: 0, spaced: unit.spaced };
    for (const g of graphemes(unit.text, locale)) {
      const w = graphemeWidth(g);
      if (piece.width + w > maxColumns && piece.text) {
        out.push(piece);
        piece = { text: '', width: 0, spaced: false };
      }
      piece.text += g;
      piece.width += w;
    }
    if (piece.text) out.push(piece);
  }
  return out;
}

function lineWidth(units: Unit[]): number {
  let width = 0;
  units.forEach((unit, i) => {
    width += unit.width + (i > 0 && unit.spaced ? 1 : 0);
  });
  return width;
}

function lineText(units: Unit[]): string {
  return units.map((unit, i) => (i > 0 && unit.spaced ? ` ${unit.text}` : unit.text)).join('');
}

// A line that ends a clause (after a comma, a full stop, 、 or 。) reads better than one that
// ends mid-phrase, even if the two lines then differ a little more.
const CLAUSE_END = /[\p{Po}\p{Pf}\p{Pe}]$/u;

/**
 * The best one- or two-line layout of units: one line when it fits, else the break that
 * makes the longer line shortest, a line ending a clause counting a sixth of a line shorter;
 * then the two lines most alike, then the shorter line on top (the pyramid subtitlers prefer).
 * `widest` is its longer line's width.
 */
function layout(units: Unit[], maxColumns: number): { lines: Unit[][]; widest: number } {
  const whole = lineWidth(units);
  if (whole <= maxColumns || units.length < 2) return { lines: [units], widest: whole };
  const bonus = Math.round(maxColumns / 6);
  let best = {
    lines: [units],
    widest: Number.POSITIVE_INFINITY,
    cost: Number.POSITIVE_INFINITY,
    gap: 0,
    topLonger: true,
  };
  for (let i = 1; i < units.length; i += 1) {
    const top = units.slice(0, i);
    const bottom = units.slice(i);
    const a = lineWidth(top);
    const b = lineWidth(bottom);
    const widest = Math.max(a, b);
    // The bonus only chooses between layouts that fit; one that does not fit never wins by it.
    const cost = widest - (widest <= maxColumns && CLAUSE_END.test(top.at(-1)!.text) ? bonus : 0);
    const gap = Math.abs(a - b);
    const topLonger = a > b;
    if (
      cost < best.cost ||
      (cost === best.cost && (gap < best.gap || (gap === best.gap && best.topLonger && !topLonger)))
    ) {
      best = { lines: [top, bottom], widest, cost, gap, topLonger };
    }
  }
  return best;
}

function checkColumns(maxColumns: number) {
  // Two columns is the narrowest line a full-width character fits on.
  if (!Number.isInteger(maxColumns) || maxColumns < 2) {
    throw new RangeError(`maxColumns must be an integer of at least 2, not ${maxColumns}`);
  }
}

function normalise(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * A caption's text on at most two balanced lines of at most `maxColumns` display columns,
 * broken only where `Intl.Segmenter` of the locale puts word boundaries (so CJK and Thai
 * break between words, never inside one); a word wider than a line breaks between its
 * graphemes. Nothing is ever cut or ellipsised: a text too long for two lines still comes
 * back as two lines, longer than `maxColumns`, and the captions built here split such a cue
 * into several before laying it out.
 */
export function captionLines(text: string, locale: string, maxColumns: number): string[] {
  checkColumns(maxColumns);
  const units = fitUnits(unitsOf(normalise(text), locale), locale, maxColumns);
  if (units.length === 0) return [];
  return layout(units, maxColumns).lines.map(lineText);
}

type Page = { lines: string[]; width: number };

/**
 * Fills pages in reading order, each at most `capacity` columns wide in all (a page always
 * takes at least one unit) and laid out on two lines that fit.
 */
function fillPages(units: Unit[], maxColumns: number, capacity: number): Unit[][] {
  const pages: Unit[][] = [];
  let page: Unit[] = [];
  for (const unit of units) {
    const next = [...page, page.length === 0 ? { ...unit, spaced: false } : unit];
    if (page.length > 0 && (lineWidth(next) > capacity || layout(next, maxColumns).widest > maxColumns)) {
      pages.push(page);
      page = [{ ...unit, spaced: false }];
    } else {
      page = next;
    }
  }
  if (page.length > 0) pages.push(page);
  return pages;
}

/**
 * The text in as few pages of at most two lines as it needs, the pages of similar length (a
 * long text never ends on a lone word): the smallest page capacity that still needs no more
 * pages than filling them to the brim does.
 */
function pagesOf(text: string, locale: string, maxColumns: number): Page[] {
  const units = fitUnits(unitsOf(normalise(text), locale), locale, maxColumns);
  if (units.length === 0) return [];
  const total = lineWidth(units);
  const fewest = fillPages(units, maxColumns, total).length;
  let low = 1;
  let high = total;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (fillPages(units, maxColumns, mid).length <= fewest) high = mid;
    else low = mid + 1;
  }
  return fillPages(units, maxColumns, high).map((page) => ({
    lines: layout(page, maxColumns).lines.map(lineText),
    width: lineWidth(page),
  }));
}

/** A cue as shown: its lines and its times in whole milliseconds. */
type Shown = { startMs: number; endMs: number; lines: string[] };

/**
 * Cues in time order, each split into as many consecutive cues as its text needs pages of two
 * lines, each page on screen for a share of the cue's time in proportion to its length.
 */
function layoutCues(cues: Cue[], locale: string, maxColumns: number): Shown[] {
  checkColumns(maxColumns);
  for (const cue of cues) {
    if (!Number.isFinite(cue.start) || !Number.isFinite(cue.end) || cue.start < 0 || cue.end <= cue.start) {
      throw new RangeError(`A cue must start at 0 s or later and end after it starts (${cue.start}–${cue.end})`);
    }
    if (typeof cue.text !== 'string') throw new TypeError('A cue text must be a string');
  }
  const shown: Shown[] = [];
  const ordered = cues.map((cue, i) => ({ cue, i })).sort((a, b) => a.cue.start - b.cue.start || a.i - b.i);
  for (const { cue } of ordered) {
    const pages = pagesOf(cue.text, locale, maxColumns);
    if (pages.length === 0) continue;
    const startMs = Math.round(cue.start * 1000);
    const endMs = Math.round(cue.end * 1000);
    if (endMs - startMs < pages.length) throw new RangeError(`A cue of ${cue.end - cue.start} s is too short to show`);
    const total = pages.reduce((sum, page) => sum + Math.max(1, page.width), 0);
    let done = 0;
    let from = startMs;
    for (const page of pages) {
      done += Math.max(1, page.width);
      const to = done === total ? endMs : Math.max(from + 1, Math.round(startMs + ((endMs - startMs) * done) / total));
      shown.push({ startMs: from, endMs: to, lines: page.lines });
      from = to;
    }
  }
  // A long cue's later pages can start after the next cue does (a crossfade): a track lists
  // its cues by start time.
  return shown.sort((a, b) => a.startMs - b.startMs);
}

// --- WebVTT ----------------------------------------------------------------------------------

// Characters per line of a subtitle track, the common broadcast and streaming guideline.
const VTT_COLUMNS = 42;

function vttTime(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

// `>` escaped also means a cue line can never hold the `-->` that would end its cue.
function vttEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The story's WebVTT track (W3C WebVTT): cues numbered from 1, each on at most two lines.
 * Right-to-left text is written in logical order; the player's bidi orders it on screen.
 * `locale` is the story's language, for the word boundaries its lines break at.
 */
export function webVtt(cues: Cue[], locale: string = 'en'): string {
  const blocks = layoutCues(cues, locale, VTT_COLUMNS).map(
    (cue, i) => `${i + 1}\n${vttTime(cue.startMs)} --> ${vttTime(cue.endMs)}\n${cue.lines.map(vttEscape).join('\n')}\n`,
  );
  return ['WEBVTT\n', ...blocks].join('\n');
}

// --- Burned in (ASS, rendered by libass) -----------------------------------------------------

// The Noto family that covers each language's script (fonts-noto-core, fonts-noto-cjk); libass
// falls back through fontconfig for characters the family lacks (a Latin name in Arabic text).
const FONT_FAMILY: Record<Locale, string> = {
  en: 'Noto Sans',
  es: 'Noto Sans',
  fr: 'Noto Sans',
  de: 'Noto Sans',
  ru: 'Noto Sans',
  pt: 'Noto Sans',
  it: 'Noto Sans',
  nl: 'Noto Sans',
  id: 'Noto Sans',
  vi: 'Noto Sans',
  tr: 'Noto Sans',
  ar: 'Noto Sans Arabic',
  fa: 'Noto Sans Arabic',
  hi: 'Noto Sans Devanagari',
  ja: 'Noto Sans CJK JP',
  ko: 'Noto Sans CJK KR',
  'zh-CN': 'Noto Sans CJK SC',
};

// Arabic type of the same size looks smaller than Latin (a shorter body for the same em) and
// takes less width per character: set a little larger so it reads as the same size.
const FONT_SCALE: Partial<Record<Locale, number>> = { ar: 1.3, fa: 1.3 };

/** Margins of the caption area, as shares of the frame (title-safe: at least 5 % and 6 %). */
const SIDE_MARGIN = 0.06;
const BOTTOM_MARGIN = 0.075;
/** Type size as a share of the frame height. */
const FONT_SIZE = 0.06;
/** The average advance of one display column, in ems, a little wide to stay inside the margins. */
const COLUMN_EM = 0.55;
/** The fewest columns a line keeps on a narrow (portrait) frame; the type shrinks to fit them. */
const MIN_COLUMNS = 30;

/** The caption layout of a frame: type size, margins and line length. */
function captionGeometry(width: number, height: number, locale: string) {
  const side = Math.ceil(width * SIDE_MARGIN);
  const bottom = Math.ceil(height * BOTTOM_MARGIN);
  const usable = width - 2 * side;
  const size = Math.min(height * FONT_SIZE, usable / (COLUMN_EM * MIN_COLUMNS));
  // Lines are measured at the common size: the scripts set larger are also narrower per
  // character, so a line of them still fits.
  const maxColumns = Math.max(2, Math.floor(usable / (COLUMN_EM * size)));
  const fontSize = Math.max(8, Math.round(size * (FONT_SCALE[locale as Locale] ?? 1)));
  return { side, bottom, fontSize, maxColumns };
}

function assTime(ms: number): string {
  const cs = Math.round(ms / 10);
  const hours = Math.floor(cs / 360_000);
  const minutes = Math.floor(cs / 6000) % 60;
  const seconds = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${hours}:${pad(minutes)}:${pad(seconds)}.${pad(cs % 100)}`;
}

// A backslash followed by a word joiner is no longer the start of an ASS escape (\N, \h), and
// escaped braces are drawn rather than read as an override block.
function assEscape(text: string): string {
  return text.replace(/\\/g, '\\\u2060').replace(/[{}]/g, '\\$&');
}

const RLM = '\u200f';

/**
 * The ASS script (as libass reads it) that burns the cues into a `width`×`height` video:
 * white Noto type of the locale's script, a soft dark outline and shadow that read on any
 * picture, bottom-centred inside the title-safe margins, each cue on at most two lines.
 * Right-to-left text starts each line with a right-to-left mark and lets libass pick the
 * base direction, so fribidi orders the line from the right.
 */
export function captionsAss(cues: Cue[], options: { width: number; height: number; locale: string }): string {
  const { width, height, locale } = options;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 16 || height < 16) {
    throw new RangeError(`A caption frame must be whole pixels of at least 16×16, not ${width}×${height}`);
  }
  const { side, bottom, fontSize, maxColumns } = captionGeometry(width, height, locale);
  const rtl = localeDir(locale) === 'rtl';
  const family = FONT_FAMILY[locale as Locale] ?? FONT_FAMILY.en;
  const outline = Math.max(1, Math.round(fontSize * 0.09 * 10) / 10);
  const shadow = Math.round(fontSize * 0.05 * 10) / 10;
  const blur = Math.round(fontSize * 0.04 * 10) / 10;
  const events = layoutCues(cues, locale, maxColumns).map((cue) => {
    const text = cue.lines.map((line) => (rtl ? RLM : '') + assEscape(line)).join('\\N');
    return `Dialogue: 0,${assTime(cue.startMs)},${assTime(cue.endMs)},Caption,,0,0,0,,{\\blur${blur}}${text}`;
  });
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${width}`,
    `PlayResY: ${height}`,
    // Lines are broken here; libass wraps further only a line that would leave the margins.
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    // Encoding -1 asks libass to take each line's base direction from its text.
    `Style: Caption,${family},${fontSize},&H00FFFFFF,&H00FFFFFF,&H30000000,&H80000000,0,0,0,0,100,100,0,0,1,${outline},${shadow},2,${side},${side},${bottom},${rtl ? -1 : 1}`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}

/**
 * The filter that burns an ASS file, for a filter graph (`-vf`, `-filter_complex`). The path
 * is escaped twice, as ffmpeg reads it: once as the filter's option value (`\` `'` `:`), then
 * as part of the graph (`\` `'` `[` `]` `,` `;`).
 */
export function burnFilter(assFile: string): string {
  const value = assFile.replace(/[\\':]/g, '\\$&');
  return `ass=filename=${value.replace(/[\\'[\],;]/g, '\\$&')}`;
}

let burner: Promise<string> | undefined;

function shaperOf(binary: string, assFile: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(
      binary,
      [
        '-hide_banner',
        '-nostdin',
        '-f',
        'lavfi',
        '-i',
        'color=s=32x32:d=0.04',
        '-vf',
        burnFilter(assFile),
        '-f',
        'null',
        '-',
      ],
      { timeout: 20_000 },
      (error, _stdout, stderr) => resolve(error ? '' : (/Shaper:[^\n]*/.exec(stderr)?.[0] ?? '')),
    );
  });
}

/**
 * The ffmpeg to burn captions with: one whose libass shapes complex scripts with HarfBuzz.
 * Without it Devanagari comes out unshaped (vowel signs after their consonant, no conjuncts);
 * the static npm build's libass has FriBidi only, Debian's has HarfBuzz too. Falls back to the
 * encoding build when no ffmpeg here has HarfBuzz, which still draws Latin, CJK and Arabic.
 * The burn reads only files we wrote, never a user's media.
 */
export function captionsFfmpeg(): Promise<string> {
  burner ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shaper-'));
    try {
      const probeFile = path.join(dir, 'probe.ass');
      fs.writeFileSync(
        probeFile,
        captionsAss([{ start: 0, end: 1, text: 'a' }], { width: 32, height: 32, locale: 'en' }),
      );
      for (const binary of new Set([mediaFfmpegBinary(), ffmpegBinary()])) {
        if ((await shaperOf(binary, probeFile)).includes('HarfBuzz')) return binary;
      }
      return ffmpegBinary();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  })();
  // A failed look (no room for the probe file) is tried again next time, not remembered.
  burner.catch(() => {
    burner = undefined;
  });
  return burner;
}
