/**
 * A story's continuity (ARCHITECTURE.md "Stories"): a shot's plan read against the plans of the
 * shots before it. A pronoun (or, in a language that drops it, a motion with nobody named)
 * brings the previous shot's subjects back with this shot's motion; a subject named again keeps
 * the look it had; the place, its winter, the time of day and the weather go on until a shot
 * names its own. Pure: the shot's own plan and what understand found in its words go in.
 */
import { MAX_SUBJECTS, type Motion, type ScenePlan, type SceneSubject } from '@/lib/scene-plan';
import { SETTING_ART } from './settings';
import { WEATHER_ART } from './weather';

/** What the shot's own words said, beside its plan. */
export type ShotFacts = {
  ownPlace: boolean;
  ownTime: boolean;
  ownWeather: boolean;
  ownWinter: boolean;
  /** The shot stands for earlier subjects: all of them (`many`) or the main one, moving as `motion` says. */
  reference?: { many: boolean; motion?: Motion };
  /** The shot's only subject is someone an activity word made up ("tanzt"): the reference takes its place. */
  loneActivity: boolean;
};

/** The earlier subjects a reference brings back: the main one with what it holds, or all. */
function carriedSubjects(
  prev: ScenePlan,
  many: boolean,
  motion: Motion | undefined,
  fitMotionTo: (motion: Motion, emoji: string) => Motion,
): SceneSubject[] {
  const picked = prev.subjects
    .map((subject, index) => ({ subject, index }))
    .filter(({ subject, index }) => many || index === 0 || subject.heldBy === 0);
  const newIndex = new Map(picked.map(({ index }, k) => [index, k]));
  return picked.map(({ subject }) => {
    const out = structuredClone(subject);
    const holder = out.heldBy === undefined ? undefined : newIndex.get(out.heldBy);
    if (holder === undefined) delete out.heldBy;
    else out.heldBy = holder;
    // What is held goes along with its holder; the others do what this shot says.
    if (motion && out.heldBy === undefined) out.motion = fitMotionTo(motion, out.emoji);
    return out;
  });
}

/** The earlier subject a subject of this shot is, when the shot names it again: the latest one. */
function earlierSelf(subject: SceneSubject, context: ScenePlan[]): SceneSubject | undefined {
  const word = subject.word?.toLocaleLowerCase();
  for (let k = context.length - 1; k >= 0; k--) {
    const found = context[k]?.subjects.find(
      (s) => s.emoji === subject.emoji || (!!word && s.word?.toLocaleLowerCase() === word),
    );
    if (found) return found;
  }
  return undefined;
}

/** The look of an earlier self over a subject named again; colour and count the shot gives win. */
function keepLook(subject: SceneSubject, earlier: SceneSubject): SceneSubject {
  const out: SceneSubject = { ...subject, emoji: earlier.emoji, label: earlier.label };
  if (!subject.color && earlier.color) out.color = earlier.color;
  if (subject.count === undefined && earlier.count !== undefined) out.count = earlier.count;
  if (earlier.art) out.art = earlier.art;
  else delete out.art;
  return out;
}

export function continueStory(
  own: ScenePlan,
  facts: ShotFacts,
  context: ScenePlan[],
  fitMotionTo: (motion: Motion, emoji: string) => Motion,
): ScenePlan {
  const prev = context[context.length - 1];
  if (!prev) return own;
  const plan = structuredClone(own);

  let subjects = plan.subjects.map((s) => {
    const earlier = earlierSelf(s, context);
    return earlier ? keepLook(s, earlier) : s;
  });
  if (facts.reference) {
    if (facts.loneActivity) subjects = [];
    const carried = carriedSubjects(prev, facts.reference.many, facts.reference.motion, fitMotionTo);
    const ownKept = subjects
      .map((subject, index) => ({ subject, index }))
      .filter(({ subject }) => !carried.some((c) => c.emoji === subject.emoji));
    const shifted = new Map(ownKept.map(({ index }, k) => [index, carried.length + k]));
    subjects = [
      ...carried,
      ...ownKept.map(({ subject }) => {
        const out = { ...subject };
        const holder = out.heldBy === undefined ? undefined : shifted.get(out.heldBy);
        if (holder === undefined) delete out.heldBy;
        else out.heldBy = holder;
        return out;
      }),
    ].slice(0, MAX_SUBJECTS);
    for (const s of subjects) if (s.heldBy !== undefined && s.heldBy >= subjects.length) delete s.heldBy;
  }
  plan.subjects = subjects;

  if (!facts.ownPlace) {
    plan.setting = prev.setting;
    if (!facts.ownWinter) {
      if (prev.winter) plan.winter = prev.winter;
      else delete plan.winter;
    }
  }
  if (!facts.ownTime) plan.timeOfDay = prev.timeOfDay;
  if (!facts.ownWeather) plan.weather = prev.weather;
  // The carried place may be a room, where fog or rain is not seen.
  if (SETTING_ART[plan.setting].indoors && WEATHER_ART[plan.weather].indoors === 'none') plan.weather = 'clear';
  return plan;
}
