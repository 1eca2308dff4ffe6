/**
 * Nouns of several words the phrase dictionaries cannot list one by one (ARCHITECTURE.md "The
 * animatic"): two subject nouns side by side are one thing named by its head ("an apple tree" is
 * a tree, "a robot dog" a dog, Indonesian "kereta api" a train, not a fire), and a bowl or a plate
 * with a food named beside it is drawn as that food.
 */

type Matched = { kind: string; start: number; end: number; emoji?: number; negated?: boolean };

/** Languages that put the head noun last in a noun–noun compound (the rest of a pair is a modifier). */
const HEAD_LAST = new Set(['en', 'de', 'nl']);
/** Languages that put it first. */
const HEAD_FIRST = new Set(['id', 'vi']);
/**
 * Romance languages join a kind to its head with "de"/"di" and no article ("pão de queijo",
 * "torta di mele", "gâteau de riz"): the bare noun after it only says which kind. With an article
 * ("el perro de la vecina") it is a thing of its own.
 */
const KIND_OF: Record<string, Set<string>> = {
  es: new Set(['de']),
  pt: new Set(['de']),
  fr: new Set(['de']),
  it: new Set(['di']),
};

/**
 * The subject items that only qualify another: the modifier of a noun–noun compound, and a
 * container whose content is named. `containers` are the lexicon indexes of bowls and plates.
 */
export function modifierItems<T extends Matched>(
  items: T[],
  lang: string,
  containers: Set<number>,
  wordAt: (unit: number) => string = () => '',
): Set<T> {
  const out = new Set<T>();
  // Units between two items hold no clause mark ("a bowl, ramen") when no item sits between them.
  const subjects = items.filter((x) => x.kind === 'subject' && x.emoji !== undefined && !x.negated);
  const between = (a: T, b: T) => items.some((x) => x.kind === 'break' && x.start >= a.end && x.end <= b.start);
  for (let k = 0; k + 1 < subjects.length; k++) {
    const a = subjects[k] as T;
    const b = subjects[k + 1] as T;
    if (a.emoji === b.emoji || between(a, b)) continue;
    const gap = b.start - a.end;
    // "A bowl of ramen", "goldfish swimming in a bowl": what the bowl holds is the subject.
    if (gap <= 4 && containers.has(a.emoji ?? -1) && !containers.has(b.emoji ?? -1)) out.add(a);
    else if (gap <= 4 && containers.has(b.emoji ?? -1) && !containers.has(a.emoji ?? -1)) out.add(b);
    else if (gap === 0 && HEAD_LAST.has(lang)) out.add(a);
    else if (gap === 0 && HEAD_FIRST.has(lang)) out.add(b);
    else if (gap === 1 && KIND_OF[lang]?.has(wordAt(a.end))) out.add(b);
  }
  return out;
}
