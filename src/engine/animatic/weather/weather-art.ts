/**
 * The shape every weather's module fills in (one file per weather beside this one, collected in
 * index.ts). A weather shades the land and the sky, sets the clouds, and may bring up to three
 * moving parts drawn at three depths: a haze over the land behind the subjects, particles in
 * front of everything, and flashes of light over the whole frame, last.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Part, Particles } from '../particles';
import type { Ambience } from '../../audio';

export type WeatherArt = {
  /** What the weather sounds like, over the place's own sound; none where the place is heard. */
  sound?: Ambience;
  /** Mixed into the light's land tint: [colour, share], or null. */
  landHaze: readonly [string, number] | null;
  /** A veil laid over the sky, or null. */
  skyVeil: string | null;
  /** How many clouds it brings, how dark they are (0–1) and how fast they drift (×). */
  clouds: { count: number; shade: number; speed: number };
  /**
   * Indoors (a setting that declares `indoors`): 'window', seen through the window only, the
   * room keeping its own light; 'none', not there at all (a fog does not fill a kitchen).
   */
  indoors: 'window' | 'none';
  /** The light is low whatever the hour: lamps and beams shine. */
  dims: boolean;
  haze?: Part<Canvas>;
  particles?: Part<Particles>;
  /** The times of the flashes. */
  flashes?: Part<number[]>;
};
