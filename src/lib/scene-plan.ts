/**
 * The scene plan of a `base` video (issue 15, ARCHITECTURE.md "The animatic"): what the engine
 * understood of the prompt. The server makes it (src/engine/animatic/understand.ts), stores it on
 * the record and returns it as `scene`; the history card and the share page show it as chips so
 * the user sees why the clip looks the way it does. Shared by client and server: types, the
 * closed vocabularies and the chips. The zod schema that checks a plan is server-side
 * (src/engine/animatic/scene-plan-schema.ts), so no page ships zod.
 */
export const MOTIONS = [
  'idle',
  'rise',
  'climb',
  'fall',
  'fly',
  'float',
  'walk',
  'run',
  'swim',
  'drive',
  'ride',
  'sail',
  'jump',
  'spin',
  'sway',
  'grow',
  'chase',
  'dance',
  'play',
  'orbit',
  'sleep',
  'rest',
  'sit',
  'eat',
  'build',
] as const;
export const SETTINGS = [
  'sky',
  'sea',
  'beach',
  'lake',
  'river',
  'underwater',
  'mountains',
  'snowfield',
  'forest',
  'meadow',
  'desert',
  'city',
  'street',
  'space',
  'room',
  'kitchen',
  'table',
  'park',
  'village',
  'waterfall',
  'reef',
  'bamboo',
] as const;
export const TIMES_OF_DAY = ['dawn', 'sunrise', 'day', 'sunset', 'dusk', 'night'] as const;
export const WEATHERS = ['clear', 'cloudy', 'rain', 'snow', 'fog', 'storm', 'wind'] as const;
export const CAMERAS = [
  'static',
  'push-in',
  'pull-out',
  'pan-left',
  'pan-right',
  'tilt-up',
  'tilt-down',
  'drone',
] as const;

export type Motion = (typeof MOTIONS)[number];
export type Setting = (typeof SETTINGS)[number];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type Weather = (typeof WEATHERS)[number];
export type Camera = (typeof CAMERAS)[number];

/** At most this many subjects are drawn (the first ones named in the prompt). */
export const MAX_SUBJECTS = 3;

export type SceneSubject = {
  /** The Unicode emoji of the subject (fully qualified, e.g. "🎈", "🏔️"). */
  emoji: string;
  /** Its English CLDR short name ("balloon"). */
  label: string;
  /** The prompt's own word that named it ("Luftballon"), shown on the chip in the user's words. */
  word?: string;
  motion: Motion;
  /** A CSS hex colour the prompt gave it ("a red car" → "#d93025"). */
  color?: string;
  /** How many of it the prompt names ("three dogs", "a flock of gulls"), 2 to 5; absent for one. */
  count?: number;
  /** The index in `subjects` of the person who holds, carries, flies or walks this thing. */
  heldBy?: number;
  /** A thing with no single emoji, drawn as a composite of parts and paths (drawn.ts). */
  art?: 'hot-air-balloon' | 'lighthouse' | 'fireworks' | 'windmill' | 'bridge' | 'shooting-stars';
  /** The surface it rests on ("a cup on the counter", "a cat on the windowsill"). */
  on?: 'table' | 'sill' | 'shelf';
  /** A field full of it to the horizon ("a field of sunflowers"): a flower planted in rows. */
  field?: true;
};

export type ScenePlan = {
  subjects: SceneSubject[];
  setting: Setting;
  timeOfDay: TimeOfDay;
  weather: Weather;
  camera: Camera;
  /** The place under snow, or under snow with its water frozen ("a frozen lake"); absent in a green place. */
  winter?: 'snowy' | 'frozen';
  /** The sea breaks in big curling waves ("a surfer riding a giant wave"), on rocks when named; absent for the usual swell. */
  waves?: 'big' | 'rocks';
  /**
   * A named mountain that stands over the place as its backdrop ("富士山", "the Matterhorn", "a
   * volcano"), drawn large in the far land rather than as a thing on the ground: a snow-capped
   * cone, a sharp horn or a smoking volcano, with the prompt's own word for its chip.
   */
  peak?: { kind: 'cone' | 'horn' | 'volcano'; word?: string };
};

/** The emoji a backdrop mountain's chip shows. */
const PEAK_EMOJI = { cone: '🗻', horn: '🏔️', volcano: '🌋' } as const;

export type SceneChip = {
  text: string;
  /** A subject's emoji and word, which may be in another script than the page (shown isolated, <bdi>). */
  name?: string;
  /** What follows the name ("rising"), in the page's language. */
  detail?: string;
  color?: string;
};

/**
 * The plan as the chips the page shows (src/components/SceneChips.tsx): each subject in the prompt's
 * own word with its motion, then the place and the time; weather and camera only when the prompt
 * asked for them. `t` translates `app:scene.*` keys.
 */
export function sceneChips(scene: ScenePlan, t: (key: string) => string): SceneChip[] {
  const chips: SceneChip[] = scene.subjects.map((subject) => {
    const name = `${subject.emoji} ${subject.word ?? subject.label}`;
    const detail = subject.motion === 'idle' ? undefined : t(`app:scene.motions.${subject.motion}`);
    return { text: detail ? `${name} · ${detail}` : name, name, detail, color: subject.color };
  });
  chips.push({ text: t(`app:scene.settings.${scene.setting}`) }, { text: t(`app:scene.times.${scene.timeOfDay}`) });
  if (scene.weather !== 'clear') chips.push({ text: t(`app:scene.weathers.${scene.weather}`) });
  if (scene.camera !== 'static') chips.push({ text: t(`app:scene.cameras.${scene.camera}`) });
  if (scene.winter) chips.push({ text: t(`app:scene.winters.${scene.winter}`) });
  if (scene.waves) chips.push({ text: t(`app:scene.waves.${scene.waves}`) });
  if (scene.peak) {
    const name = `${PEAK_EMOJI[scene.peak.kind]} ${scene.peak.word ?? t(`app:scene.settings.mountains`)}`;
    chips.push({ text: name, name });
  }
  return chips;
}
