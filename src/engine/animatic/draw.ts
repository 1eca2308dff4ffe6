/**
 * Step 3 of the animatic (ARCHITECTURE.md "The animatic"): a timeline (stage.ts) painted at time
 * t. The place is painted once, at prepare time, into three layer bitmaps (back: sky and far
 * land; middle; near), lit for the time of day; a frame then only copies those bitmaps where
 * the camera and their parallax put them, and draws what moves: clouds, water shimmer, the
 * subjects from cached sprites and weather (the light's vignette is painted into the layers). No
 * gradient is made and nothing large is allocated per frame: that is what keeps rendering within
 * the benchmark's budget (npm run bench:engine). What a setting or a weather looks like is its
 * own module's (settings/, weather/); this file composes them, with the camera and the subjects.
 */
import type { Motion } from '@/lib/scene-plan';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { hashText, type Rng, rng } from '@/engine/random';
import { drawBirds, makeBirds, sceneCamera } from './details';
import { throughWindow, weatherIn } from './indoors';
import { drawHeldLines, feeds } from './held';
import { cloudSprite, paintSky } from './paint-sky';
import { drawArt, drawField, drawRest, drawWave } from './drawn';
import { type Area, mix, OVER, X, Y } from './paint';
import { type Flake, flakes, type Part, type Particles, type Scene, type Stamp, wrap } from './particles';
import { paintPeak, paintPeakFire } from './peaks';
import { SETTING_ART } from './settings';
import { SNOW_LIGHT, winterGlow, winterLand, winterWindow } from './settings/winter-art';
import { cameraForLayer } from './camera';
import { drawBody, hasDrawnBody } from './bodies';
import { drawnInstances } from './flock';
import { drawFood, drawSeat, drawSleep, hasOwnFood, paintPosture, postureOf, seatHeight } from './poses';
import {
  cameraAt,
  type CameraState,
  hasBigWave,
  orderAt,
  PARALLAX,
  type Pose,
  subjectAt,
  type Timeline,
} from './stage';
import { asImage, multiplyLight, shadowSprite, sprite, trimmedImage } from './sprites';

export type Painter = {
  timeline: Timeline;
  /**
   * The layers, or a single merged one when the camera does not move (one copy per frame).
   * Front layers are cropped to their painted rows (`top`, layer pixels): a frame blends
   * only the pixels they cover.
   */
  layers: Layer[];
  clouds: { canvas: Canvas; x: number; y: number; speed: number; parallax: number }[];
  /** The weather's particles (drops, flakes, gusts). */
  particles: Flake[];
  /**
   * Snow and wind: each particle's bitmap, stamped on whole pixels (a flake shares the disc of its
   * size; null for a wind particle that is a leaf, drawn as a path).
   */
  stamps: (Stamp | null)[];
  twinkles: Flake[];
  /** What drifts in the setting itself (bubbles), or null. */
  drift: Particles | null;
  /** What moves in the setting behind the subjects (falling water), or null. */
  flow: Particles | null;
  /** Birds that cross the sky of an empty scene. */
  birds: Flake[];
  /** Water shimmer: a band (screen fractions) and its dashes. */
  shimmer: Shimmer | null;
  /** The weather's haze over the land (fog), or null. */
  haze: Canvas | null;
  flashes: number[];
  /** The sprites' pixel size per subject (largest on-screen size, so they are only scaled down). */
  spriteSizes: number[];
};

type Shimmer = {
  top: number;
  bottom: number;
  dashes: Flake[];
  color: string;
  sunX: number | null;
  span?: (y: number) => readonly [number, number];
};

/**
 * A static layer. `runs` are the parts of a front layer that hold anything (layer pixels, in
 * bands of RUN_BAND rows): unscaled, only those are drawn, so the open sky between the trees of
 * a forest is not blended frame after frame. The back layer has none (it is opaque).
 */
type Layer = { canvas: Canvas; top: number; parallax: number; runs?: { x: number; y: number; w: number; h: number }[] };
const RUN_BAND = 64;

// ---------------------------------------------------------------- prepare

function layerCanvas(width: number, height: number) {
  return createCanvas(Math.ceil(width * (1 + 2 * OVER)), Math.ceil(height * (1 + 2 * OVER)));
}

/**
 * Canvases that prepare needs only while it runs (the three land layers, before they are merged
 * into the back layer or cropped, and the copy that tinting needs), kept for the next clip of the
 * same size and handed out as new. Each is 11 MB at 1080p: made new every clip, that was memory
 * the process had never touched, slower to fault in than to paint (prepare at 1080p of the city,
 * sea and mountains scenes: 96–215 ms with new canvases, 43–70 ms with these kept).
 */
const scratch: (Canvas | undefined)[] = [];
const SHAPE_SLOT = 3;

function scratchCanvas(slot: number, width: number, height: number): Canvas {
  let canvas = scratch[slot];
  if (canvas?.width !== width || canvas.height !== height) {
    canvas = createCanvas(width, height);
    scratch[slot] = canvas;
  } else canvas.getContext('2d').reset(); // transparent, and a new canvas's state
  return canvas;
}

/** Multiplies a painted layer by the light (alpha kept), as the sprites are lit. */
function tintLayer(canvas: Canvas, tint: string) {
  if (tint === '#ffffff') return;
  const shape = scratchCanvas(SHAPE_SLOT, canvas.width, canvas.height);
  shape.getContext('2d').drawImage(canvas, 0, 0);
  multiplyLight(canvas, tint, shape);
}

/** Paints the static layers and the caches a clip needs; done once per clip. */
export function prepare(timeline: Timeline): Painter {
  const { width, height, plan, light } = timeline;
  const random = rng((timeline.seed ^ hashText(`${plan.setting}|${plan.timeOfDay}|${plan.weather}`)) >>> 0);
  const area = (canvas: Canvas): Area => ({
    ctx: canvas.getContext('2d'),
    W: width,
    H: height,
    CW: canvas.width,
    CH: canvas.height,
    random,
  });
  const art = SETTING_ART[plan.setting];
  const weather = weatherIn(plan);
  const landTint = art.landTint?.(light) ?? light.landTint;
  const dimmed = weather.landHaze ? mix(landTint, ...weather.landHaze) : landTint;

  const sky = layerCanvas(width, height);
  paintSky(timeline, area(sky));
  if (weather.skyVeil) {
    const ctx = sky.getContext('2d');
    ctx.fillStyle = weather.skyVeil;
    ctx.fillRect(0, 0, sky.width, sky.height);
  }
  // Winter covers the outdoor land; indoors it only shows through the window.
  const winter = art.indoors ? undefined : plan.winter;
  if (plan.winter && art.indoors?.window) winterWindow(area(sky), art.indoors.window, light);
  const layers = (['far', 'middle', 'near'] as const).map((name, slot) => {
    const canvas = scratchCanvas(slot, sky.width, sky.height);
    const paint = art.layers[name];
    paint.land?.(area(canvas), light);
    if (name === 'far' && plan.peak) paintPeak(area(canvas), plan.peak.kind, art.ground.horizon);
    if (winter === 'frozen') paint.water?.(area(canvas), light);
    const cover = winter ? winterLand(canvas, area(canvas), winter, art, name === 'near') : null;
    tintLayer(canvas, winter ? mix(dimmed, '#ffffff', SNOW_LIGHT) : dimmed);
    if (winter !== 'frozen') paint.water?.(area(canvas), light);
    paint.glow?.(area(canvas), light);
    if (name === 'far' && plan.peak) paintPeakFire(area(canvas), plan.peak.kind, art.ground.horizon);
    if (winter && cover && paint.glow) winterGlow(canvas, area(canvas), winter, art, cover, light);
    return canvas;
  });
  // The back layer: sky and far land together.
  sky.getContext('2d').drawImage(layers[0]!, 0, 0);
  let stack: Painter['layers'];
  if (sceneCamera(plan) === 'static') {
    // A clip that names no move only drifts a little: the place slides as one picture (one copy
    // per frame, and no cropping at prepare time).
    const ctx = sky.getContext('2d');
    ctx.drawImage(layers[1]!, 0, 0);
    ctx.drawImage(layers[2]!, 0, 0);
    shade(area(sky), timeline, false);
    stack = [{ canvas: sky, top: 0, parallax: 1 }];
  } else {
    shade(area(sky), timeline, false);
    stack = [
      { canvas: sky, top: 0, parallax: PARALLAX.back },
      cropped(layers[1]!, PARALLAX.middle),
      cropped(layers[2]!, PARALLAX.near),
    ];
    for (const layer of stack.slice(1)) shade(area(layer.canvas), timeline, true);
  }
  const clouds = makeClouds(timeline, random);

  // Weather is the same picture at every quality: as many drops, flakes or gusts at 1080p as at
  // 360p, drawn larger. (They were denser at higher qualities: a different look, and up to a fifth
  // more of x264's time at 1080p, since every small moving shape is costly to encode.) Only the
  // frame's shape changes the counts: a square frame has less width to fill than a 16:9 one.
  const countScale = Math.sqrt(Math.sqrt((width * height) / (Math.min(width, height) ** 2 * (16 / 9))));
  const scale = height / 360;
  const scene: Scene = { timeline, random, countScale, scale };
  // The parts are made in this order whatever the weather: they share the random stream.
  const { particles, stamps } = weather.particles?.make(scene) ?? { particles: [], stamps: [] };
  const twinkles =
    light.stars > 0 || art.starry
      ? flakes(random, 24, width, height * (timeline.ground.horizon * 0.8), [1.2 * scale, 2.2 * scale], [1, 3])
      : [];
  const drift = art.drift?.make(scene) ?? null;
  const shimmer = makeShimmer(timeline, random, countScale);
  const haze = weather.haze?.make(scene) ?? null;
  const flashes = weather.flashes?.make(scene) ?? [];
  const flow = art.flow?.make(scene) ?? null;
  const birds = makeBirds(timeline, particles.length > 0);

  // Sprites rasterised at their largest on-screen size (camera zoom and grow included).
  const spriteSizes = timeline.subjects.map((subject) => Math.round(subject.size * 1.12));
  for (const [i, subject] of timeline.subjects.entries())
    trimmedImage(sprite(subject.emoji, subject.color, spriteSizes[i]!, subjectTint(timeline)));
  return {
    timeline,
    layers: stack,
    clouds,
    particles,
    stamps,
    twinkles,
    drift,
    flow,
    birds,
    shimmer,
    haze,
    flashes,
    spriteSizes,
  };
}

/**
 * The light's vignette (deeper in the dark) and warm wash, painted into the layers rather than
 * laid over each frame: one full-frame blend less per frame.
 */
function shade(a: Area, timeline: Timeline, atop: boolean) {
  const { ctx, W: width, H: height, CW, CH } = a;
  ctx.globalCompositeOperation = atop ? 'source-atop' : 'source-over';
  const vignette = ctx.createRadialGradient(
    X(a, 0.5),
    Y(a, 0.55),
    Math.min(width, height) * 0.3,
    X(a, 0.5),
    Y(a, 0.5),
    Math.hypot(width, height) * 0.6,
  );
  vignette.addColorStop(0, 'rgba(0,0,12,0)');
  vignette.addColorStop(1, `rgba(0,0,12,${(0.25 + 0.4 * timeline.light.darkness).toFixed(2)})`);
  ctx.fillStyle = vignette;
  ctx.fillRect(0, 0, CW, CH);
  if (timeline.plan.timeOfDay === 'sunrise' || timeline.plan.timeOfDay === 'sunset') {
    const wash = ctx.createLinearGradient(0, Y(a, 1), 0, Y(a, 0));
    wash.addColorStop(0, 'rgba(255,140,60,0.12)');
    wash.addColorStop(1, 'rgba(255,140,60,0)');
    ctx.fillStyle = wash;
    ctx.fillRect(0, 0, CW, CH);
  }
  ctx.globalCompositeOperation = 'source-over';
}

/** Clouds: a few cached sprites that drift, as many as the weather, the daylight and the place allow. */
function makeClouds(timeline: Timeline, random: Rng): Painter['clouds'] {
  const { width, plan, light } = timeline;
  const own = SETTING_ART[plan.setting].clouds;
  const weather = weatherIn(plan).clouds;
  const daylight = plan.timeOfDay === 'day' || plan.timeOfDay === 'sunrise' || plan.timeOfDay === 'sunset';
  const count = own === null ? 0 : Math.max(weather.count, daylight ? 2 : 0) + own;
  const base = mix(mix('#ffffff', light.skyBottom, 0.25), '#2a2e3a', Math.max(weather.shade, light.darkness * 0.85));
  const underside = mix(base, light.skyTop, 0.45);
  return Array.from({ length: count }, (_, i) => ({
    canvas: cloudSprite(random, width * random.range(0.22, 0.4), base, underside),
    x: random.range(-0.2, 1),
    y: random.range(0.02, Math.max(0.08, timeline.ground.horizon - 0.32)) + (i % 2) * 0.04,
    speed: random.range(0.006, 0.02) * weather.speed,
    parallax: 0.3,
  }));
}

function makeShimmer(timeline: Timeline, random: Rng, countScale: number): Shimmer | null {
  const band = SETTING_ART[timeline.plan.setting].waterBand;
  // Ice does not ripple.
  if (!band || timeline.plan.winter === 'frozen') return null;
  const { light } = timeline;
  return {
    top: band[0],
    bottom: band[1],
    dashes: flakes(random, Math.round(70 * countScale), 1, 1, [0.015, 0.05], [0.5, 1.5]),
    color: light.darkness > 0.5 ? 'rgba(200,215,255,0.35)' : 'rgba(255,255,255,0.45)',
    sunX: light.body ? light.body.x : null,
    span: SETTING_ART[timeline.plan.setting].waterSpan,
  };
}

function subjectTint(timeline: Timeline): string {
  return SETTING_ART[timeline.plan.setting].subjectTint?.(timeline.light) ?? timeline.light.subjectTint;
}

// ---------------------------------------------------------------- frames

function drawLayer(ctx: SKRSContext2D, layer: Layer, camera: CameraState, width: number, height: number, back = false) {
  const { canvas, top } = layer;
  const w = canvas.width * camera.zoom;
  const h = canvas.height * camera.zoom;
  const x = width / 2 + (-OVER * width - width / 2) * camera.zoom + camera.dx * width;
  const y = height / 2 + (top - OVER * height - height / 2) * camera.zoom + camera.dy * height;
  // The back layer is opaque: where it covers the whole frame it replaces what was there
  // ('copy') instead of being blended over the last frame's pixels, which are never seen.
  const covers = back && x <= 0 && y <= 0 && x + w >= width && y + h >= height;
  if (covers) ctx.globalCompositeOperation = 'copy';
  // Unscaled (a static camera, pans and tilts): a copy on whole pixels, no resampling. Measured
  // at 720p: 2 ms a layer against 5 ms at a fractional offset and 7 ms scaled; the whole-pixel
  // steps of a slow pan are not seen. Only the runs that hold pixels and fall in the frame.
  if (camera.zoom === 1 && layer.runs) {
    const left = Math.round(x);
    const topLeft = Math.round(y);
    for (const run of layer.runs) {
      const dx = left + run.x;
      const dy = topLeft + run.y;
      if (dx >= width || dy >= height || dx + run.w <= 0 || dy + run.h <= 0) continue;
      ctx.drawImage(canvas, run.x, run.y, run.w, run.h, dx, dy, run.w, run.h);
    }
  } else if (camera.zoom === 1) ctx.drawImage(canvas, Math.round(x), Math.round(y));
  else ctx.drawImage(canvas, x, y, w, h);
  if (covers) ctx.globalCompositeOperation = 'source-over';
}

/** A layer cut down to its painted rows (it is transparent above its land), with its runs. */
function cropped(canvas: Canvas, parallax: number): Layer {
  // The stored pixels: premultiplied, but only alpha is read, and it is the same. getImageData
  // un-premultiplies every pixel on the way: about 30 ms a 1080p layer, against 2–3 ms for the
  // copy (both cost more when their memory is new to the process).
  const data = canvas.data();
  let top = canvas.height;
  const stride = canvas.width * 4;
  for (let y = 0; y < canvas.height && top === canvas.height; y += 1)
    for (let x = 3; x < stride; x += 16)
      if (data[y * stride + x]! > 0) {
        top = y;
        break;
      }
  top = Math.max(0, top - 1);
  if (top >= canvas.height - 1) return { canvas: createCanvas(1, 1), top: 0, parallax, runs: [] };
  const part = createCanvas(canvas.width, canvas.height - top);
  part.getContext('2d').drawImage(canvas, 0, -top);
  return { canvas: part, top, parallax, runs: paintedRuns(data, canvas.width, top, canvas.height) };
}

/**
 * The parts of a layer that hold any pixel: per band of RUN_BAND rows, the spans of RUN_BAND
 * columns with a non-transparent pixel, merged where they touch (every pixel is read: a one
 * pixel twig still counts).
 */
function paintedRuns(data: Uint8Array, width: number, top: number, height: number): NonNullable<Layer['runs']> {
  const runs: NonNullable<Layer['runs']> = [];
  for (let y0 = top; y0 < height; y0 += RUN_BAND) {
    const y1 = Math.min(height, y0 + RUN_BAND);
    let start = -1;
    for (let x0 = 0; x0 < width; x0 += RUN_BAND) {
      const x1 = Math.min(width, x0 + RUN_BAND);
      let painted = false;
      for (let y = y0; y < y1 && !painted; y += 1)
        for (let x = x0; x < x1; x += 1)
          if (data[(y * width + x) * 4 + 3]! > 0) {
            painted = true;
            break;
          }
      if (painted && start < 0) start = x0;
      if (!painted && start >= 0) {
        runs.push({ x: start, y: y0 - top, w: x0 - start, h: y1 - y0 });
        start = -1;
      }
    }
    if (start >= 0) runs.push({ x: start, y: y0 - top, w: width - start, h: y1 - y0 });
  }
  return runs;
}

/** Paints the frame at time t (the whole canvas). */
export function drawFrame(ctx: SKRSContext2D, painter: Painter, t: number): void {
  const { timeline } = painter;
  const { width, height, plan } = timeline;
  const camera = cameraAt(sceneCamera(plan), t, timeline.duration);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low';

  const [back, ...front] = painter.layers;
  // Each layer follows its share of the move (camera.ts): in a push-in the sky and far land grow
  // too, less than the near ground; in a pan every layer slides nearly alike.
  const kind = sceneCamera(plan);
  const far = cameraForLayer(kind, camera, back!.parallax);
  drawLayer(ctx, back!, far, width, height, true);
  // Stars twinkle over the painted ones, as the back layer they sit on moves; clouds drift behind
  // the land and move with the sky (indoors, only in the window).
  if (painter.twinkles.length > 0)
    throughWindow(ctx, plan.setting, far, width, height, () =>
      drawTwinkles(ctx, painter.twinkles, far, t, width, height),
    );
  if (painter.clouds.length > 0)
    throughWindow(ctx, plan.setting, far, width, height, () => drawClouds(ctx, painter.clouds, far, t, width, height));
  if (painter.birds.length > 0) drawBirds(ctx, painter.birds, far, t, width, height);
  for (const layer of front) drawLayer(ctx, layer, cameraForLayer(kind, camera, layer.parallax), width, height);
  // Water moves on its own layer, or on the one picture a drifting clip slides.
  const waterCamera = cameraForLayer(kind, camera, front.length > 0 ? PARALLAX.middle : back!.parallax);
  const flow = SETTING_ART[plan.setting].flow;
  if (flow && painter.flow) drawFlow(ctx, flow, painter.flow, waterCamera, t, timeline);
  if (painter.shimmer) drawShimmer(ctx, painter.shimmer, waterCamera, t, width, height);

  // A haze lies over the land but behind the subjects: they stay readable in it.
  const weather = weatherIn(plan);
  if (weather.haze && painter.haze) weather.haze.draw(ctx, painter.haze, t, timeline);
  drawSubjects(ctx, painter, t);
  // Weather, in front of everything (screen space); what drifts in the place; then the flashes
  // that light it all.
  const { particles, flashes } = weather;
  if (particles && painter.particles.length > 0)
    throughWindow(ctx, plan.setting, far, width, height, () => particles.draw(ctx, painter, t, timeline));
  const drift = SETTING_ART[plan.setting].drift;
  if (drift && painter.drift && painter.drift.particles.length > 0) drift.draw(ctx, painter.drift, t, timeline);
  if (flashes && painter.flashes.length > 0)
    throughWindow(ctx, plan.setting, far, width, height, () => flashes.draw(ctx, painter.flashes, t, timeline));
}

/** A setting's flow, drawn in frame fractions with the camera of the middle layer it belongs to. */
function drawFlow(
  ctx: SKRSContext2D,
  flow: Part<Particles>,
  state: Particles,
  c: CameraState,
  t: number,
  timeline: Timeline,
) {
  const { width, height } = timeline;
  ctx.save();
  ctx.translate(width / 2 + c.dx * width, height / 2 + c.dy * height);
  ctx.scale(c.zoom, c.zoom);
  ctx.translate(-width / 2, -height / 2);
  flow.draw(ctx, state, t, timeline);
  ctx.restore();
}

/** Twinkling stars in four steps of brightness: one fill per step (an alpha change per star costs more than the stars). */
function drawTwinkles(ctx: SKRSContext2D, twinkles: Flake[], c: CameraState, t: number, width: number, height: number) {
  ctx.fillStyle = '#ffffff';
  for (let step = 0; step < 4; step += 1) {
    ctx.globalAlpha = 0.25 + step * 0.25;
    ctx.beginPath();
    for (const star of twinkles) {
      const level = Math.min(3, Math.floor((0.5 + 0.5 * Math.sin(t * star.speed * 2 + star.phase)) * 4));
      if (level !== step) continue;
      ctx.rect(
        width / 2 + (star.x - width / 2) * c.zoom + c.dx * width,
        height / 2 + (star.y - height / 2) * c.zoom + c.dy * height,
        star.r,
        star.r,
      );
    }
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function drawClouds(
  ctx: SKRSContext2D,
  clouds: Painter['clouds'],
  c: CameraState,
  t: number,
  width: number,
  height: number,
) {
  for (const cloud of clouds) {
    const span = 1.4;
    const fx = wrap(cloud.x + t * cloud.speed + 0.2, span) - 0.2 - cloud.canvas.width / width / 2;
    const x = width / 2 + (fx * width - width / 2) * c.zoom + c.dx * width;
    const y = height / 2 + (cloud.y * height - height / 2) * c.zoom + c.dy * height;
    // Unscaled (no zoom), a cloud is copied on whole pixels, as the layers are: a copy instead of
    // a resampling, and a move x264 matches exactly (a soft cloud's 1 px steps are not seen).
    if (c.zoom === 1) ctx.drawImage(cloud.canvas, Math.round(x), Math.round(y));
    else ctx.drawImage(cloud.canvas, x, y, cloud.canvas.width * c.zoom, cloud.canvas.height * c.zoom);
  }
}

/** Water shimmer: short light dashes that slide and pulse, denser under the sun or moon. */
function drawShimmer(ctx: SKRSContext2D, s: Shimmer, c: CameraState, t: number, width: number, height: number) {
  ctx.strokeStyle = s.color;
  ctx.lineWidth = Math.max(1, height / 300);
  ctx.beginPath();
  for (const [i, dash] of s.dashes.entries()) {
    const depth = dash.y;
    const fy = s.top + (s.bottom - s.top) * depth * depth;
    const [x0, x1] = s.span?.(fy) ?? [0, 1];
    const nearSun = s.sunX !== null && i % 3 === 0 && s.sunX > x0 && s.sunX < x1;
    const across = s.span ? x0 + (x1 - x0) * (0.08 + 0.84 * dash.x) : dash.x;
    const fx = nearSun ? s.sunX! + (dash.x - 0.5) * 0.12 * (0.3 + depth) : across;
    const len = dash.r * (0.3 + depth) * (0.6 + 0.4 * Math.sin(t * dash.speed * 3 + dash.phase));
    const x =
      width / 2 + ((fx + Math.sin(t * dash.speed + dash.phase) * 0.01) * width - width / 2) * c.zoom + c.dx * width;
    const y = height / 2 + (fy * height - height / 2) * c.zoom + c.dy * height;
    ctx.moveTo(x - (len * width) / 2, y);
    ctx.lineTo(x + (len * width) / 2, y);
  }
  ctx.stroke();
}

/** Subjects, back to front, each with its contact shadow. */
/** How far a drawn body's legs swing at t: a trot for walkers, a gallop for runners, still otherwise. */
function strideAt(gait: Motion, t: number, phase: number): number {
  if (gait === 'run' || gait === 'chase') return Math.sin(t * 16 + phase) * 0.55;
  if (gait === 'walk' || gait === 'play' || gait === 'dance') return Math.sin(t * 9 + phase) * 0.4;
  return 0;
}

/**
 * A swimmer at a surface: above the water line as it is, below it faint, as seen through the
 * water, and a ripple where it meets the surface.
 */
function drawAtSurface(ctx: SKRSContext2D, pose: Pose, line: number, paint: () => void): void {
  const { width, height } = ctx.canvas;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, line);
  ctx.clip();
  paint();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, line, width, height - line);
  ctx.clip();
  ctx.globalAlpha = 0.32;
  paint();
  ctx.restore();
  // The near half of a ring: the far half would read as a hoop around the swimmer.
  const half = Math.abs(pose.w) * 0.4;
  ctx.save();
  ctx.strokeStyle = 'rgba(255, 255, 255, 0.45)';
  ctx.lineWidth = Math.max(1, pose.h * 0.015);
  ctx.beginPath();
  ctx.ellipse(pose.x, line, half, Math.max(1, pose.h * 0.04), 0, Math.PI * 0.08, Math.PI * 0.92);
  ctx.stroke();
  ctx.restore();
}

/** The side view a train travels as: a locomotive, which pulls carriages. */
const TRAIN_ENGINE = '🚂';

/** A train seen from the side is its locomotive with carriages coupled behind it, trailing off the frame. */
function drawCarriages(ctx: SKRSContext2D, pose: Pose, painter: Painter, index: number, tint: string) {
  const square = sprite('🚃', undefined, painter.spriteSizes[index]!, tint);
  const part = trimmedImage(square);
  const w = Math.abs(pose.w);
  const k = (pose.h * 0.8) / square.height;
  const cw = part.image.width * k;
  const ch = part.image.height * k;
  // The locomotive's sprite looks left: unmirrored it heads left and pulls to its right.
  const behind = pose.w < 0 ? -1 : 1;
  for (let n = 0; n < 3; n++) {
    const x = pose.x + behind * (w * 0.45 + cw * (n + 0.5) + w * 0.02 * n);
    ctx.drawImage(part.image, x - cw / 2, pose.y - ch - pose.h * 0.02, cw, ch);
  }
}

function drawSubjects(ctx: SKRSContext2D, painter: Painter, t: number) {
  const { timeline } = painter;
  const tint = subjectTint(timeline);
  // Several of one subject are drawn within it, farther instances first (flock.ts).
  let feet = 0;
  // A big wave rises behind whatever rides it.
  if (hasBigWave(timeline.plan)) drawWave(ctx, timeline, t, tint);
  const drawn = orderAt(timeline, t).flatMap((i) =>
    drawnInstances(timeline.subjects[i]!.instances).map((instance) => [i, instance] as const),
  );
  for (const [index, instance] of drawn) {
    const pose = subjectAt(timeline, index, t, instance);
    const subject = timeline.subjects[index]!;
    // A thing no emoji shows is drawn as paths (drawn.ts), with its own ground where it has one.
    if (drawArt(ctx, timeline, index, pose, t, tint)) continue;
    if (timeline.plan.subjects[index]?.field) {
      drawField(ctx, timeline, subject.emoji, t, tint);
      continue;
    }
    if (!subject.airborne && pose.shadow) feet = Math.max(feet, pose.y);
    if (subject.rest) drawRest(ctx, timeline, subject.rest, t, tint);
    if (pose.shadow) {
      const shadow = asImage(shadowSprite(Math.round(subject.size)));
      ctx.globalAlpha = pose.shadow.alpha;
      ctx.drawImage(
        shadow,
        pose.shadow.x - pose.shadow.w / 2,
        pose.shadow.y - pose.shadow.w / 8,
        pose.shadow.w,
        pose.shadow.w / 4,
      );
      ctx.globalAlpha = 1;
    }
    // The sprite's square is placed as the pose says; only its painted part is drawn.
    const square = sprite(subject.emoji, subject.color, painter.spriteSizes[index]!, tint);
    const part = trimmedImage(square);
    const w = Math.abs(pose.w);
    const kx = w / square.width;
    const ky = pose.h / square.height;
    const bodied = hasDrawnBody(subject.emoji);
    const posture = postureOf(subject.emoji, subject.gait);
    const painted = { x: -w / 2 + part.x * kx, w: part.image.width * kx, h: part.image.height * ky };
    if (pose.seat) {
      const lift = pose.seat.lift || seatHeight(painted.h);
      drawSeat(ctx, pose.seat.kind, { ...pose.seat, lift }, tint);
    }
    const paint = () => {
      ctx.save();
      ctx.translate(pose.x, pose.y - pose.h * pose.pivot);
      ctx.rotate(pose.rotation);
      ctx.scale(pose.w < 0 ? -1 : 1, 1);
      if (posture) {
        const y = -pose.h * (1 - pose.pivot) + part.y * ky;
        const bottom = y + painted.h;
        paintPosture(ctx, posture, part.image, { x: painted.x, y, w: painted.w, h: painted.h }, bottom, () =>
          paintSprite(),
        );
        ctx.restore();
        return;
      }
      paintSprite();
      ctx.restore();
    };
    const paintSprite = () => {
      if (bodied) {
        drawBody(
          ctx,
          subject.emoji,
          { image: part.image, width: part.image.width * kx, height: part.image.height * ky },
          { w, h: pose.h, bottom: pose.h * pose.pivot },
          // Each of a group steps in its own phase, as it bobs in its own (subjectAt).
          strideAt(
            subject.gait,
            t,
            subject.phase + (instance === undefined ? 0 : (subject.instances?.[instance]?.phase ?? 0)),
          ),
          subject.color,
        );
        return;
      }
      ctx.drawImage(
        part.image,
        -w / 2 + part.x * kx,
        -pose.h * (1 - pose.pivot) + part.y * ky,
        part.image.width * kx,
        part.image.height * ky,
      );
    };
    if (subject.emoji === TRAIN_ENGINE && subject.gait === 'drive') drawCarriages(ctx, pose, painter, index, tint);
    if (pose.waterline === undefined) paint();
    else drawAtSurface(ctx, pose, pose.waterline, paint);
    // Where its head is: the front of the sprite as it is drawn, mirrored or not.
    const ahead = pose.w < 0 !== subject.spriteRight ? 1 : -1;
    // One sleeper of a group snores for all of them.
    if (subject.gait === 'sleep' && (instance ?? 0) === 0) {
      const sunk = posture?.kind === 'sunk' ? posture.depth * painted.h : 0;
      drawSleep(ctx, { x: pose.x + ahead * w * 0.22, y: pose.box.y0 + sunk + pose.h * 0.12 }, pose.h, t, ahead);
    }
    if (subject.gait === 'eat' && hasOwnFood(subject.emoji) && !feeds(timeline.plan, index))
      drawFood(ctx, subject.emoji, { x: pose.x + ahead * painted.w * 0.42, y: pose.y }, pose.h, ahead, t, tint);
  }
  // The flowers nearer than the feet of what stands in a field hide those feet.
  const field = timeline.plan.subjects.findIndex((s) => s.field);
  if (field >= 0 && feet > 0)
    drawField(ctx, timeline, timeline.subjects[field]!.emoji, t, tint, feet + timeline.height * 0.03);
  // Over the sprites, so that a string or a leash reaches the hand that holds it.
  drawHeldLines(ctx, timeline, t, subjectAt);
}
