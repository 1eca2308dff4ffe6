/**
 * Cherry blossom ("桜", "벚꽃", "樱花", "cerezos en flor", "blossoming trees") is trees in
 * flower, not one small flower: understand.ts calls `flowerTrees`, which turns a cherry blossom
 * no hand holds into flowering trees (the tree sprite with its crown recoloured pink, the trunk
 * kept), several unless the prompt counted them or named one tree of it ("桜の木"). Trees the
 * prompt says are blossoming flower the same way.
 */
import type { ScenePlan, SceneSubject } from '@/lib/scene-plan';
import { mentions } from './mentions';
import { BLOSSOM_WORDS } from './words/blossoms';

const BLOSSOM = /^(🌸|💮)/u;
const TREE = /^(🌳|🌲)/u;
/** The flower "in flower" ("en flor", "in Blüte") names: the trees', not one of its own. */
const BLOOM = /^🌼/u;
const PINK = '#f6b3cf';
/** Scripts that write a compound without a space ("桜の木"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

function removeAt(plan: ScenePlan, i: number): void {
  plan.subjects.splice(i, 1);
  for (const s of plan.subjects)
    if (s.heldBy === i) delete s.heldBy;
    else if (s.heldBy !== undefined && s.heldBy > i) s.heldBy -= 1;
}

/** The two words as the prompt wrote them together ("桜の木", "cherry tree"), else side by side. */
function joined(text: string, first: string, second: string): string {
  const a = text.indexOf(first);
  const b = a < 0 ? -1 : text.indexOf(second, a + first.length);
  if (a >= 0 && b >= 0 && b - (a + first.length) <= 3) return text.slice(a, b + second.length).slice(0, 80);
  return `${first}${UNSPACED.test(first) ? '' : ' '}${second}`;
}

function inFlower(tree: SceneSubject): void {
  Object.assign(tree, { emoji: '🌳', label: 'cherry tree in blossom', color: PINK, motion: 'sway' });
  delete tree.on;
}

export function flowerTrees(plan: ScenePlan, text: string, locale: string): void {
  const free = (s: SceneSubject, i: number) =>
    s.heldBy === undefined && !s.field && !s.count && !plan.subjects.some((o) => o.heldBy === i);
  const at = plan.subjects.findIndex(
    (s, i) => BLOSSOM.test(s.emoji) && s.heldBy === undefined && !s.field && free({ ...s, count: undefined }, i),
  );
  const blossoming = mentions(text, locale, BLOSSOM_WORDS, 'blossoming');
  const cherry = mentions(text, locale, BLOSSOM_WORDS, 'cherry');
  // The emoji is any flower too ("a flower"): only the cherry's blossom is a tree's. A cherry tree
  // with no fruit named is the tree in flower ("a cherry blossom tree").
  if (at < 0 || !cherry) {
    if (!blossoming && !(cherry && !plan.subjects.some((s) => s.emoji === '🍒'))) return;
    const trees = plan.subjects.filter((s) => TREE.test(s.emoji) && !s.color && s.heldBy === undefined);
    for (const tree of trees) inFlower(tree);
    if (trees.length > 0)
      for (let i = plan.subjects.length - 1; i >= 0; i--)
        if (BLOOM.test(plan.subjects[i]!.emoji) && free(plan.subjects[i]!, i)) removeAt(plan, i);
    return;
  }
  const blossom = plan.subjects[at]!;
  // "桜の木", "cherry blossom tree": the tree named is the one in flower.
  const tree = plan.subjects.findIndex((s) => TREE.test(s.emoji) && s.heldBy === undefined && !s.color);
  if (tree >= 0) {
    const named = plan.subjects[tree]!;
    inFlower(named);
    if (blossom.word && named.word && !named.word.includes(blossom.word))
      named.word = joined(text, blossom.word, named.word);
    removeAt(plan, at);
  } else {
    inFlower(blossom);
    blossom.count = blossom.count ?? 3;
  }
  for (let i = plan.subjects.length - 1; i >= 0; i--)
    if (BLOOM.test(plan.subjects[i]!.emoji) && free(plan.subjects[i]!, i)) removeAt(plan, i);
}
