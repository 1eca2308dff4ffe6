/**
 * Things prompts name that no single emoji shows, drawn as simple paths where the subject's pose
 * puts them (draw.ts hands them over instead of a sprite): hot air balloons, a lighthouse with its
 * sweeping beam, fireworks, shooting stars streaking across the night sky. Everything is a function of the clip's seed, the subject and t, so a
 * frame is the same whenever it is drawn. Only flat fills and strokes: no gradient is made per
 * frame (the render budget of draw.ts holds for these too).
 */
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { SceneSubject } from '@/lib/scene-plan';
import { hashText, rng } from '@/engine/random';
import { cameraForLayer } from './camera';
import { sceneCamera } from './details';
import { throughWindow } from './indoors';
import { SETTING_ART } from './settings';
import { WEATHER_ART } from './weather';
import { cameraAt, deckLine, PARALLAX, type Pose, type Timeline } from './stage';
import { namesSeveral } from './words/drawn';
import { FIELD_FLOWERS } from './words/fields';
import { sprite } from './sprites';

/** A colour multiplied by the light, as the sprites are lit. */
function lit(hex: string, tint: string): string {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(tint.slice(1), 16);
  const ch = (shift: number) => Math.round((((a >> shift) & 255) * ((b >> shift) & 255)) / 255);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

const BALLOON_COLORS = ['#e53935', '#fbc02d', '#1e88e5', '#fb8c00', '#8e24aa', '#43a047', '#00acc1'];
const FIREWORK_COLORS = ['#ff5252', '#ffd740', '#69f0ae', '#40c4ff', '#e040fb', '#ffab40', '#ffffff'];

/**
 * Draws subject `index` if it is a drawn thing; false when it is not (the caller draws its sprite).
 * `tint` is the light the subjects take.
 */
export function drawArt(ctx: SKRSContext2D, timeline: Timeline, index: number, pose: Pose, t: number, tint: string) {
  const subject = timeline.plan.subjects[index];
  if (!subject?.art) return false;
  const seed = (timeline.seed ^ hashText(`${subject.art}|${index}`)) >>> 0;
  ctx.save();
  if (subject.art === 'hot-air-balloon') drawBalloons(ctx, timeline, subject, pose, t, tint, seed);
  else if (subject.art === 'lighthouse') drawLighthouse(ctx, timeline, pose, t, tint, seed);
  else if (subject.art === 'windmill') drawWindmill(ctx, pose, t, tint, seed);
  else if (subject.art === 'bridge') drawBridge(ctx, timeline, t, tint);
  else if (subject.art === 'shooting-stars') drawShootingStars(ctx, timeline, subject, t, seed);
  else drawFireworks(ctx, timeline, subject, t, seed);
  ctx.restore();
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  return true;
}

// ---------------------------------------------------------------- balloons

function drawBalloons(
  ctx: SKRSContext2D,
  timeline: Timeline,
  subject: SceneSubject,
  pose: Pose,
  t: number,
  tint: string,
  seed: number,
) {
  const { width, height } = timeline;
  const random = rng(seed);
  const main = subject.color ?? random.pick(BALLOON_COLORS);
  const drift = (random.chance(0.5) ? 1 : -1) * width * 0.012;
  // Several, at different depths: smaller and higher further away, drawn back to front. A
  // counted subject ("two balloons") is already drawn once per instance (flock.ts).
  const copies =
    namesSeveral(subject.word) && subject.count === undefined
      ? [
          { dx: -0.27, dy: -0.2, scale: 0.42 },
          { dx: 0.25, dy: -0.05, scale: 0.6 },
        ]
      : [];
  for (const [k, copy] of copies.entries()) {
    const colour = BALLOON_COLORS[(BALLOON_COLORS.indexOf(main) + 2 + k * 2) % BALLOON_COLORS.length] ?? main;
    const size = pose.h * copy.scale;
    const x = Math.max(size * 0.4, Math.min(width - size * 0.4, pose.x + copy.dx * width + drift * t * 0.6));
    // Far off, so above the far land even while the near one is still low.
    const low = Math.min(pose.y + copy.dy * height, timeline.ground.horizon * height * (0.92 - k * 0.12));
    const y = Math.max(size * 1.05, low - t * size * 0.04 + Math.sin(t * 0.9 + k * 2) * size * 0.03);
    // Further away is paler, in the air between.
    balloon(ctx, x, y, size, colour, tint, random.next(), 0.25 + k * 0.1, timeline.light.skyBottom);
  }
  balloon(ctx, pose.x + drift * t, pose.y, pose.h, main, tint, random.next(), 0, timeline.light.skyBottom);
}

/** One balloon whose basket's base is at (x, y), `size` tall; `haze` mixes it with the air's colour. */
function balloon(
  ctx: SKRSContext2D,
  x: number,
  y: number,
  size: number,
  colour: string,
  tint: string,
  variant: number,
  haze: number,
  air: string,
) {
  const hazed = (c: string) => mixHex(lit(c, tint), lit(air, '#ffffff'), haze);
  const second = variant < 0.5 ? '#fff3d6' : '#ffd54f';
  const rx = size * 0.34;
  const ry = size * 0.36;
  const cy = y - size * 0.6;
  const neckY = y - size * 0.2;
  const neck = size * 0.09;
  const envelope = () => {
    ctx.beginPath();
    ctx.moveTo(x - neck, neckY);
    ctx.bezierCurveTo(x - rx * 0.55, cy + ry * 0.7, x - rx, cy + ry * 0.35, x - rx, cy);
    ctx.ellipse(x, cy, rx, ry, 0, Math.PI, 0);
    ctx.bezierCurveTo(x + rx, cy + ry * 0.35, x + rx * 0.55, cy + ry * 0.7, x + neck, neckY);
    ctx.closePath();
  };
  // Ropes from the envelope's mouth to the basket.
  const basketTop = y - size * 0.08;
  const basketW = size * 0.13;
  ctx.strokeStyle = hazed('#4e342e');
  ctx.lineWidth = Math.max(1, size * 0.012);
  ctx.beginPath();
  for (const side of [-1, 1]) {
    ctx.moveTo(x + side * neck, neckY);
    ctx.lineTo(x + (side * basketW) / 2, basketTop);
  }
  ctx.stroke();
  // Basket: wicker with a darker rim.
  ctx.fillStyle = hazed('#a1662f');
  ctx.fillRect(x - basketW / 2, basketTop, basketW, y - basketTop);
  ctx.fillStyle = hazed('#6d4220');
  ctx.fillRect(x - basketW / 2 - size * 0.01, basketTop, basketW + size * 0.02, size * 0.02);
  // Envelope: gores, vertical bands narrowing towards the sides as on a sphere.
  ctx.save();
  envelope();
  ctx.fillStyle = hazed(colour);
  ctx.fill();
  ctx.clip();
  const gores = 8;
  ctx.fillStyle = hazed(second);
  ctx.beginPath();
  for (let g = 0; g < gores; g += 2) {
    const a0 = Math.PI * (g / gores);
    const a1 = Math.PI * ((g + 1) / gores);
    const x0 = x - rx * Math.cos(a0);
    const x1 = x - rx * Math.cos(a1);
    ctx.moveTo(x, cy - ry);
    ctx.quadraticCurveTo(x0, cy - ry * 0.2, x0 * 0.55 + x * 0.45, neckY);
    ctx.lineTo(x1 * 0.55 + x * 0.45, neckY);
    ctx.quadraticCurveTo(x1, cy - ry * 0.2, x, cy - ry);
  }
  ctx.fill();
  // Shade on the side away from the light, a sheen on the other.
  ctx.globalAlpha = 0.22;
  ctx.fillStyle = '#000000';
  ctx.beginPath();
  ctx.ellipse(x + rx * 0.55, cy + ry * 0.1, rx * 0.6, ry * 1.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.ellipse(x - rx * 0.45, cy - ry * 0.35, rx * 0.18, ry * 0.35, -0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = hazed('#5d4037');
  ctx.lineWidth = Math.max(1, size * 0.01);
  envelope();
  ctx.stroke();
}

function mixHex(a: string, b: string, k: number): string {
  if (k <= 0) return a;
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number) => Math.round(((pa >> shift) & 255) * (1 - k) + ((pb >> shift) & 255) * k);
  return `#${((1 << 24) | (ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).slice(1)}`;
}

// ---------------------------------------------------------------- lighthouse

/** Whether the light is on: in the dark, and in a weather that dims the light whatever the hour. */
function beamShines(timeline: Timeline): boolean {
  const { timeOfDay, weather } = timeline.plan;
  return timeOfDay === 'dusk' || timeOfDay === 'night' || WEATHER_ART[weather].dims;
}

function drawLighthouse(ctx: SKRSContext2D, timeline: Timeline, pose: Pose, t: number, tint: string, seed: number) {
  const random = rng(seed);
  const h = pose.h;
  const x = pose.x;
  const y = pose.y;
  const c = (hex: string) => lit(hex, tint);
  // Rocks it stands on, at the water's edge.
  ctx.fillStyle = c('#5f6368');
  ctx.beginPath();
  const rockW = h * 0.55;
  ctx.moveTo(x - rockW, y);
  for (let k = 0; k <= 6; k++) {
    const fx = -rockW + (2 * rockW * k) / 6;
    ctx.lineTo(x + fx, y - h * (0.06 + random.range(0, 0.1)) * (1 - Math.abs(fx / rockW) * 0.6));
  }
  ctx.lineTo(x + rockW, y);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = c('#44474a');
  ctx.fillRect(x - rockW * 0.9, y - h * 0.02, rockW * 1.8, h * 0.02);
  // Tapered tower in red and white bands.
  const base = y - h * 0.06;
  const top = y - h * 0.74;
  const wBase = h * 0.15;
  const wTop = h * 0.095;
  const halfAt = (yy: number) => wBase + ((wTop - wBase) * (base - yy)) / (base - top);
  const bands = 5;
  for (let b = 0; b < bands; b++) {
    const y0 = base - ((base - top) * b) / bands;
    const y1 = base - ((base - top) * (b + 1)) / bands;
    ctx.fillStyle = c(b % 2 === 0 ? '#d32f2f' : '#f5f5f5');
    ctx.beginPath();
    ctx.moveTo(x - halfAt(y0), y0);
    ctx.lineTo(x + halfAt(y0), y0);
    ctx.lineTo(x + halfAt(y1), y1);
    ctx.lineTo(x - halfAt(y1), y1);
    ctx.closePath();
    ctx.fill();
  }
  // The shaded side, so the tower reads as round.
  ctx.globalAlpha = 0.18;
  ctx.fillStyle = '#000000';
  ctx.beginPath();
  ctx.moveTo(x + wBase * 0.3, base);
  ctx.lineTo(x + wBase, base);
  ctx.lineTo(x + wTop, top);
  ctx.lineTo(x + wTop * 0.3, top);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
  // Gallery, lantern room and roof.
  ctx.fillStyle = c('#263238');
  ctx.fillRect(x - wTop * 1.35, top - h * 0.02, wTop * 2.7, h * 0.025);
  const shining = beamShines(timeline);
  const lanternTop = top - h * 0.12;
  ctx.fillStyle = shining ? '#fff3b0' : c('#b0bec5');
  ctx.fillRect(x - wTop * 0.8, lanternTop, wTop * 1.6, top - h * 0.02 - lanternTop);
  ctx.strokeStyle = c('#263238');
  ctx.lineWidth = Math.max(1, h * 0.008);
  ctx.beginPath();
  for (const fx of [-0.8, -0.27, 0.27, 0.8]) {
    ctx.moveTo(x + wTop * fx, lanternTop);
    ctx.lineTo(x + wTop * fx, top - h * 0.02);
  }
  ctx.stroke();
  ctx.fillStyle = c('#b71c1c');
  ctx.beginPath();
  ctx.moveTo(x - wTop * 1.05, lanternTop);
  ctx.quadraticCurveTo(x, lanternTop - h * 0.12, x + wTop * 1.05, lanternTop);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(x - h * 0.006, lanternTop - h * 0.1, h * 0.012, h * 0.04);
  if (shining) beam(ctx, timeline, x, (lanternTop + top) / 2, h, t, seed);
}

/**
 * The beam turns about the tower: seen from the side it is a wedge that grows and shrinks as it
 * swings from one side to the other, brightest as it turns towards us.
 */
function beam(ctx: SKRSContext2D, timeline: Timeline, x: number, y: number, h: number, t: number, seed: number) {
  const { width } = timeline;
  const angle = (seed % 628) / 100 + t * 1.1;
  const reach = Math.cos(angle) * width * 0.75;
  const towards = Math.max(0, Math.sin(angle));
  ctx.globalCompositeOperation = 'lighter';
  for (const [spread, alpha] of [
    [0.16, 0.12],
    [0.07, 0.2],
  ] as const) {
    const half = h * spread + Math.abs(reach) * spread * 0.9;
    ctx.globalAlpha = alpha * (0.6 + 0.4 * (1 - towards));
    ctx.fillStyle = '#fff1b8';
    ctx.beginPath();
    ctx.moveTo(x, y - h * 0.02);
    ctx.lineTo(x + reach, y - half);
    ctx.lineTo(x + reach, y + half);
    ctx.lineTo(x, y + h * 0.02);
    ctx.closePath();
    ctx.fill();
  }
  // The lamp flares as the beam faces the camera.
  ctx.globalAlpha = 0.2 + 0.5 * towards;
  ctx.fillStyle = '#fff8d0';
  ctx.beginPath();
  ctx.arc(x, y, h * (0.025 + 0.045 * towards), 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
}

// ---------------------------------------------------------------- windmill

/**
 * A Dutch windmill: a tapering thatched body on a brick foot, a reed-capped head, a stage round
 * its waist, and four lattice sails turning slowly about the hub.
 */
function drawWindmill(ctx: SKRSContext2D, pose: Pose, t: number, tint: string, seed: number) {
  const h = pose.h;
  const { x, y } = pose;
  const c = (hex: string) => lit(hex, tint);
  const foot = y - h * 0.1;
  const top = y - h * 0.62;
  const wBase = h * 0.2;
  const wTop = h * 0.11;
  // Contact shadow on the field.
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = '#000000';
  ctx.beginPath();
  ctx.ellipse(x, y, h * 0.32, h * 0.035, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 1;
  // Brick foot, then the thatched body.
  ctx.fillStyle = c('#8d3b2a');
  ctx.fillRect(x - wBase * 1.08, foot, wBase * 2.16, y - foot);
  ctx.fillStyle = c('#4a4237');
  ctx.beginPath();
  ctx.moveTo(x - wBase, foot);
  ctx.lineTo(x - wTop, top);
  ctx.lineTo(x + wTop, top);
  ctx.lineTo(x + wBase, foot);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = '#000000';
  ctx.beginPath();
  ctx.moveTo(x + wBase * 0.25, foot);
  ctx.lineTo(x + wTop * 0.25, top);
  ctx.lineTo(x + wTop, top);
  ctx.lineTo(x + wBase, foot);
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
  // Door and a window, white-framed.
  ctx.fillStyle = c('#2e5e3a');
  ctx.fillRect(x - h * 0.04, foot - h * 0.1, h * 0.08, h * 0.1);
  ctx.fillStyle = c('#f2efe6');
  ctx.fillRect(x - h * 0.03, top + h * 0.14, h * 0.06, h * 0.07);
  // The stage, a ring of planks on struts.
  const stageY = foot - h * 0.18;
  ctx.fillStyle = c('#3b2f25');
  ctx.fillRect(x - wBase * 1.45, stageY, wBase * 2.9, h * 0.022);
  ctx.strokeStyle = c('#3b2f25');
  ctx.lineWidth = Math.max(1, h * 0.01);
  ctx.beginPath();
  for (const side of [-1, 1]) {
    ctx.moveTo(x + side * wBase * 1.4, stageY);
    ctx.lineTo(x + side * wBase * 0.85, stageY + h * 0.1);
  }
  ctx.stroke();
  // The cap.
  ctx.fillStyle = c('#5a4a3a');
  ctx.beginPath();
  ctx.moveTo(x - wTop * 1.25, top + h * 0.01);
  ctx.quadraticCurveTo(x, top - h * 0.14, x + wTop * 1.25, top + h * 0.01);
  ctx.closePath();
  ctx.fill();
  // Four sails on their stocks, turning slowly.
  const hubX = x;
  const hubY = top - h * 0.03;
  const len = h * 0.5;
  const angle = (seed % 628) / 100 + t * 0.9;
  for (let k = 0; k < 4; k++) {
    const a = angle + (k * Math.PI) / 2;
    ctx.save();
    ctx.translate(hubX, hubY);
    ctx.rotate(a);
    ctx.fillStyle = c('#3b2f25');
    ctx.fillRect(-h * 0.008, 0, h * 0.016, len);
    // The sail cloth on its lattice, to one side of the stock.
    ctx.fillStyle = c('#f3ece0');
    ctx.globalAlpha = 0.92;
    ctx.fillRect(h * 0.008, len * 0.2, h * 0.09, len * 0.8);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = c('#6b4f3a');
    ctx.lineWidth = Math.max(1, h * 0.005);
    ctx.beginPath();
    for (let r = 0.2; r <= 1.001; r += 0.1) {
      ctx.moveTo(h * 0.008, len * r);
      ctx.lineTo(h * 0.098, len * r);
    }
    ctx.moveTo(h * 0.053, len * 0.2);
    ctx.lineTo(h * 0.053, len);
    ctx.rect(h * 0.008, len * 0.2, h * 0.09, len * 0.8);
    ctx.stroke();
    ctx.restore();
  }
  ctx.fillStyle = c('#2b2119');
  ctx.beginPath();
  ctx.arc(hubX, hubY, h * 0.022, 0, Math.PI * 2);
  ctx.fill();
}

// ---------------------------------------------------------------- bridge

/** The screen mapping of the subjects' plane at t. */
function planeAt(timeline: Timeline, t: number) {
  const { width, height, plan, duration } = timeline;
  const cam = cameraAt(plan.camera, t, duration);
  return {
    zoom: cam.zoom,
    sx: (px: number) => width / 2 + (px - width / 2) * cam.zoom + cam.dx * width,
    sy: (py: number) => height / 2 + (py - height / 2) * cam.zoom + cam.dy * height,
  };
}

/**
 * A stone bridge across the whole frame: a deck with its parapet on piers, the water seen through
 * its arches. What crosses it travels on the deck (stage.ts puts it there).
 */
function drawBridge(ctx: SKRSContext2D, timeline: Timeline, t: number, tint: string) {
  const { width, height } = timeline;
  const { sx, sy } = planeAt(timeline, t);
  const c = (hex: string) => lit(hex, tint);
  const deck = deckLine(timeline.ground) * height;
  const thick = height * 0.035;
  const water = Math.min(height * 0.97, deck + height * 0.2);
  const left = -0.3 * width;
  const right = 1.3 * width;
  const arches = 6;
  const span = (right - left) / arches;
  const pier = span * 0.2;
  ctx.fillStyle = c('#a39382');
  ctx.beginPath();
  ctx.rect(sx(left), sy(deck), sx(right) - sx(left), sy(water) - sy(deck));
  for (let k = 0; k < arches; k++) {
    const x0 = left + k * span + pier / 2;
    const x1 = x0 + span - pier;
    const spring = deck + thick + (water - deck - thick) * 0.45;
    ctx.moveTo(sx(x0), sy(water));
    ctx.lineTo(sx(x0), sy(spring));
    ctx.ellipse(
      sx((x0 + x1) / 2),
      sy(spring),
      (sx(x1) - sx(x0)) / 2,
      sy(spring) - sy(deck + thick * 1.4),
      0,
      Math.PI,
      0,
    );
    ctx.lineTo(sx(x1), sy(water));
    ctx.closePath();
  }
  ctx.fill('evenodd');
  // Shade under the deck and the piers' feet in the water.
  ctx.fillStyle = c('#7d6f61');
  ctx.fillRect(sx(left), sy(deck), sx(right) - sx(left), sy(deck + thick) - sy(deck));
  ctx.fillStyle = c('#6b7f8a');
  for (let k = 0; k <= arches; k++) {
    const x = left + k * span;
    ctx.fillRect(
      sx(x - pier * 0.62),
      sy(water - height * 0.012),
      sx(x + pier * 0.62) - sx(x - pier * 0.62),
      height * 0.012,
    );
  }
  // The parapet along the deck.
  ctx.fillStyle = c('#8a7b6c');
  ctx.fillRect(sx(left), sy(deck - height * 0.018), sx(right) - sx(left), sy(deck) - sy(deck - height * 0.018));
}

// ---------------------------------------------------------------- wave

/**
 * A big wave curling over as it breaks: its face rises from the sea to a crest whose lip curls
 * forward, foam along the lip and at its foot, spray off the crest. It rolls towards the side it
 * breaks to, and its lip and foam move all the time.
 */
export function drawWave(ctx: SKRSContext2D, timeline: Timeline, t: number, tint: string) {
  const { width, height } = timeline;
  const { sx, sy } = planeAt(timeline, t);
  const c = (hex: string) => lit(hex, tint);
  const sea = (timeline.ground.water ?? 0.7) * height;
  const roll = -width * 0.012 * t;
  const surge = Math.sin(t * 1.6) * height * 0.012;
  const crestX = width * 0.72 + roll;
  const crestY = height * 0.16 + surge;
  const lipX = crestX - width * 0.16;
  const lipY = crestY + height * 0.16;
  const base = height * 1.02;
  const body = () => {
    ctx.beginPath();
    ctx.moveTo(sx(-width * 0.4), sy(sea));
    // The face: a concave sweep from the trough up to the crest.
    ctx.bezierCurveTo(
      sx(width * 0.3 + roll),
      sy(sea),
      sx(crestX - width * 0.12),
      sy(sea - height * 0.12),
      sx(crestX - width * 0.08),
      sy(crestY + height * 0.12),
    );
    // The lip curling over, then the crest and the back of the wave running down behind.
    ctx.quadraticCurveTo(sx(lipX - width * 0.02), sy(lipY - height * 0.02), sx(lipX), sy(lipY));
    ctx.quadraticCurveTo(sx(lipX - width * 0.03), sy(crestY), sx(crestX), sy(crestY));
    ctx.bezierCurveTo(
      sx(crestX + width * 0.12),
      sy(crestY),
      sx(width * 1.05),
      sy(sea - height * 0.2),
      sx(width * 1.4),
      sy(sea),
    );
    ctx.lineTo(sx(width * 1.4), sy(base));
    ctx.lineTo(sx(-width * 0.4), sy(base));
    ctx.closePath();
  };
  ctx.fillStyle = c('#1f6f8b');
  body();
  ctx.fill();
  // The face is lighter where the light passes through the thin water under the lip.
  ctx.save();
  body();
  ctx.clip();
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = c('#4fb3bf');
  ctx.beginPath();
  ctx.ellipse(sx(crestX - width * 0.09), sy(crestY + height * 0.26), width * 0.05, height * 0.2, 0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.globalAlpha = 0.3;
  ctx.fillStyle = '#0b3a4a';
  ctx.fillRect(0, sy(sea + height * 0.08), width, height);
  // Streaks running up the face.
  ctx.globalAlpha = 0.35;
  ctx.strokeStyle = '#d8f3f6';
  ctx.lineWidth = Math.max(1, height * 0.006);
  ctx.beginPath();
  for (let k = 0; k < 6; k++) {
    const f = (k / 6 + t * 0.15) % 1;
    const x = crestX - width * (0.05 + 0.3 * f);
    const y = crestY + height * (0.15 + 0.35 * f);
    ctx.moveTo(sx(x), sy(y));
    ctx.lineTo(sx(x + width * 0.05), sy(y - height * 0.06));
  }
  ctx.stroke();
  ctx.restore();
  // Foam on the lip and at the foot of the face, churning.
  ctx.fillStyle = c('#f4fbfc');
  for (let k = 0; k < 14; k++) {
    const f = k / 13;
    const wobble = Math.sin(t * 5 + k * 1.7) * height * 0.008;
    const x = lipX + (crestX - lipX) * f;
    const y = lipY + (crestY - lipY) * Math.sqrt(f) + wobble;
    ctx.beginPath();
    ctx.arc(sx(x), sy(y), height * (0.02 + 0.012 * Math.sin(k * 2.3 + t * 3) ** 2), 0, Math.PI * 2);
    ctx.fill();
  }
  for (let k = 0; k < 18; k++) {
    const x = width * (0.02 + k * 0.04) + roll + Math.sin(t * 2 + k) * width * 0.01;
    ctx.beginPath();
    ctx.ellipse(sx(x), sy(sea + Math.sin(k * 1.3) * height * 0.01), width * 0.03, height * 0.014, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // Spray blown off the crest.
  ctx.globalAlpha = 0.7;
  for (let k = 0; k < 12; k++) {
    const age = (t * 0.8 + k / 12) % 1;
    const x = crestX + width * (0.02 + 0.1 * age) * Math.cos(k);
    const y = crestY - height * (0.02 + 0.1 * age) + height * 0.12 * age * age;
    ctx.beginPath();
    ctx.arc(sx(x), sy(y), height * 0.006 * (1 - age) + 1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  if (timeline.plan.waves === 'rocks') waveRocks(ctx, timeline, lipX, sea, t, c, sx, sy);
}

/** Dark rocks where the wave breaks, and the spray that bursts over them again and again. */
function waveRocks(
  ctx: SKRSContext2D,
  timeline: Timeline,
  lipX: number,
  sea: number,
  t: number,
  c: (hex: string) => string,
  sx: (px: number) => number,
  sy: (py: number) => number,
) {
  const { width, height } = timeline;
  const random = rng((timeline.seed ^ hashText('rocks')) >>> 0);
  const x0 = lipX - width * 0.34;
  // Foam where the sea runs in behind them.
  ctx.fillStyle = c('#e8f6f8');
  for (let k = 0; k < 9; k++) {
    const fx = x0 + width * (0.02 + 0.045 * k) + Math.sin(t * 2.5 + k) * width * 0.006;
    ctx.beginPath();
    ctx.ellipse(sx(fx), sy(sea + height * 0.02), width * 0.03, height * 0.015, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // A heap of boulders, each rounded and lit from above, the larger ones behind.
  const boulders = [
    { dx: 0.05, r: 0.13 },
    { dx: 0.2, r: 0.17 },
    { dx: 0.33, r: 0.11 },
    { dx: 0.12, r: 0.09 },
    { dx: 0.27, r: 0.08 },
  ];
  for (const b of boulders) {
    const bx = x0 + width * b.dx + random.range(-0.01, 0.01) * width;
    const r = height * b.r;
    const by = sea + height * 0.16 - r * 0.35;
    ctx.fillStyle = c('#45474d');
    ctx.beginPath();
    ctx.ellipse(sx(bx), sy(by), r * 1.25, r, 0, Math.PI, 0);
    ctx.lineTo(sx(bx + r * 1.25), sy(height * 1.02));
    ctx.lineTo(sx(bx - r * 1.25), sy(height * 1.02));
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = c('#6b6e75');
    ctx.beginPath();
    ctx.ellipse(sx(bx - r * 0.3), sy(by - r * 0.55), r * 0.55, r * 0.3, -0.2, 0, Math.PI * 2);
    ctx.fill();
  }
  // A burst of white water thrown up over the rocks every couple of seconds.
  const age = (t * 0.55) % 1;
  ctx.globalAlpha = 0.85 * (1 - age);
  ctx.fillStyle = c('#f4fbfc');
  for (let k = 0; k < 16; k++) {
    const a = Math.PI * (0.15 + 0.7 * (k / 15));
    const r = height * (0.05 + 0.3 * age) * (0.6 + 0.4 * Math.sin(k * 2.1) ** 2);
    ctx.beginPath();
    ctx.arc(
      sx(x0 + width * 0.2 - Math.cos(a) * r * 1.4),
      sy(sea - height * 0.08 - Math.sin(a) * r),
      height * (0.025 + 0.03 * age),
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

// ---------------------------------------------------------------- fields

/**
 * A field full of one flower to the horizon: rows that grow from a haze of the flower's colour
 * far off to whole flowers near; what stands in the field is drawn after it, and the rows nearer
 * than its feet once more over it, so it stands among the flowers. Each row is painted
 * once per clip into a strip, and sways as one in the wind, a gust running from row to row: a few
 * copies a frame instead of hundreds of sprites.
 */
export function drawField(
  ctx: SKRSContext2D,
  timeline: Timeline,
  emoji: string,
  t: number,
  tint: string,
  nearerThan = Number.NEGATIVE_INFINITY,
) {
  const { sx, sy, zoom } = planeAt(timeline, t);
  for (const [r, row] of fieldRows(timeline, emoji, tint).entries()) {
    // Only the rows in front of a line, drawn again over what stands in the field.
    if (sy(row.y) <= nearerThan) continue;
    const sway = Math.sin(t * 1.6 - r * 0.45) * 0.12 * row.bend;
    ctx.save();
    ctx.translate(sx(row.x), sy(row.y));
    // A shear about the row's foot: the heads lean, the stems stay planted.
    ctx.transform(1, 0, -sway, 1, 0, 0);
    ctx.drawImage(row.strip, 0, -row.strip.height * zoom, row.strip.width * zoom, row.strip.height * zoom);
    ctx.restore();
  }
}

type FieldRow = { strip: Canvas; x: number; y: number; bend: number };
const fields = new Map<string, FieldRow[]>();

/** The rows of a field, far to near, each a strip whose bottom edge is the row's foot. */
function fieldRows(timeline: Timeline, emoji: string, tint: string): FieldRow[] {
  const { width, height, ground, seed } = timeline;
  const key = `${seed}|${emoji}|${width}|${height}|${tint}|${ground.horizon}`;
  const known = fields.get(key);
  if (known) return known;
  if (fields.size > 8) fields.clear();
  const colour = lit(FIELD_FLOWERS[emoji] ?? '#e8476a', tint);
  const random = rng((seed ^ hashText(`field|${emoji}`)) >>> 0);
  const horizon = ground.horizon + 0.015;
  const rows = 16;
  // Wider than the frame, so a pan or a drift never shows the field's end.
  const x0 = -width * 0.3;
  const span = width * 1.6;
  const out: FieldRow[] = [];
  for (let r = 0; r <= rows; r++) {
    const d = r / rows;
    const y = (horizon + (1.04 - horizon) * d ** 1.7) * height;
    const size = height * (0.012 + 0.15 * d ** 2.2);
    const step = size * 0.8;
    const shift = random.range(0, step);
    const strip = createCanvas(Math.ceil(span), Math.ceil(size * 1.05) + 1);
    const g = strip.getContext('2d');
    const foot = strip.height;
    if (size < height * 0.035) {
      // Far rows: the flowers' colour in dabs.
      g.fillStyle = colour;
      for (let x = shift; x < span; x += step) {
        g.beginPath();
        g.ellipse(x, foot - size * 0.4, size * 0.5, size * 0.35, 0, 0, Math.PI * 2);
        g.fill();
      }
    } else {
      const image = sprite(emoji, undefined, Math.max(8, Math.round(size / 8) * 8), tint);
      for (let x = shift; x < span; x += step) g.drawImage(image, x - size / 2, foot - size, size, size);
    }
    out.push({ strip, x: x0, y, bend: Math.min(1, d * 1.5) });
  }
  fields.set(key, out);
  return out;
}

// ---------------------------------------------------------------- fireworks

type Burst = { x: number; y: number; at: number; colors: string[]; sparks: { vx: number; vy: number }[] };

const bursts = new Map<string, Burst[]>();

/** The clip's bursts: one every ~0.4 s, at seeded places in the sky, made once per clip. */
function burstsOf(timeline: Timeline, subject: SceneSubject, seed: number): Burst[] {
  const key = `${seed}|${timeline.width}|${timeline.height}|${timeline.duration}|${subject.color ?? ''}`;
  const known = bursts.get(key);
  if (known) return known;
  if (bursts.size > 32) bursts.clear();
  const random = rng(seed);
  const { width, height } = timeline;
  const sky = Math.max(0.3, timeline.ground.horizon) * height;
  const out: Burst[] = [];
  // Starting before 0, so the first frame already shows some in the air.
  for (let at = -1.2; at < timeline.duration + 0.5; at += random.range(0.3, 0.55)) {
    const first = subject.color ?? random.pick(FIREWORK_COLORS);
    const colors = [first, random.chance(0.5) ? first : random.pick(FIREWORK_COLORS)];
    const speed = height * random.range(0.26, 0.38);
    const n = 56;
    const sparks = Array.from({ length: n }, (_, k) => {
      const a = (Math.PI * 2 * k) / n + random.range(-0.05, 0.05);
      const v = speed * random.range(0.75, 1);
      return { vx: Math.cos(a) * v, vy: Math.sin(a) * v };
    });
    out.push({ x: width * random.range(0.15, 0.85), y: sky * random.range(0.18, 0.55), at, colors, sparks });
  }
  bursts.set(key, out);
  return out;
}

const LAUNCH = 0.55;
const LIFE = 1.7;
const GRAVITY = 0.16;
const DRAG = 1.6;

/**
 * Where a point of the far sky is on screen at t: far off, it moves with the sky's share of the
 * camera's move (fireworks, shooting stars).
 */
function skyAt(timeline: Timeline, t: number) {
  const { width, height, plan, duration } = timeline;
  const kind = sceneCamera(plan);
  const cam = cameraForLayer(kind, cameraAt(kind, t, duration), PARALLAX.back);
  const sx = (px: number) => width / 2 + (px - width / 2) * cam.zoom + cam.dx * width;
  const sy = (py: number) => height / 2 + (py - height / 2) * cam.zoom + cam.dy * height;
  return { cam, sx, sy };
}

function drawFireworks(ctx: SKRSContext2D, timeline: Timeline, subject: SceneSubject, t: number, seed: number) {
  const { width, height, plan } = timeline;
  const { cam, sx, sy } = skyAt(timeline, t);
  // Indoors they are seen through the window.
  throughWindow(ctx, plan.setting, cam, width, height, () => {
    ctx.globalCompositeOperation = 'lighter';
    ctx.lineCap = 'round';
    for (const b of burstsOf(timeline, subject, seed)) drawBurst(ctx, b, t, height, cam.zoom, sx, sy);
  });
}

function drawBurst(
  ctx: SKRSContext2D,
  b: Burst,
  t: number,
  height: number,
  zoom: number,
  sx: (px: number) => number,
  sy: (py: number) => number,
) {
  const age = t - b.at;
  if (age < 0 || age > LAUNCH + LIFE) return;
  if (age < LAUNCH) {
    // The shell's trail climbing to where it bursts.
    const p = age / LAUNCH;
    const y0 = height * 0.95;
    const yy = y0 + (b.y - y0) * (1 - (1 - p) ** 2);
    ctx.globalAlpha = 0.8;
    ctx.strokeStyle = '#ffe0a0';
    ctx.lineWidth = Math.max(1, height / 240);
    ctx.beginPath();
    ctx.moveTo(sx(b.x), sy(yy + height * 0.04));
    ctx.lineTo(sx(b.x), sy(yy));
    ctx.stroke();
    return;
  }
  const s = age - LAUNCH;
  const fade = (1 - s / LIFE) ** 1.4;
  const travel = (d: number) => (1 - Math.exp(-DRAG * d)) / DRAG;
  const fall = (d: number) => 0.5 * GRAVITY * height * d * d;
  const now = travel(s);
  const tail = Math.max(0, s - 0.22);
  const before = travel(tail);
  ctx.lineWidth = Math.max(1.5, (height / 150) * zoom);
  for (const [ci, color] of b.colors.entries()) {
    ctx.globalAlpha = fade;
    ctx.strokeStyle = color;
    ctx.beginPath();
    for (let k = ci; k < b.sparks.length; k += b.colors.length) {
      const spark = b.sparks[k]!;
      ctx.moveTo(sx(b.x + spark.vx * before), sy(b.y + spark.vy * before + fall(tail)));
      ctx.lineTo(sx(b.x + spark.vx * now), sy(b.y + spark.vy * now + fall(s)));
    }
    ctx.stroke();
  }
  // The flash of the burst itself.
  if (s < 0.25) {
    ctx.globalAlpha = (1 - s / 0.25) * 0.7;
    ctx.fillStyle = '#fff6e0';
    ctx.beginPath();
    ctx.arc(sx(b.x), sy(b.y), height * 0.03 * zoom, 0, Math.PI * 2);
    ctx.fill();
  }
}

// ---------------------------------------------------------------- surfaces

/**
 * The table or shelf a resting thing stands on where the place has none of its own: a wooden
 * top with its edge (and a table's legs down to the floor, a shelf's brackets), in the subjects'
 * plane so the thing and its surface move together with the camera.
 */
export function drawRest(
  ctx: SKRSContext2D,
  timeline: Timeline,
  rest: NonNullable<Timeline['subjects'][number]['rest']>,
  t: number,
  tint: string,
) {
  const { width, height, plan, duration } = timeline;
  const cam = cameraAt(plan.camera, t, duration);
  const sx = (px: number) => width / 2 + (px - width / 2) * cam.zoom + cam.dx * width;
  const sy = (py: number) => height / 2 + (py - height / 2) * cam.zoom + cam.dy * height;
  const c = (hex: string) => lit(hex, tint);
  const x0 = sx(rest.x - rest.half);
  const x1 = sx(rest.x + rest.half);
  const top = sy(rest.top);
  const thick = height * 0.022 * cam.zoom;
  ctx.save();
  if (rest.kind === 'hill') {
    // A grassy rise, its top under the building and its feet spread wide on the land.
    const foot = sy(rest.floor + height * 0.03);
    const spread = rest.half * 1.6 * cam.zoom;
    // Lit as the land it belongs to, not as the subjects (which stay brighter at night).
    const art = SETTING_ART[timeline.plan.setting];
    const land = art.landTint?.(timeline.light) ?? timeline.light.landTint;
    ctx.fillStyle = lit(timeline.plan.winter ? '#f4f7fa' : '#78b05a', land);
    ctx.beginPath();
    ctx.moveTo(sx(rest.x) - spread, foot);
    ctx.bezierCurveTo(sx(rest.x) - spread * 0.5, foot, sx(rest.x) - rest.half * 0.7 * cam.zoom, top, sx(rest.x), top);
    ctx.bezierCurveTo(
      sx(rest.x) + rest.half * 0.7 * cam.zoom,
      top,
      sx(rest.x) + spread * 0.5,
      foot,
      sx(rest.x) + spread,
      foot,
    );
    ctx.closePath();
    ctx.fill();
    // Its crest catches the light, so the rise reads against the land behind.
    ctx.strokeStyle = lit(timeline.plan.winter ? '#ffffff' : '#9ccc7a', land);
    ctx.lineWidth = Math.max(1, height * 0.006);
    ctx.beginPath();
    ctx.moveTo(sx(rest.x) - spread * 0.7, foot - (foot - top) * 0.45);
    ctx.bezierCurveTo(
      sx(rest.x) - rest.half * 0.6 * cam.zoom,
      top,
      sx(rest.x) + rest.half * 0.6 * cam.zoom,
      top,
      sx(rest.x) + spread * 0.7,
      foot - (foot - top) * 0.45,
    );
    ctx.stroke();
  } else if (rest.kind === 'table') {
    // The top seen a little from above, its front edge, and two legs down to the floor.
    const depth = height * 0.035 * cam.zoom;
    const leg = Math.max(2, width * 0.012 * cam.zoom);
    ctx.fillStyle = c('#6d4c36');
    for (const lx of [x0 + leg * 1.5, x1 - leg * 2.5]) ctx.fillRect(lx, top, leg, sy(rest.floor) - top);
    ctx.fillStyle = c('#a47551');
    ctx.beginPath();
    ctx.moveTo(x0 + depth, top - depth);
    ctx.lineTo(x1 - depth, top - depth);
    ctx.lineTo(x1, top);
    ctx.lineTo(x0, top);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = c('#7b553b');
    ctx.fillRect(x0, top, x1 - x0, thick);
  } else {
    // A board on two brackets against the wall.
    ctx.fillStyle = c('#5d4037');
    for (const bx of [x0 + (x1 - x0) * 0.15, x1 - (x1 - x0) * 0.15]) {
      ctx.beginPath();
      ctx.moveTo(bx, top + thick);
      ctx.lineTo(bx + thick * 0.6, top + thick);
      ctx.lineTo(bx + thick * 0.6, top + thick * 3);
      ctx.closePath();
      ctx.fill();
    }
    ctx.fillStyle = c('#8d6e63');
    ctx.fillRect(x0, top, x1 - x0, thick);
    ctx.globalAlpha = 0.15;
    ctx.fillStyle = '#000000';
    ctx.fillRect(x0, top + thick, x1 - x0, thick * 0.8);
  }
  ctx.restore();
}

// ---------------------------------------------------------------- shooting stars

type Streak = { x: number; y: number; dx: number; dy: number; at: number; life: number; width: number };

const streaks = new Map<string, Streak[]>();

/**
 * The clip's streaks: all falling the same way (a shower comes from one point of the sky), at
 * staggered times, starting high in the sky and ending above the horizon. A word for several
 * ("shooting stars", "a meteor shower") brings one every half second or so; a single one crosses
 * slowly, with a faint one or two besides so the sky is not still for most of the clip.
 */
function streaksOf(timeline: Timeline, subject: SceneSubject, seed: number): Streak[] {
  const several = namesSeveral(subject.word) || (subject.count ?? 1) > 1;
  const key = `${seed}|${timeline.width}|${timeline.height}|${timeline.duration}|${several}`;
  const known = streaks.get(key);
  if (known) return known;
  if (streaks.size > 32) streaks.clear();
  const random = rng(seed);
  const { width, height, duration } = timeline;
  const horizon = Math.max(0.3, Math.min(0.75, timeline.ground.horizon)) * height;
  const side = random.chance(0.5) ? 1 : -1;
  const out: Streak[] = [];
  const add = (at: number, life: number, scale: number) => {
    // A diagonal between 25 and 40 degrees below the horizontal.
    const angle = random.range(0.45, 0.7);
    // Its whole path stays in the frame and high in the sky, above the peaks of a far land
    // (mountains rise well above the horizon line): a streak is no longer than that band allows.
    const top = height * 0.03;
    const ceiling = Math.min(horizon * 0.8, height * 0.3);
    const length = Math.min(width * random.range(0.28, 0.42) * scale, (ceiling - top) / Math.sin(angle));
    const dx = side * Math.cos(angle) * length;
    const dy = Math.sin(angle) * length;
    const y = Math.max(top, Math.min(horizon * random.range(0.04, 0.25), ceiling - dy));
    const x0 = side > 0 ? random.range(0.05, 0.55) : random.range(0.45, 0.95);
    out.push({ x: width * x0, y, dx, dy, at, life, width: scale });
  };
  if (several) {
    for (let at = -0.5; at < duration; at += random.range(0.25, 0.5))
      add(at, random.range(0.6, 1), random.range(0.55, 1));
  } else {
    add(duration * 0.18, Math.min(2.4, duration * 0.45), 1.2);
    add(duration * random.range(0.55, 0.75), 0.7, 0.55);
  }
  streaks.set(key, out);
  return out;
}

function drawShootingStars(ctx: SKRSContext2D, timeline: Timeline, subject: SceneSubject, t: number, seed: number) {
  const { width, height, plan } = timeline;
  const { cam, sx, sy } = skyAt(timeline, t);
  const colour = subject.color ?? '#fff6d8';
  throughWindow(ctx, plan.setting, cam, width, height, () => {
    ctx.globalCompositeOperation = 'lighter';
    ctx.lineCap = 'round';
    for (const s of streaksOf(timeline, subject, seed)) {
      const age = (t - s.at) / s.life;
      if (age < 0 || age > 1) continue;
      // The head runs fast then slows a little as it burns out; the tail trails behind it.
      const head = 1 - (1 - age) ** 1.6;
      const tail = Math.max(0, head - 0.6);
      const glow = Math.sin(Math.PI * Math.min(1, age * 1.15)) ** 0.6;
      const base = Math.max(1.5, (height / 150) * s.width * cam.zoom);
      // A faint wide glow along the whole trail, then the tail in pieces, fainter and thinner
      // towards its end.
      ctx.globalAlpha = glow * 0.18;
      ctx.strokeStyle = colour;
      ctx.lineWidth = base * 3;
      ctx.beginPath();
      ctx.moveTo(sx(s.x + s.dx * (tail + (head - tail) * 0.5)), sy(s.y + s.dy * (tail + (head - tail) * 0.5)));
      ctx.lineTo(sx(s.x + s.dx * head), sy(s.y + s.dy * head));
      ctx.stroke();
      const pieces = 8;
      for (let k = 0; k < pieces; k++) {
        const a = tail + ((head - tail) * k) / pieces;
        const b = tail + ((head - tail) * (k + 1)) / pieces;
        const f = (k + 1) / pieces;
        ctx.globalAlpha = glow * f * f * 0.9;
        ctx.strokeStyle = colour;
        ctx.lineWidth = base * (0.35 + 0.65 * f);
        ctx.beginPath();
        ctx.moveTo(sx(s.x + s.dx * a), sy(s.y + s.dy * a));
        ctx.lineTo(sx(s.x + s.dx * b), sy(s.y + s.dy * b));
        ctx.stroke();
      }
      // The bright head with a soft halo.
      const hx = sx(s.x + s.dx * head);
      const hy = sy(s.y + s.dy * head);
      ctx.fillStyle = colour;
      ctx.globalAlpha = glow * 0.25;
      ctx.beginPath();
      ctx.arc(hx, hy, base * 3, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = glow;
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(hx, hy, base * 1.1, 0, Math.PI * 2);
      ctx.fill();
    }
  });
}
