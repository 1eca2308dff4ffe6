/**
 * Subjects that stay in one place and do something there: a sleeper lies down and breathes slowly
 * under a drifting "z", a resting animal lies with its legs folded under it, a sitter sits on
 * what the place offers (a bench, a sofa, a rock), an eater bows to its food. The emoji set
 * draws animals standing and people upright, so the poses are made from the same sprites: an
 * animal lies by sinking its legs below the line it rests on, a person sits by folding the
 * figure's legs under the seat. stage.ts places the seat (`seatOf`), draw.ts paints through
 * `paintPosture`, `drawSeat`, `drawSleep` and `drawFood`.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Motion, Setting } from '@/lib/scene-plan';
import { SETTING_ART } from './settings';
import { isFigure } from './people';

/** The motions of a subject that stays where it is. */
export const RESTING: ReadonlySet<Motion> = new Set(['sleep', 'rest', 'sit', 'eat']);

/** What a subject sits or lies on. */
export type SeatKind = 'bench' | 'sofa' | 'rock';

/** A person in bed: the set's own picture of someone asleep. */
const SLEEPER = '🛌';

/** The emoji a subject is drawn as while it rests: a person asleep is a person in bed. */
export function restingSprite(emoji: string, motion: Motion): string {
  return motion === 'sleep' && isFigure(emoji) ? SLEEPER : emoji;
}

/**
 * How a sprite is painted: sunk (an animal lying down), seated (a person's legs folded) or mounted
 * (a rider on an animal's back, whose legs the animal hides).
 */
export type Posture = { kind: 'sunk'; depth: number } | { kind: 'seated' } | { kind: 'mounted' } | null;

/**
 * A seated figure, in shares of its painted height: the head and body above the seat, the thighs
 * (coming towards us, so short and a little wider) at the seat, the shins below it.
 */
const TORSO = 0.52;
const THIGHS = 0.07;
const SHINS = 0.2;

export function postureOf(emoji: string, motion: Motion): Posture {
  // A standing figure that rides is a rider people.ts left without a mount emoji of its own.
  if (motion === 'ride' && emoji.replace(/\u200d[\u2640\u2642]\ufe0f?$/, '') === '🧍') return { kind: 'mounted' };
  if (!RESTING.has(motion) || emoji === SLEEPER) return null;
  if (isFigure(emoji)) return motion === 'sit' || motion === 'rest' ? { kind: 'seated' } : null;
  if (motion === 'sleep' || motion === 'rest') return { kind: 'sunk', depth: 0.2 };
  if (motion === 'sit') return { kind: 'sunk', depth: 0.08 };
  return null;
}

/**
 * The seat under a resting subject: people sit on what the place has; an animal curls up on the
 * place's sofa where it has one, and lies on the ground anywhere else.
 */
export function seatOf(emoji: string, motion: Motion, setting: Setting): SeatKind | null {
  if (!RESTING.has(motion) || motion === 'eat') return null;
  const seat = SETTING_ART[setting].seat;
  if (isFigure(emoji)) return motion === 'sleep' ? null : seat;
  return seat === 'sofa' ? 'sofa' : null;
}

/** How far an animal on a sofa is raised above the floor, in its sprite sizes. */
export const SOFA_LIFT = 0.3;

/**
 * Paints a sprite's painted part in its posture, in the sprite's local frame (x across its
 * centre, the base at y = `bottom`). `image` is the painted part, drawn at (x, y, w, h).
 */
export function paintPosture(
  ctx: SKRSContext2D,
  posture: Exclude<Posture, null>,
  image: Image,
  at: { x: number; y: number; w: number; h: number },
  bottom: number,
  paint: () => void,
): void {
  if (posture.kind === 'sunk') {
    // Legs folded under the body: the sprite sinks below the line it lies on, which hides them.
    ctx.save();
    ctx.beginPath();
    ctx.rect(at.x - at.w, at.y - at.h, at.w * 3, bottom - (at.y - at.h));
    ctx.clip();
    ctx.translate(0, at.h * posture.depth);
    paint();
    ctx.restore();
    return;
  }
  const ih = image.height;
  if (posture.kind === 'mounted') {
    ctx.drawImage(image, 0, 0, image.width, ih * TORSO, at.x, bottom - at.h * TORSO, at.w, at.h * TORSO);
    return;
  }
  // Seated, seen from the front: head and body as they are, resting on the seat; the thighs come
  // towards us and are hidden; the shins hang from the seat's edge to the ground.
  const seat = bottom - at.h * SHINS;
  ctx.drawImage(image, 0, ih * 0.72, image.width, ih * 0.28, at.x, seat, at.w, at.h * SHINS);
  const wide = at.w * 1.18;
  ctx.drawImage(
    image,
    0,
    ih * TORSO,
    image.width,
    ih * 0.1,
    -wide / 2 + (at.x + at.w / 2),
    seat - at.h * THIGHS * 0.6,
    wide,
    at.h * THIGHS,
  );
  ctx.drawImage(image, 0, 0, image.width, ih * TORSO, at.x, seat - at.h * (TORSO + THIGHS * 0.4), at.w, at.h * TORSO);
}

/** The seat's top above the ground for a seated figure of painted height `h`. */
export function seatHeight(h: number): number {
  return h * (SHINS + THIGHS * 0.4);
}

const multiply = (hex: string, tint: string): string => {
  const a = Number.parseInt(hex.slice(1), 16);
  const b = Number.parseInt(tint.slice(1), 16);
  const ch = (shift: number) => Math.round((((a >> shift) & 255) * ((b >> shift) & 255)) / 255);
  return `rgb(${ch(16)},${ch(8)},${ch(0)})`;
};

/**
 * A seat standing on `ground` (screen y) centred on x, its top `lift` above the ground, `width`
 * across, lit by the subjects' tint. Drawn behind the one sitting on it.
 */
export function drawSeat(
  ctx: SKRSContext2D,
  kind: SeatKind,
  seat: { x: number; ground: number; lift: number; width: number; back: number },
  tint: string,
): void {
  const { x, ground, lift, width, back } = seat;
  const top = ground - lift;
  ctx.save();
  // A soft contact shadow under the seat.
  ctx.fillStyle = 'rgba(0,0,0,0.22)';
  ctx.beginPath();
  ctx.ellipse(x, ground, width * 0.55, Math.max(2, width * 0.05), 0, 0, Math.PI * 2);
  ctx.fill();
  if (kind === 'bench') {
    const wood = multiply('#9a6a3c', tint);
    const dark = multiply('#5d3d22', tint);
    const iron = multiply('#34363c', tint);
    const leg = Math.max(2, width * 0.035);
    ctx.fillStyle = iron;
    for (const side of [-1, 1]) {
      ctx.fillRect(x + side * width * 0.4 - leg / 2, top - back, leg, lift + back);
    }
    // The backrest's slats behind the sitter, then the seat.
    ctx.fillStyle = dark;
    const slat = Math.max(2, back * 0.22);
    ctx.fillRect(x - width / 2, top - back, width, slat);
    ctx.fillRect(x - width / 2, top - back * 0.55, width, slat);
    ctx.fillStyle = wood;
    ctx.fillRect(x - width / 2, top - slat * 0.6, width, slat * 1.3);
  } else if (kind === 'sofa') {
    const cloth = multiply('#5e7f9a', tint);
    const shade = multiply('#455f75', tint);
    const feet = multiply('#3a2a1e', tint);
    const arm = width * 0.1;
    ctx.fillStyle = feet;
    const foot = Math.max(2, lift * 0.12);
    ctx.fillRect(x - width * 0.44, ground - foot, foot, foot);
    ctx.fillRect(x + width * 0.44 - foot, ground - foot, foot, foot);
    ctx.fillStyle = shade;
    ctx.beginPath();
    ctx.roundRect(x - width / 2 + arm * 0.5, top - back, width - arm, back + lift * 0.5, arm * 0.5);
    ctx.fill();
    ctx.fillStyle = cloth;
    ctx.beginPath();
    ctx.roundRect(x - width / 2 + arm * 0.6, top - lift * 0.08, width - arm * 1.2, lift * 0.95 - foot, arm * 0.35);
    ctx.fill();
    ctx.fillStyle = shade;
    for (const side of [-1, 1]) {
      ctx.beginPath();
      ctx.roundRect(
        side < 0 ? x - width / 2 : x + width / 2 - arm,
        top - back * 0.35,
        arm,
        back * 0.35 + lift - foot,
        arm * 0.45,
      );
      ctx.fill();
    }
  } else {
    const stone = multiply('#8d8f93', tint);
    const light = multiply('#b3b5b8', tint);
    ctx.fillStyle = stone;
    ctx.beginPath();
    ctx.moveTo(x - width / 2, ground);
    ctx.bezierCurveTo(x - width * 0.52, top, x - width * 0.2, top - lift * 0.12, x, top - lift * 0.08);
    ctx.bezierCurveTo(x + width * 0.25, top - lift * 0.1, x + width * 0.55, top + lift * 0.1, x + width / 2, ground);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = light;
    ctx.beginPath();
    ctx.ellipse(x - width * 0.12, top + lift * 0.12, width * 0.22, lift * 0.12, -0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Three z's rising from a sleeper's head, each fading as it drifts up; `dir` is where the head is. */
export function drawSleep(ctx: SKRSContext2D, head: { x: number; y: number }, size: number, t: number, dir: number) {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (let k = 0; k < 3; k++) {
    const p = (t / 2.4 + k / 3) % 1;
    const s = size * (0.07 + 0.06 * p);
    const x = head.x + dir * size * (0.05 + 0.22 * p) + Math.sin(p * 6 + k) * size * 0.02;
    const y = head.y - size * (0.05 + 0.45 * p);
    const alpha = p < 0.15 ? p / 0.15 : 1 - (p - 0.15) / 0.85;
    ctx.globalAlpha = Math.max(0, alpha) * 0.95;
    ctx.strokeStyle = 'rgba(255,255,255,1)';
    ctx.lineWidth = Math.max(1.5, s * 0.32);
    const zPath = () => {
      ctx.beginPath();
      ctx.moveTo(x - s / 2, y - s / 2);
      ctx.lineTo(x + s / 2, y - s / 2);
      ctx.lineTo(x - s / 2, y + s / 2);
      ctx.lineTo(x + s / 2, y + s / 2);
    };
    zPath();
    ctx.stroke();
    ctx.strokeStyle = 'rgba(45,60,110,1)';
    ctx.lineWidth = Math.max(1, s * 0.16);
    zPath();
    ctx.stroke();
  }
  ctx.restore();
}

/** Animals that eat bamboo, and those that graze: what they eat is drawn at their mouth. */
const BAMBOO_EATERS = new Set(['🐼']);
const GRAZERS = new Set('🐄 🐮 🐂 🐃 🦬 🐑 🐏 🐐 🐎 🐴 🦌 🦙 🐪 🐫 🦒 🐇 🐰 🦓 🐘 🦏 🦛 🐹 🐿️ 🐿 🦘 🐢'.split(' '));

/** Whether an eater brings its own food when the prompt names none. */
export function hasOwnFood(emoji: string): boolean {
  const key = emoji.replace(/\ufe0f/g, '');
  return BAMBOO_EATERS.has(key) || GRAZERS.has(key) || GRAZERS.has(emoji);
}

/**
 * The food at an eater's mouth: a bamboo stalk it holds (a panda), a tuft of grass at its feet (a
 * grazer). `mouth` is on the ground under its head, `size` the eater's height, `dir` where it faces.
 */
export function drawFood(
  ctx: SKRSContext2D,
  emoji: string,
  mouth: { x: number; y: number },
  size: number,
  dir: number,
  t: number,
  tint: string,
): void {
  ctx.save();
  ctx.lineCap = 'round';
  if (BAMBOO_EATERS.has(emoji.replace(/\ufe0f/g, ''))) {
    // A stalk leaning against the panda's chest, up past its head, with a node every few lengths.
    const green = multiply('#6fae3e', tint);
    const dark = multiply('#3f7a22', tint);
    const leaf = multiply('#5cbf4a', tint);
    const base = { x: mouth.x + dir * size * 0.05, y: mouth.y };
    const tip = { x: mouth.x - dir * size * 0.12, y: mouth.y - size * 0.95 };
    ctx.strokeStyle = green;
    ctx.lineWidth = Math.max(2, size * 0.05);
    ctx.beginPath();
    ctx.moveTo(base.x, base.y);
    ctx.lineTo(tip.x, tip.y);
    ctx.stroke();
    ctx.strokeStyle = dark;
    ctx.lineWidth = Math.max(1, size * 0.015);
    for (let k = 1; k < 5; k++) {
      const f = k / 5;
      const nx = base.x + (tip.x - base.x) * f;
      const ny = base.y + (tip.y - base.y) * f;
      ctx.beginPath();
      ctx.moveTo(nx - size * 0.03, ny);
      ctx.lineTo(nx + size * 0.03, ny);
      ctx.stroke();
    }
    ctx.fillStyle = leaf;
    for (let k = 0; k < 3; k++) {
      const sway = Math.sin(t * 1.5 + k) * 0.12;
      ctx.save();
      ctx.translate(tip.x, tip.y + size * 0.05 * k);
      ctx.rotate((k - 1) * 0.8 * dir + sway);
      ctx.beginPath();
      ctx.ellipse(0, -size * 0.09, size * 0.025, size * 0.1, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  } else {
    // A tuft of grass, nibbled: its blades sway.
    ctx.strokeStyle = multiply('#2f6b1c', tint);
    ctx.lineWidth = Math.max(1.5, size * 0.03);
    for (let k = -3; k <= 3; k++) {
      const h = size * (0.16 + 0.05 * (((k * 7 + 21) % 3) / 2));
      const bend = k * 0.1 + Math.sin(t * 2 + k) * 0.06;
      ctx.beginPath();
      ctx.moveTo(mouth.x + k * size * 0.018, mouth.y);
      ctx.quadraticCurveTo(
        mouth.x + k * size * 0.02,
        mouth.y - h * 0.6,
        mouth.x + k * size * 0.025 + Math.sin(bend) * h,
        mouth.y - h,
      );
      ctx.stroke();
    }
  }
  ctx.restore();
}
