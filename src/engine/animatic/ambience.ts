/**
 * What a scene sounds like when its prompt names no sound: a fire in it, then its weather, then
 * its place and time of day, each read from the kind's own module (settings/, weather/), so a
 * new setting or weather says how it sounds where it says how it looks.
 */
import type { ScenePlan } from '@/lib/scene-plan';
import type { Ambience } from '../audio';
import { SETTING_ART } from './settings';
import { WEATHER_ART } from './weather';

export function sceneAmbience(scene: ScenePlan): Ambience {
  if (scene.subjects.some((subject) => subject.emoji === '🔥')) return 'fire';
  const weather = WEATHER_ART[scene.weather].sound;
  if (weather) return weather;
  const place = SETTING_ART[scene.setting].sound;
  if (typeof place === 'string') return place;
  return scene.timeOfDay === 'night' ? place.night : place.day;
}
