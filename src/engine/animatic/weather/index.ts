/**
 * Every weather's art, by weather. A new weather is its name in WEATHERS (src/lib/scene-plan.ts), for
 * which the compiler then asks a module here, and its words (words.ts, the chips' translations).
 */
import type { Weather } from '@/lib/scene-plan';
import { clear } from './clear';
import { cloudy } from './cloudy';
import { fog } from './fog';
import { rain } from './rain';
import { snow } from './snow';
import { storm } from './storm';
import type { WeatherArt } from './weather-art';
import { wind } from './wind';

export const WEATHER_ART: Record<Weather, WeatherArt> = { clear, cloudy, rain, snow, fog, storm, wind };
