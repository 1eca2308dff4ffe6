/**
 * Weather and a place agree: indoors (a setting that declares it, settings/) rain, snow and wind
 * are seen through the window and nowhere else, and what the weather's module says is not seen
 * indoors (fog) is not there at all. draw.ts asks here for the weather it paints and clips
 * what falls or flashes to the window.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { ScenePlan } from '@/lib/scene-plan';
import { SETTING_ART } from './settings';
import type { CameraState } from './stage';
import { WEATHER_ART } from './weather';
import type { WeatherArt } from './weather/weather-art';

const indoorWeather = new Map<WeatherArt, WeatherArt>();

/**
 * The weather as the place shows it. Outdoors, the weather's own art; indoors, the same sky
 * through the window but no haze over the room and the room's own light (it is not rained on),
 * or clear weather where the weather is not seen indoors.
 */
export function weatherIn(plan: Pick<ScenePlan, 'setting' | 'weather'>): WeatherArt {
  const art = WEATHER_ART[plan.weather];
  if (!SETTING_ART[plan.setting].indoors) return art;
  if (art.indoors === 'none') return WEATHER_ART.clear;
  let inside = indoorWeather.get(art);
  if (!inside) {
    inside = { ...art, landHaze: null, haze: undefined };
    indoorWeather.set(art, inside);
  }
  return inside;
}

/**
 * Draws what belongs to the sky outside (weather, twinkling stars) where the place lets it be
 * seen: everywhere outdoors; indoors only inside the window, as the back layer's camera `back`
 * puts it on screen; nowhere in a room without one.
 */
export function throughWindow(
  ctx: SKRSContext2D,
  setting: ScenePlan['setting'],
  back: CameraState,
  width: number,
  height: number,
  paint: () => void,
): void {
  const indoors = SETTING_ART[setting].indoors;
  if (!indoors) {
    paint();
    return;
  }
  const pane = indoors.window;
  if (!pane) return;
  const sx = (fx: number) => width / 2 + (fx * width - width / 2) * back.zoom + back.dx * width;
  const sy = (fy: number) => height / 2 + (fy * height - height / 2) * back.zoom + back.dy * height;
  ctx.save();
  ctx.beginPath();
  ctx.rect(sx(pane.x0), sy(pane.y0), sx(pane.x1) - sx(pane.x0), sy(pane.y1) - sy(pane.y0));
  ctx.clip();
  paint();
  ctx.restore();
}
