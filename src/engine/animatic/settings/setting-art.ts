/**
 * The shape every setting's module fills in (one file per setting beside this one, collected in
 * index.ts): where its lines lie, how its layers are painted, and the few ways its light and sky
 * depart from the time of day's. stage.ts reads the ground; draw.ts composes the rest.
 */
import type { Area } from '../paint';
import type { Part, Particles } from '../particles';
import type { SceneSubject } from '@/lib/scene-plan';
import type { SeatKind } from '../poses';
import type { Light } from '../stage';
import type { Ambience } from '../../audio';

/** Where a setting's lines lie, as fractions of the frame height. */
export type Ground = {
  /** The horizon (where far layers meet the sky). */
  horizon: number;
  /** Where the front subject stands; null where nothing stands (sky, space). */
  ground: number | null;
  /** The water line for sailing, and the water's extent for swimming; null without water. */
  water: number | null;
  /** The whole frame is water (underwater): swimmers go anywhere. */
  submerged: boolean;
};

type Painting = (a: Area, light: Light) => void;

/**
 * One layer: `land` is multiplied by the light; `glow` goes on after it (lit windows, lamps).
 * `water` mirrors the sky's own colours, so it goes on after the light too, except on a frozen
 * lake, where it is painted as land for the ice to cover.
 */
type Paint = { land?: Painting; glow?: Painting; water?: Painting };

/** Woods and fresh water: birds by day; at night they are quiet and the wind is heard. */
export const BIRDS_BY_DAY = { day: 'birds', night: 'wind' } as const;

export type SettingArt = {
  /** What the place sounds like when no sound word and no weather decides: one ambience, or one by day and one at night. */
  sound: Ambience | { day: Ambience; night: Ambience };
  /** The painted (daylight) colours: far, middle, near, and an accent. */
  palette: { far: string; middle: string; near: string; accent: string };
  ground: Ground;
  /**
   * How much of the world the frame shows at the subjects' distance (its height, metres): close
   * in a room, far in the mountains. Subjects are sized for it (sizes.ts).
   */
  view: number;
  /** What a person sits on here (a sofa, a bench, a rock), or null where there is no seat (water, sky). */
  seat: SeatKind | null;
  /** Open country: a castle has room for the hill it stands on. */
  openCountry?: boolean;
  /** Open water where the sea's big waves break (drawn behind the subjects): the sea and its beach. */
  surf?: boolean;
  /** The tallest a boat is drawn on this water (frame fraction) where the banks are close together. */
  boatHeight?: number;
  /** No time of day of its own: a moon named here is a body in it, not the hour. */
  timeless?: boolean;
  /** No far land a named mountain could rise from (space). */
  noFarLand?: boolean;
  /** What a lone orbiter goes round here, where an orbit needs nothing named to circle. */
  orbitCentre?: SceneSubject;
  /** Only the air over some land: a place the prompt names or its subjects imply wins over it. */
  air?: boolean;
  /** Grounded subjects float on the water line: there is no shore to stand on. */
  afloat?: boolean;
  layers: { far: Paint; middle: Paint; near: Paint };
  /** The band of open water that shimmers (top and bottom, frame fractions), or null. */
  waterBand: readonly [number, number] | null;
  /** Where the water lies across the frame at a height (frame fractions), where it does not fill the band. */
  waterSpan?: (y: number) => readonly [number, number];
  /** How far the far land rises above the horizon (frame fraction): a low sun sits above it. */
  farHeight: number;
  /** Clouds this sky adds to the weather's; null where no open sky shows. */
  clouds: number | null;
  /** A sky of its own, over the whole back layer, in place of the time of day's sky. */
  sky?: Painting;
  /** The setting's own light where it wins over the time of day's (indoors, in space, under water). */
  landTint?: (light: Light) => string;
  subjectTint?: (light: Light) => string;
  /** Stars twinkle whatever the time of day. */
  starry?: boolean;
  /** What drifts in the place itself, in front of the subjects. */
  drift?: Part<Particles>;
  /** What moves in the place behind the subjects (falling water), drawn over the land layers. */
  flow?: Part<Particles>;
  /**
   * An indoor place: weather does not fall in it. `window` is where the sky shows through
   * (frame fractions of the back layer), or null where no window shows; the weather's own
   * module says whether it is seen through the window or not at all (weather/weather-art.ts).
   */
  indoors?: { window: Window | null };
  /** The top of a counter things rest on (frame fraction), where the place has one (a kitchen's). */
  counter?: number;
  /** A surface inside some larger place (a table top): any other place the prompt names wins over it. */
  surface?: boolean;
};

/** A window of an indoor place: its rectangle, as frame fractions. */
export type Window = { x0: number; y0: number; x1: number; y1: number };
