/**
 * People named with the vehicle they work ("a farmer with his tractor", "un pescador en su barca",
 * "سائق في سيارته", "a pilot and his plane") are one subject: the vehicle, driven, with its
 * person in it where the sprite has room (a head in the cab's window), never a person walking
 * beside an empty vehicle. understand.ts calls `seatCrews` on the plan; held.ts seats the crew
 * (`crewSeat`) where the vehicle's window is, so it moves with the vehicle.
 */
import { MAX_SUBJECTS, type SceneSubject, type ScenePlan } from '@/lib/scene-plan';
import { mentions } from './mentions';
import { isFigure } from './people';
import { CREW_WORDS } from './words/crews';

const plain = (emoji: string) => emoji.replace(/\ufe0f/g, '');

/** Vehicles with a window a head shows in, by where it is: forward of the middle and up from the wheels, in sprite sizes. */
const CABS: Record<string, { fwd: number; up: number; size?: number }> = {
  '🚜': { fwd: -0.02, up: 0.52, size: 0.28 },
  '🚗': { fwd: 0.04, up: 0.6 },
  '🚕': { fwd: 0.04, up: 0.6 },
  '🚙': { fwd: 0.1, up: 0.58 },
  '🚓': { fwd: 0.04, up: 0.55 },
  '🛻': { fwd: 0.14, up: 0.55 },
  '🚚': { fwd: 0.3, up: 0.55 },
  '🚌': { fwd: 0.3, up: 0.6 },
  '🚐': { fwd: 0.2, up: 0.58 },
  '🚑': { fwd: 0.25, up: 0.55 },
  '🚒': { fwd: 0.25, up: 0.55 },
  '🏎': { fwd: -0.05, up: 0.45 },
};
/** Boats a fisher rows: the sprite of a person rowing is the boat with its crew. */
const BOATS = new Set(['⛵', '🚤', '🛶', '🛥', '🚣']);
/** Aircraft: the pilot is inside, out of sight. */
const AIRCRAFT = new Set(['✈', '🛩', '🚁', '🛫', '🛬']);

/** People who work a vehicle by their emoji: farmers, pilots, and the rest by their word. */
const ROLE = /^(🧑|👨|👩)\u200d(🌾|✈️?)$/u;

/** Whether `emoji` is a person a vehicle can carry: a working role or any figure or head. */
function isPerson(s: SceneSubject): boolean {
  return (
    ROLE.test(s.emoji) ||
    isFigure(s.emoji) ||
    /^(🧑|👨|👩|🧔|👦|👧|👴|👵)(\u200d[\u2640\u2642]\ufe0f?)?$/u.test(s.emoji)
  );
}

const ROLES = ['fisher', 'driver', 'farmer', 'pilot'] as const;
type Role = (typeof ROLES)[number];

/** Where a crew's head sits in the vehicle `emoji` and how large it is, or null when none shows. */
export function crewSeat(emoji: string): { fwd: number; up: number; size: number } | null {
  const cab = CABS[plain(emoji)];
  return cab ? { fwd: cab.fwd, up: cab.up, size: cab.size ?? 0.22 } : null;
}

/** Whether `thing` rides in `holder` as its crew. */
export function isCrew(thing: SceneSubject, holder: SceneSubject): boolean {
  return thing.motion === 'sit' && crewSeat(holder.emoji) !== null && isPerson(thing);
}

/** The head that shows in a window: the role's own bust, else a head of the figure's gender. */
function headOf(person: SceneSubject): string {
  if (ROLE.test(person.emoji)) return person.emoji;
  if (/\u2640/u.test(person.emoji) || person.emoji.startsWith('👩') || person.emoji.startsWith('👧')) return '👩';
  if (/\u2642/u.test(person.emoji) || person.emoji.startsWith('👨') || person.emoji.startsWith('👦')) return '👨';
  return '🧑';
}

/** Removes subject `i`, keeping every `heldBy` pointing at the same subject. */
function removeAt(plan: ScenePlan, i: number): void {
  plan.subjects.splice(i, 1);
  for (const s of plan.subjects)
    if (s.heldBy === i) delete s.heldBy;
    else if (s.heldBy !== undefined && s.heldBy > i) s.heldBy -= 1;
}

/**
 * Makes the vehicle and the person who works it one subject. A person is its crew when it is a
 * working role (farmer, pilot) or the prompt calls it a fisher or a driver, or names none at all
 * but a fisher or a driver: then the vehicle gets one. A boat's crew rows it (one sprite); an
 * aircraft's is out of sight; a road vehicle's shows its head in the window.
 */
export function seatCrews(plan: ScenePlan, text: string, locale: string): void {
  // A thing read from a crew's own word ("водитель" has a taxi in it) is that person.
  for (let i = plan.subjects.length - 1; i >= 0; i--) {
    const s = plan.subjects[i]!;
    if (s.word && !isPerson(s) && ROLES.some((r) => mentions(s.word!, locale, CREW_WORDS, r, true) === s.word))
      removeAt(plan, i);
  }
  const vehicle = plan.subjects.findIndex(
    (s) =>
      s.heldBy === undefined &&
      (CABS[plain(s.emoji)] || BOATS.has(plain(s.emoji)) || AIRCRAFT.has(plain(s.emoji))) &&
      !s.count,
  );
  if (vehicle < 0) return;
  const car = plan.subjects[vehicle]!;
  const kind = plain(car.emoji);
  const roles: Role[] = BOATS.has(kind)
    ? ['fisher']
    : AIRCRAFT.has(kind)
      ? ['pilot']
      : kind === '🚜'
        ? ['farmer', 'driver']
        : ['driver'];
  let role: Role | undefined;
  let named: string | null = null;
  for (const r of roles) {
    named = mentions(text, locale, CREW_WORDS, r, true);
    if (named) {
      role = r;
      break;
    }
  }
  const person = plan.subjects.findIndex(
    (s) =>
      s !== car &&
      s.heldBy === undefined &&
      !s.count &&
      !plan.subjects.some((o) => o.heldBy === plan.subjects.indexOf(s)) &&
      (ROLE.test(s.emoji) || (!!named && isPerson(s))),
  );
  if (person < 0 && !named) return;
  const crew = person < 0 ? undefined : plan.subjects[person];
  if (BOATS.has(kind)) {
    // Rowed: the rowing sprite is boat and person at once.
    Object.assign(car, { emoji: '🚣', label: 'person rowing boat', motion: 'sail' });
    delete car.color;
    if (person >= 0) removeAt(plan, person);
    return;
  }
  if (car.motion === 'idle' || car.motion === 'walk') car.motion = AIRCRAFT.has(kind) ? 'fly' : 'drive';
  if (AIRCRAFT.has(kind)) {
    if (person >= 0) removeAt(plan, person);
    return;
  }
  const head: SceneSubject = {
    emoji: headOf(crew ?? { emoji: role === 'farmer' ? '🧑‍🌾' : '🧑', label: '', motion: 'sit' }),
    label: crew?.label ?? (role === 'farmer' ? 'farmer' : 'person'),
    motion: 'sit',
  };
  const word = crew?.word ?? named;
  if (word) head.word = word;
  if (person >= 0) removeAt(plan, person);
  else if (plan.subjects.length >= MAX_SUBJECTS) return;
  // The crew goes right before its vehicle, so that it is drawn over it, in the window.
  const at = plan.subjects.indexOf(car);
  plan.subjects.splice(at, 0, head);
  for (const s of plan.subjects) if (s !== head && s.heldBy !== undefined && s.heldBy >= at) s.heldBy += 1;
  head.heldBy = at + 1;
}
