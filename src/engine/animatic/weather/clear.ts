/** Clear weather: nothing moves in the air; the time of day alone brings clouds. */
import type { WeatherArt } from './weather-art';

export const clear: WeatherArt = {
  landHaze: null,
  skyVeil: null,
  clouds: { count: 0, shade: 0, speed: 1 },
  indoors: 'window',
  dims: false,
};
