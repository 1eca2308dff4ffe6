/**
 * Indoors or out, and what a person does with a book. A tree grows outdoors: a scene with one is
 * never put in a room or on a table top by a small thing that lives there (a book, a cup), and a
 * room the prompt named does not get a tree in it. A small thing alone does not pull people onto
 * a table top either: they are outdoors unless the prompt names a room. A person reading sits,
 * the book open in the hand. understand.ts calls `settleWhereabouts` on the plan.
 */
import { MAX_SUBJECTS, type SceneSubject, type ScenePlan } from '@/lib/scene-plan';
import { mentions } from './mentions';
import { isFigure } from './people';
import { SETTING_ART } from './settings';
import { CREW_WORDS } from './words/crews';

/** Trees and the like, which stand outdoors; a Christmas tree is not among them. */
const TREES = /^(🌳|🌲|🌴|🌵|🎋)/u;
/** Books, papers and the like a reader holds. */
const BOOKS = /^(📚|📖|📕|📗|📘|📙|📓|📔|📒|📰|🗞)/u;
const READING_BOOK: SceneSubject = { emoji: '📖', label: 'open book', motion: 'idle' };

const isPerson = (s: SceneSubject) => isFigure(s.emoji) || /^(🧑|👨|👩|🧔|👦|👧|👴|👵)/u.test(s.emoji);

/** Removes subject `i`, keeping every `heldBy` pointing at the same subject. */
function removeAt(plan: ScenePlan, i: number): void {
  plan.subjects.splice(i, 1);
  for (const s of plan.subjects)
    if (s.heldBy === i) delete s.heldBy;
    else if (s.heldBy !== undefined && s.heldBy > i) s.heldBy -= 1;
}

/** `placeNamed`: the prompt named the place (a word for it), rather than its subjects implying it. */
export function settleWhereabouts(plan: ScenePlan, text: string, locale: string, placeNamed: boolean): void {
  const art = SETTING_ART[plan.setting];
  const inside = !!art.indoors || !!art.surface;
  if (inside && !placeNamed && plan.subjects.some((s) => TREES.test(s.emoji) || isPerson(s))) plan.setting = 'meadow';
  else if (inside)
    for (let i = plan.subjects.length - 1; i >= 0; i--) if (TREES.test(plan.subjects[i]!.emoji)) removeAt(plan, i);
  readBooks(plan, text, locale);
}

/** A person reading sits with the book open in the hand; the book named is that book. */
function readBooks(plan: ScenePlan, text: string, locale: string): void {
  if (!mentions(text, locale, CREW_WORDS, 'read')) return;
  const reader = plan.subjects.findIndex((s) => isFigure(s.emoji) && s.heldBy === undefined && !s.count);
  if (reader < 0) return;
  const person = plan.subjects[reader]!;
  if (person.motion === 'walk' || person.motion === 'idle' || person.motion === 'rest') person.motion = 'sit';
  let book = plan.subjects.findIndex((s) => BOOKS.test(s.emoji) && s.heldBy === undefined);
  if (book < 0) {
    if (plan.subjects.length >= MAX_SUBJECTS) return;
    plan.subjects.push({ ...READING_BOOK });
    book = plan.subjects.length - 1;
  }
  const held = plan.subjects[book]!;
  Object.assign(held, { emoji: READING_BOOK.emoji, label: READING_BOOK.label, motion: 'idle' });
  delete held.count;
  delete held.on;
  // The reader comes before the book, as every holder before what it holds.
  if (book < reader) {
    plan.subjects.splice(book, 1);
    plan.subjects.splice(reader, 0, held);
    for (const s of plan.subjects) if (s.heldBy !== undefined && s.heldBy > book && s.heldBy <= reader) s.heldBy -= 1;
    held.heldBy = reader - 1;
  } else held.heldBy = reader;
}
