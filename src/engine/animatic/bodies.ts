/**
 * Animals the emoji set shows only as a head (a fox, a wolf, a bear, a panda…) get a body: the
 * head sprite at the front of a drawn body with four legs and a tail, so that "a fox running
 * through the forest" is a fox and not a floating face. The body is drawn in the sprite's own
 * square (the same pose, mirror and rotation), heading left as the sprite is unmirrored.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';

type Body = {
  /** Fur of the body and the legs' far side. */
  coat: string;
  /** The legs' near side and the paws. */
  legs: string;
  /** The tail: long and bushy (a fox), bushy (a wolf), thin with a tuft (a lion), or a stub. */
  tail: 'brush' | 'bushy' | 'tuft' | 'stub';
  /** The tail's tip, when it has one. */
  tip?: string;
  /** Build: a bear is heavy, a fox slight. */
  build: number;
  /** A band of another colour over the shoulders (a panda's black). */
  band?: string;
};

const BODIES: Record<string, Body> = {
  '🦊': { coat: '#e8772e', legs: '#4a2f1e', tail: 'brush', tip: '#fff4e6', build: 0.9 },
  '🐺': { coat: '#8d8f99', legs: '#5b5d66', tail: 'bushy', tip: '#e6e6ea', build: 1 },
  '🐻': { coat: '#8a5a3b', legs: '#6b4329', tail: 'stub', build: 1.3 },
  '🐻‍❄': { coat: '#f1efe9', legs: '#d9d5cb', tail: 'stub', build: 1.3 },
  '🦁': { coat: '#e2a64a', legs: '#c98b35', tail: 'tuft', tip: '#7a4a22', build: 1.1 },
  '🐼': { coat: '#f5f5f2', legs: '#2b2b2b', tail: 'stub', build: 1.25, band: '#2b2b2b' },
  '🐨': { coat: '#9aa0a8', legs: '#7d828a', tail: 'stub', build: 1.1 },
  '🐹': { coat: '#e9b77a', legs: '#c99455', tail: 'stub', build: 1.2 },
};

function bodyKey(emoji: string): string {
  return emoji.replace(/\ufe0f/g, '');
}

/** The flat colours of a drawn body (coat, legs), or null for a subject the set draws whole. */
export function bodyColours(emoji: string): { coat: string; legs: string } | null {
  const body = BODIES[bodyKey(emoji)];
  return body ? { coat: body.coat, legs: body.band ?? body.legs } : null;
}

/** Whether this subject is a head the set has no body for. */
export function hasDrawnBody(emoji: string): boolean {
  return bodyKey(emoji) in BODIES;
}

/**
 * Draws the animal in the sprite's square, in local coordinates: x from -w/2 to w/2, the ground
 * at y = bottom, heading left. `stride` is the legs' swing (radians, 0 standing), `colour` a
 * colour word's tint for the coat.
 */
export function drawBody(
  ctx: SKRSContext2D,
  emoji: string,
  head: { image: Image; width: number; height: number },
  box: { w: number; h: number; bottom: number },
  stride: number,
  colour?: string,
): void {
  const body = BODIES[bodyKey(emoji)];
  if (!body) return;
  const { w, h, bottom } = box;
  const coat = colour ?? body.coat;
  const legLength = h * 0.24;
  const bodyY = bottom - legLength - h * 0.12 * body.build;
  const rx = w * 0.36;
  const ry = h * 0.14 * body.build;
  const bodyX = w * 0.1;
  const leg = (x: number, angle: number, fill: string) => {
    ctx.save();
    ctx.translate(x, bodyY + ry * 0.4);
    ctx.rotate(angle);
    ctx.fillStyle = fill;
    const thick = w * 0.055 * body.build;
    ctx.beginPath();
    ctx.roundRect(-thick / 2, 0, thick, bottom - (bodyY + ry * 0.4), thick / 2);
    ctx.fill();
    ctx.restore();
  };
  // Far legs first, in the darker tone, then the tail, the body, the near legs and the head.
  leg(bodyX - rx * 0.6, -stride, body.legs);
  leg(bodyX + rx * 0.55, stride, body.legs);
  drawTail(ctx, body, bodyX + rx * 0.92, bodyY - ry * 0.2, w, h, coat);
  ctx.fillStyle = coat;
  ctx.beginPath();
  ctx.ellipse(bodyX, bodyY, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  if (body.band) {
    ctx.save();
    ctx.clip();
    ctx.fillStyle = body.band;
    ctx.fillRect(bodyX - rx * 0.72, bodyY - ry, rx * 0.42, ry * 2);
    ctx.restore();
  }
  const nearLegs = body.band ?? coat;
  leg(bodyX - rx * 0.4, stride, nearLegs);
  leg(bodyX + rx * 0.75, -stride, nearLegs);
  // The head at the front, raised over the chest.
  const scale = 0.6;
  const hw = head.width * scale;
  const hh = head.height * scale;
  ctx.drawImage(head.image, -w * 0.5 + w * 0.02, bodyY - ry * 0.3 - hh, hw, hh);
}

function drawTail(ctx: SKRSContext2D, body: Body, x: number, y: number, w: number, h: number, coat: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = coat;
  switch (body.tail) {
    case 'brush':
    case 'bushy': {
      const length = w * (body.tail === 'brush' ? 0.34 : 0.26);
      ctx.rotate(-0.35);
      ctx.beginPath();
      ctx.ellipse(length / 2, 0, length / 2, h * 0.065, 0, 0, Math.PI * 2);
      ctx.fill();
      if (body.tip) {
        ctx.fillStyle = body.tip;
        ctx.beginPath();
        ctx.ellipse(length * 0.88, 0, length * 0.14, h * 0.05, 0, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    }
    case 'tuft': {
      ctx.strokeStyle = coat;
      ctx.lineWidth = Math.max(1, h * 0.02);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.quadraticCurveTo(w * 0.15, h * 0.02, w * 0.22, -h * 0.12);
      ctx.stroke();
      ctx.fillStyle = body.tip ?? coat;
      ctx.beginPath();
      ctx.ellipse(w * 0.22, -h * 0.13, w * 0.03, h * 0.035, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'stub':
      ctx.beginPath();
      ctx.ellipse(0, 0, w * 0.04, h * 0.035, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
  }
  ctx.restore();
}
