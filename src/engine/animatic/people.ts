/**
 * People in the animatic: a person the prompt names is drawn as a whole figure, never as a face.
 * A person with an activity ("a woman riding a bicycle", "children playing football", "a surfer")
 * becomes the emoji of that activity (🚴‍♀️, ⛹️, 🏄) with the gender the prompt gives, and the
 * thing the activity uses (the bicycle, the ball) is not drawn a second time beside it; a person
 * doing nothing in particular stands or walks (🧍, 🚶). A word for several people (a crowd, a
 * family, a couple) becomes several figures. understand.ts calls `actPeople` on what it matched;
 * which way each sprite looks is facing.ts's.
 */
import type { Motion, SceneSubject, Setting } from '@/lib/scene-plan';
import type { Activity, Group, PersonWord } from './words/people';

type Gender = 'female' | 'male' | undefined;
type Age = 'adult' | 'old' | 'child' | 'baby';
type Person = { gender: Gender; age: Age };

/** A figure to draw in place of a person: `more` are the other members of a group. */
export type Figure = { emoji: string; label: string; motion: Motion; setting?: Setting; more?: Figure[] };

const ZWJ = '\u200d';
const SIGN = { female: `${ZWJ}\u2640\ufe0f`, male: `${ZWJ}\u2642\ufe0f` } as const;

/**
 * How each activity is drawn: its emoji (`gendered`: the set has ♀/♂ variants of it), the motion
 * it moves with and the place it implies.
 */
const FIGURES: Record<Activity, { emoji: string; gendered: boolean; motion: Motion; setting?: Setting; name: string }> =
  {
    walk: { emoji: '🚶', gendered: true, motion: 'walk', name: 'walking' },
    stand: { emoji: '🧍', gendered: true, motion: 'idle', name: 'standing' },
    run: { emoji: '🏃', gendered: true, motion: 'run', name: 'running' },
    ride: { emoji: '🚴', gendered: true, motion: 'ride', setting: 'street', name: 'biking' },
    cycle: { emoji: '🚴', gendered: true, motion: 'ride', setting: 'street', name: 'biking' },
    horse: { emoji: '🏇', gendered: false, motion: 'ride', setting: 'meadow', name: 'riding a horse' },
    swim: { emoji: '🏊', gendered: true, motion: 'swim', setting: 'sea', name: 'swimming' },
    surf: { emoji: '🏄', gendered: true, motion: 'ride', setting: 'sea', name: 'surfing' },
    climb: { emoji: '🧗', gendered: true, motion: 'climb', setting: 'mountains', name: 'climbing' },
    dance: { emoji: '💃', gendered: false, motion: 'dance', name: 'dancing' },
    ski: { emoji: '⛷️', gendered: false, motion: 'ride', setting: 'snowfield', name: 'skiing' },
    snowboard: { emoji: '🏂', gendered: false, motion: 'ride', setting: 'snowfield', name: 'snowboarding' },
    // The set has no person on a skateboard or on skates. The surfer came with its wave onto
    // streets and frozen lakes; the skier glides with nothing around it.
    skate: { emoji: '⛷️', gendered: false, motion: 'ride', setting: 'street', name: 'skating' },
    // A person at play is one at a ball game, the figure with a ball (cartwheels are `gym`'s).
    play: { emoji: '⛹️', gendered: true, motion: 'play', setting: 'park', name: 'playing' },
    ball: { emoji: '⛹️', gendered: true, motion: 'play', setting: 'park', name: 'playing ball' },
    row: { emoji: '🚣', gendered: true, motion: 'sail', setting: 'lake', name: 'rowing' },
    gym: { emoji: '🤸', gendered: true, motion: 'jump', setting: 'park', name: 'cartwheeling' },
    yoga: { emoji: '🧘', gendered: true, motion: 'idle', name: 'doing yoga' },
  };

/** Person emoji of the index, drawn as faces: who they are. */
const FACES: Record<string, Person> = {
  '👩': { gender: 'female', age: 'adult' },
  '👨': { gender: 'male', age: 'adult' },
  '🧑': { gender: undefined, age: 'adult' },
  '👧': { gender: 'female', age: 'child' },
  '👦': { gender: 'male', age: 'child' },
  '🧒': { gender: undefined, age: 'child' },
  '👵': { gender: 'female', age: 'old' },
  '👴': { gender: 'male', age: 'old' },
  '🧓': { gender: undefined, age: 'old' },
  '👶': { gender: undefined, age: 'baby' },
  '👱': { gender: undefined, age: 'adult' },
  '👱‍♀️': { gender: 'female', age: 'adult' },
  '👱‍♂️': { gender: 'male', age: 'adult' },
  '🧔': { gender: 'male', age: 'adult' },
};

/** The people our own words name. */
const PERSON_OF: Record<PersonWord, Person> = {
  man: { gender: 'male', age: 'adult' },
  woman: { gender: 'female', age: 'adult' },
  boy: { gender: 'male', age: 'child' },
  girl: { gender: 'female', age: 'child' },
  child: { gender: undefined, age: 'child' },
  oldman: { gender: 'male', age: 'old' },
  oldwoman: { gender: 'female', age: 'old' },
  elder: { gender: undefined, age: 'old' },
};

/** Things a person uses for an activity: beside a person they make the activity, and are not drawn apart. */
const GEAR: Record<string, Activity> = {
  '🚲': 'cycle',
  '🚵': 'cycle',
  '🐎': 'horse',
  '🐴': 'horse',
  '🏇': 'horse',
  '🛹': 'skate',
  '⛸️': 'skate',
  '🛼': 'skate',
  '🎿': 'ski',
  '🏂': 'snowboard',
  '🏄': 'surf',
  '🚣': 'row',
  '🛶': 'row',
  '⚽': 'ball',
  '🏀': 'ball',
  '🏐': 'ball',
  '🏈': 'ball',
  '🎾': 'ball',
  '⚾': 'ball',
  // Every game played with a ball, a bat or a racket is a person at play.
  '🏏': 'ball',
  '🏑': 'ball',
  '🏒': 'ball',
  '🥎': 'ball',
  '🏉': 'ball',
  '🏸': 'ball',
  '🏓': 'ball',
  '🥏': 'ball',
};

/** The activity a motion word says a person is doing, when no activity word or gear is named. */
const BY_MOTION: Partial<Record<Motion, Activity>> = {
  walk: 'walk',
  run: 'run',
  swim: 'swim',
  idle: 'stand',
  drive: 'cycle',
  ride: 'cycle',
  sail: 'row',
  climb: 'climb',
  sway: 'dance',
  spin: 'dance',
  dance: 'dance',
  play: 'play',
};

/** The motion an activity word gives a thing that is not a person ("a cat climbing", "a car riding"). */
export const ACTIVITY_MOTION: Record<Activity, Motion> = {
  walk: 'walk',
  stand: 'idle',
  run: 'run',
  ride: 'ride',
  cycle: 'ride',
  horse: 'ride',
  swim: 'swim',
  surf: 'sail',
  climb: 'climb',
  dance: 'dance',
  ski: 'ride',
  snowboard: 'ride',
  skate: 'ride',
  play: 'play',
  ball: 'play',
  row: 'sail',
  gym: 'jump',
  yoga: 'idle',
};

/** The members of a group, in the order they are drawn (the first one is the main figure). */
const MEMBERS: Record<Group, Person[]> = {
  crowd: [
    { gender: undefined, age: 'adult' },
    { gender: 'female', age: 'adult' },
    { gender: 'male', age: 'adult' },
  ],
  family: [
    { gender: 'male', age: 'adult' },
    { gender: 'female', age: 'adult' },
    { gender: undefined, age: 'child' },
  ],
  couple: [
    { gender: 'female', age: 'adult' },
    { gender: 'male', age: 'adult' },
  ],
  children: [
    { gender: 'female', age: 'child' },
    { gender: 'male', age: 'child' },
  ],
  women: [
    { gender: 'female', age: 'adult' },
    { gender: 'female', age: 'adult' },
  ],
  men: [
    { gender: 'male', age: 'adult' },
    { gender: 'male', age: 'adult' },
  ],
  girls: [
    { gender: 'female', age: 'child' },
    { gender: 'female', age: 'child' },
  ],
  boys: [
    { gender: 'male', age: 'child' },
    { gender: 'male', age: 'child' },
  ],
};

const stripGender = (emoji: string) => emoji.replace(/\u200d[\u2640\u2642]\ufe0f?$/, '');

/** Whether an emoji is one of the person figures this module draws (any gender). */
export function isFigure(emoji: string): boolean {
  const base = stripGender(emoji);
  return Object.values(FIGURES).some((f) => f.emoji === base) || base === '🕺' || base === '🧎';
}

/** The figure of a person doing an activity. */
function figureOf(person: Person, activity: Activity): Figure {
  const f = FIGURES[activity];
  let emoji = f.emoji;
  if (activity === 'dance' && person.gender === 'male') emoji = '🕺';
  else if (f.gendered && person.gender) emoji = `${f.emoji}${SIGN[person.gender]}`;
  // A baby does not walk or stand: it crawls (a small kneeling figure).
  if (person.age === 'baby' && (activity === 'walk' || activity === 'stand')) emoji = '🧎';
  const who =
    person.age === 'old'
      ? person.gender === 'female'
        ? 'old woman'
        : person.gender === 'male'
          ? 'old man'
          : 'older person'
      : person.age === 'adult'
        ? person.gender === 'female'
          ? 'woman'
          : person.gender === 'male'
            ? 'man'
            : 'person'
        : person.age === 'baby'
          ? 'baby'
          : person.gender === 'female'
            ? 'girl'
            : person.gender === 'male'
              ? 'boy'
              : 'child';
  const out: Figure = { emoji, label: `${who} ${f.name}`, motion: f.motion };
  if (f.setting) out.setting = f.setting;
  return out;
}

/** What understand.ts matched, as far as people are concerned. */
type PeopleItem = {
  kind: string;
  value: string;
  start: number;
  end: number;
  emoji?: number;
  motion?: Motion;
  figure?: Figure;
};

/** Whose words these are: a person named, with what is already known of what they do. */
type Who = { person: Person; activity?: Activity; group?: Group };

/**
 * The one person a plural word of ours stands for when the prompt wrote it in the singular:
 * words are compared by their stems, so "girl" finds "girls" and "Frau" finds "Frauen".
 */
const ONE_OF: Partial<Record<Group, Person>> = {
  crowd: { gender: undefined, age: 'adult' },
  women: { gender: 'female', age: 'adult' },
  girls: { gender: 'female', age: 'child' },
  men: { gender: 'male', age: 'adult' },
  boys: { gender: 'male', age: 'child' },
  children: { gender: undefined, age: 'child' },
};

function whoIs(
  item: PeopleItem,
  emojiOf: (index: number) => string | undefined,
  plural: (item: PeopleItem) => boolean,
): Who | null {
  if (item.kind === 'actor') {
    const [activity, gender] = item.value.split(':') as [Activity, Gender];
    return { person: { gender, age: 'adult' }, activity };
  }
  if (item.kind === 'person') return { person: PERSON_OF[item.value as PersonWord] };
  if (item.kind === 'group') {
    const group = item.value as Group;
    const one = ONE_OF[group];
    if (one && !plural(item)) return { person: one };
    return { person: { gender: undefined, age: 'adult' }, group };
  }
  if (item.kind !== 'subject' || item.emoji === undefined) return null;
  const emoji = emojiOf(item.emoji) ?? '';
  const face = FACES[emoji] ?? FACES[emoji.replace(/\ufe0f/g, '')] ?? roleBust(emoji);
  if (face) return { person: face };
  // An activity emoji the index matched itself ("man running"): its gender and its activity.
  const base = stripGender(emoji);
  const activity = (Object.keys(FIGURES) as Activity[]).find((a) => FIGURES[a].emoji === base && a !== 'skate');
  if (!activity) return null;
  const gender: Gender = emoji.includes('\u2640') ? 'female' : emoji.includes('\u2642') ? 'male' : undefined;
  return { person: { gender, age: 'adult' }, activity };
}

/**
 * A person by role (a farmer, a cook, a police officer, a king): the emoji set draws them as
 * busts, head and shoulders, which would float over the ground as a head. They are drawn as the
 * full figure of their gender instead. The astronaut keeps its helmet: afloat in space, as people
 * picture one.
 */
const ROLE_ZWJ = /^(🧑|👩|👨)(?:[\u{1f3fb}-\u{1f3ff}])?\u200d(?!🦯|🦼|🦽|🤝|🚀)/u;
const ROLE_BUST = /^(👮|💂|👷|🕵|🤴|👸|👳|👲|🧕|🤵|👰|🥷|🎅|🤶|🦸|🦹|🧙|🧛|🧝|🧞)/u;

function roleBust(emoji: string): Person | undefined {
  const zwj = ROLE_ZWJ.exec(emoji);
  if (!zwj && !ROLE_BUST.test(emoji)) return undefined;
  const gender: Gender =
    zwj?.[1] === '👩' || emoji.includes('\u2640') || /^(👸|🤶)/u.test(emoji)
      ? 'female'
      : zwj?.[1] === '👨' || emoji.includes('\u2642') || /^(🤴|🎅)/u.test(emoji)
        ? 'male'
        : undefined;
  return { gender, age: 'adult' };
}

/** Who goes first: people by a plain word, then actors, then activity emoji. */
const rank = (x: { item: PeopleItem; who: Who }) => (x.item.kind === 'actor' ? 1 : x.who.activity ? 2 : 0);

/** Units between two items (0 when they touch). */
const gapOf = (a: PeopleItem, b: PeopleItem) => (b.start >= a.end ? b.start - a.end : a.start - b.end);

/** How far (in words, or characters of Chinese and Japanese) an activity may sit from its person. */
const MAX_GAP = 6;

/**
 * Turns the people among `items` into figures doing what the words around them say, in place:
 * a person's item gets its `figure` and motion (and becomes a subject with `personIndex` if it
 * was a word of ours), and what made the activity (the verb, the gear, the motion word) is
 * used up: the items returned are `items` without them. `emojiOf` gives an index entry's emoji;
 * `sameClause` says whether two items are in one clause of the prompt (read through "with" when
 * `soft`: gear may follow it); `plural` whether a
 * word for several people was written as one of our plural forms; `mountable` whether an item is
 * an animal a person can ride ("riding a camel": the rider sits on it rather than on a bicycle).
 */
export function actPeople<T extends PeopleItem>(
  items: T[],
  emojiOf: (index: number) => string | undefined,
  sameClause: (a: T, b: T, soft?: boolean) => boolean,
  personIndex: number,
  plural: (item: T) => boolean,
  mountable: (item: T) => boolean = () => false,
): T[] {
  const used = new Set<T>();
  const people = items
    .map((item) => ({ item, who: whoIs(item, emojiOf, (x) => plural(x as T)) }))
    .filter((x): x is { item: T; who: Who } => x.who !== null)
    // People named by a word first; a word or an emoji of someone doing something ("cyclist",
    // 🚴) is a person of its own only when nobody beside it takes it as their activity.
    .sort((a, b) => rank(a) - rank(b));
  const nearest = (person: T, test: (x: T) => boolean, maxGap = MAX_GAP, soft = false): T | undefined => {
    let best: T | undefined;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const x of items) {
      if (x === person || used.has(x) || !test(x) || !sameClause(person, x, soft)) continue;
      const gap = gapOf(person, x);
      if (gap > maxGap) continue;
      // Ties go to what follows the person ("a woman riding", "una mujer montando").
      const score = gap * 2 + (x.start >= person.end ? 0 : 1);
      if (score < bestScore) {
        best = x;
        bestScore = score;
      }
    }
    return best;
  };
  for (const { item, who } of people) {
    if (used.has(item)) continue;
    const gear =
      nearest(item, (x) => x.kind === 'subject' && gearOf(x, emojiOf) !== undefined, MAX_GAP, true) ??
      (who.activity ? undefined : nearest(item, (x) => x.kind === 'actor', 2));
    // A named activity ("a caballo") says more than the bare "riding" beside it.
    const verb =
      nearest(item, (x) => x.kind === 'activity' && x.value !== 'ride') ?? nearest(item, (x) => x.kind === 'activity');
    const motionWord = nearest(item, (x) => x.kind === 'motion');
    // Walking or standing, as an emoji or a word says, gives way to gear or a verb beside it
    // ("mulher andando de bicicleta").
    let activity: Activity | undefined = who.activity === 'walk' || who.activity === 'stand' ? undefined : who.activity;
    const verbActivity = verb?.value as Activity | undefined;
    if (gear && !activity) {
      activity = gearOf(gear, emojiOf);
      used.add(gear);
    } else if (gear && (activity === 'ride' || activity === 'cycle' || activity === 'ball')) used.add(gear);
    if (!activity && verbActivity) activity = verbActivity;
    if (verb && (!who.activity || verbActivity === activity)) used.add(verb);
    if (!activity && !verbActivity && !gear) activity = who.activity;
    // More of the same gear beside the person ("sepak bola": a football, and a ball) goes too.
    for (let more = nearest(item, (x) => gearOf(x, emojiOf) === activity); gear && more; ) {
      used.add(more);
      more = nearest(item, (x) => gearOf(x, emojiOf) === activity);
    }
    let motion: Motion | undefined;
    if (motionWord) {
      const byMotion = BY_MOTION[motionWord.value as Motion];
      if (!activity) activity = byMotion ?? 'stand';
      // A motion word beyond what the activity says ("a boy jumping") is how the figure moves.
      if ((activity === 'stand' || activity === 'walk') && !byMotion) motion = motionWord.value as Motion;
      used.add(motionWord);
    }
    // Riding with no mount of its own: on the animal the sentence names, else on a bicycle.
    if (activity === 'ride' && items.some((x) => x !== item && !used.has(x) && sameClause(item, x) && mountable(x))) {
      activity = 'stand';
      motion = 'ride';
    }
    if (activity === 'ride') activity = 'cycle';
    const figures = (who.group ? MEMBERS[who.group] : [who.person]).map((p) => figureOf(p, activity ?? 'walk'));
    if (motion) for (const f of figures) f.motion = motion;
    const [first, ...more] = figures;
    if (!first) continue;
    if (more.length > 0) first.more = more;
    item.figure = first;
    item.motion = first.motion;
    if (item.kind !== 'subject') {
      item.kind = 'subject';
      item.emoji = personIndex;
    }
  }
  const left = items.filter((x) => !used.has(x));
  // An activity with nobody named ("surfing at sunset", "skiing in the Alps") is someone doing it.
  const lone = left.find((x) => x.kind === 'activity');
  if (lone && !left.some((x) => x.kind === 'subject')) {
    const activity = lone.value === 'ride' ? 'cycle' : (lone.value as Activity);
    lone.figure = figureOf({ gender: undefined, age: 'adult' }, activity);
    lone.motion = lone.figure.motion;
    lone.kind = 'subject';
    lone.emoji = personIndex;
  }
  return left;
}

/** The activity an index entry is the gear of, if it is. */
function gearOf(item: PeopleItem, emojiOf: (index: number) => string | undefined): Activity | undefined {
  if (item.kind === 'actor') return item.value.split(':')[0] as Activity;
  const emoji = emojiOf(item.emoji ?? -1) ?? '';
  const bare = emoji.replace(/\ufe0f/g, '');
  const gear = GEAR[emoji] ?? GEAR[bare] ?? GEAR[`${bare}\ufe0f`];
  if (gear) return gear;
  // An activity's own emoji matched from a word for its thing ("Fußball" → ⛹️) is that thing.
  const base = stripGender(emoji);
  return (Object.keys(FIGURES) as Activity[]).find((a) => FIGURES[a].emoji === base && a !== 'skate' && a !== 'ride');
}

/**
 * The plan's subjects with each group's other members after them, as long as there is room:
 * the subjects the prompt named keep their places, extra figures fill what is left.
 */
export function expandGroups(subjects: SceneSubject[], more: (Figure[] | undefined)[], max: number): SceneSubject[] {
  let room = max - subjects.length;
  const out: SceneSubject[] = [];
  subjects.forEach((subject, i) => {
    out.push(subject);
    for (const f of more[i] ?? []) {
      if (room <= 0) break;
      room--;
      const member: SceneSubject = { emoji: f.emoji, label: f.label, motion: subject.motion };
      if (subject.word) member.word = subject.word;
      if (subject.color) member.color = subject.color;
      out.push(member);
    }
  });
  return out;
}
