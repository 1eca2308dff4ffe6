/** Cloudy weather: many clouds, otherwise the light of the time of day. */
import type { WeatherArt } from './weather-art';

export const cloudy: WeatherArt = {
  landHaze: null,
  skyVeil: null,
  clouds: { count: 6, shade: 0, speed: 1 },
  indoors: 'window',
  dims: false,
};
