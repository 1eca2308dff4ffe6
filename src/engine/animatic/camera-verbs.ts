/**
 * The camera moved by a verb of its own clause (words/camera-verbs.ts): "the camera slowly moves
 * closer to a lion", "Kamera fährt langsam auf ein Haus zu". Matched word by word on the prompt's
 * units (CJK character by character), within a clause that names the camera; the parts of a verb
 * split in two may have any words between them.
 */
import type { Camera } from '@/lib/scene-plan';
import { normalizeTerm } from './normalize';
import { CAMERA_VERBS } from './words/camera-verbs';

type UnitLike = { text: string; punct: boolean; cjk: boolean };
/** A part of an entry: its words, each matched whole or, when starred, as a beginning. */
type Part = { word: string; prefix: boolean }[];
type Entry = { camera: Camera; parts: Part[] };
type Compiled = { nouns: Part[]; entries: Entry[] };

const compiled = new Map<string, Compiled | null>();

const cjkOnly = (locale: string) => locale === 'ja' || locale === 'zh-CN';

function part(text: string, locale: string): Part {
  const norm = normalizeTerm(text, locale);
  // Chinese and Japanese are cut into characters, as the prompt is; Korean and Turkish glue
  // endings to the word, so every word of theirs is a beginning.
  if (cjkOnly(locale)) return [...norm.replace(/ /g, '')].map((ch) => ({ word: ch, prefix: false }));
  const glue = locale === 'ko' || locale === 'tr';
  return norm
    .split(' ')
    .filter(Boolean)
    .map((w) => ({ word: w.replace(/\*$/, ''), prefix: glue || w.endsWith('*') }));
}

function compile(locale: string): Compiled | null {
  if (compiled.has(locale)) return compiled.get(locale) ?? null;
  const table = CAMERA_VERBS[locale];
  const out = table
    ? {
        nouns: table.noun.split(',').map((n) => part(n.trim(), locale)),
        entries: Object.entries(table.moves).flatMap(([camera, list]) =>
          (list ?? '').split(',').map((e) => ({
            camera: camera as Camera,
            parts: e.split('…').map((p) => part(p.trim(), locale)),
          })),
        ),
      }
    : null;
  // Longest first: "tilt up" before "up", "nach rechts" before a shorter entry.
  out?.entries.sort((a, b) => size(b) - size(a));
  compiled.set(locale, out);
  return out;
}

const size = (e: Entry) => e.parts.reduce((n, p) => n + p.length, 0);

/** Whether `p` matches the words from index i; the index after it, or -1. */
function matchAt(words: string[], i: number, p: Part): number {
  for (let k = 0; k < p.length; k++) {
    const w = words[i + k];
    const want = p[k]!;
    if (w === undefined || !(w === want.word || (want.prefix && w.startsWith(want.word)))) return -1;
  }
  return i + p.length;
}

/**
 * The camera move a clause that names the camera gives with a verb, and the units the verb's
 * words take (which then mean nothing else: "fährt" is not a subject driving).
 */
export function cameraVerbs(units: UnitLike[], locale: string): { camera: Camera; taken: number[] } | undefined {
  const table = compile(locale);
  if (!table) return undefined;
  const words = units.map((u) => (u.punct ? '' : normalizeTerm(u.text, locale)));
  let lo = 0;
  while (lo < units.length) {
    let hi = lo;
    while (hi < units.length && !units[hi]!.punct) hi++;
    const clause = words.slice(lo, hi);
    const nounAt = clause.findIndex((_, i) => table.nouns.some((n) => matchAt(clause, i, n) > 0));
    if (nounAt >= 0)
      for (const entry of table.entries) {
        const taken: number[] = [];
        let from = 0;
        for (const p of entry.parts) {
          let found = -1;
          for (let i = from; i < clause.length && found < 0; i++) {
            const end = matchAt(clause, i, p);
            // The camera's own word is not its verb ("kamera" is no "kamera*" move).
            if (end > 0 && (i > nounAt || end <= nounAt)) {
              found = end;
              for (let k = i; k < end; k++) taken.push(lo + k);
            }
          }
          if (found < 0) {
            taken.length = 0;
            break;
          }
          from = found;
        }
        if (taken.length > 0) return { camera: entry.camera, taken };
      }
    lo = hi + 1;
  }
  return undefined;
}
