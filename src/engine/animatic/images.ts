/**
 * Images to video (issue 15): each picture moves, a slow zoom and pan aimed at its interesting
 * region, and is never cropped by more than a quarter of its area; what the picture leaves of the
 * frame is a blurred, darkened copy of it. The frame keeps the shape the user chose.
 *
 * Everything costly happens once per image, before the frame loop: sharp finds the region its
 * attention strategy would keep (the `attentionX/attentionY` it reports for a crop made with
 * `position: sharp.strategy.attention`, sharp ≥ 0.32), and makes the blurred background. A
 * frame is then two scaled drawImage calls (three during a crossfade).
 */
import { type Image, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

/** The least share of a picture's area that stays in view at every frame. */
export const MIN_VISIBLE = 0.75;
/** How much the picture zooms over its share of the clip. */
const ZOOM = 1.12;
/** The analysis size: attention runs on a copy this long, so it is cheap and exact (no two-stage resize). */
const ANALYSIS = 256;

export type PreparedImage = {
  image: Image;
  background: Image;
  /** The interesting point, as fractions of the picture's width and height. */
  focus: { x: number; y: number };
};

/** Where sharp's attention strategy finds the interest of a picture, as fractions of its width and height. */
export async function attentionFocus(data: Buffer): Promise<{ x: number; y: number }> {
  const small = await sharp(data).rotate().resize({ width: ANALYSIS, height: ANALYSIS, fit: 'inside' }).toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  // Two windows, each as long as the copy one way and half of it the other: sharp crops them
  // without scaling, so the centre it reports is in the copy's pixels (a scaled, two-stage resize
  // can misreport it: lovell/sharp#3675). The tall one finds where the interest is across, the
  // wide one where it is down.
  const centre = async (cropWidth: number, cropHeight: number) => {
    const { info } = await sharp(small.data).resize({ width: cropWidth, height: cropHeight, fit: 'cover', position: sharp.strategy.attention }).toBuffer({ resolveWithObject: true });
    return info as typeof info & { attentionX?: number; attentionY?: number };
  };
  const [across, down] = await Promise.all([centre(Math.max(1, Math.round(width / 2)), height), centre(width, Math.max(1, Math.round(height / 2)))]);
  const x = typeof across.attentionX === 'number' ? across.attentionX / width : 0.5;
  const y = typeof down.attentionY === 'number' ? down.attentionY / height : 0.5;
  return { x: Math.min(1, Math.max(0, x)), y: Math.min(1, Math.max(0, y)) };
}

/** Decodes a picture, finds its focus and makes its blurred, darkened background, once. */
export async function prepareImage(data: Buffer, width: number, height: number): Promise<PreparedImage> {
  const upright = await sharp(data).rotate().png().toBuffer();
  const background = await sharp(upright)
    .resize({ width: Math.max(16, Math.round(width / 6)), height: Math.max(16, Math.round(height / 6)), fit: 'cover' })
    .blur(6)
    .modulate({ brightness: 0.55, saturation: 0.9 })
    .png()
    .toBuffer();
  const [image, blurred, focus] = await Promise.all([loadImage(upright), loadImage(background), attentionFocus(upright)]);
  return { image, background: blurred, focus };
}

export type Placement = { x: number; y: number; width: number; height: number };

/**
 * Where a picture sits in the frame at `p` (0–1 of its share of the clip): its scale runs between
 * the largest that keeps MIN_VISIBLE of it in view and that divided by ZOOM (inward or outward),
 * and its centre drifts from the middle toward the focus, never leaving an edge of the picture
 * inside the frame where the picture could cover it.
 */
export function placement(imageWidth: number, imageHeight: number, frameWidth: number, frameHeight: number, focus: { x: number; y: number }, p: number, inward: boolean): Placement {
  const contain = Math.min(frameWidth / imageWidth, frameHeight / imageHeight);
  const cover = Math.max(frameWidth / imageWidth, frameHeight / imageHeight);
  // Between contain and cover the picture is cut in one direction only: visible share = contain / scale.
  // Past cover it is cut both ways: visible share = (frameWidth * frameHeight) / (scale² * area).
  const area = imageWidth * imageHeight;
  const limitOneWay = contain / MIN_VISIBLE;
  const maxScale = limitOneWay <= cover ? limitOneWay : Math.sqrt((frameWidth * frameHeight) / (MIN_VISIBLE * area));
  const minScale = Math.max(contain, maxScale / ZOOM);
  const eased = 0.5 - 0.5 * Math.cos(Math.PI * Math.min(1, Math.max(0, p)));
  const scale = inward ? minScale + (maxScale - minScale) * eased : maxScale - (maxScale - minScale) * eased;
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  // The point of the picture at the frame's centre: from the middle toward the focus as it goes.
  const drift = 0.35 + 0.65 * eased;
  let cx = 0.5 + (focus.x - 0.5) * drift;
  let cy = 0.5 + (focus.y - 0.5) * drift;
  // Where the picture is larger than the frame, keep the frame inside it; where smaller, centre it.
  const clampCentre = (c: number, size: number, frame: number) => (size <= frame ? 0.5 : Math.min(1 - frame / size / 2, Math.max(frame / size / 2, c)));
  cx = clampCentre(cx, width, frameWidth);
  cy = clampCentre(cy, height, frameHeight);
  return { x: frameWidth / 2 - cx * width, y: frameHeight / 2 - cy * height, width, height };
}

/** The share of the picture's area inside the frame for a placement. */
export function visibleShare(place: Placement, frameWidth: number, frameHeight: number): number {
  const w = Math.max(0, Math.min(frameWidth, place.x + place.width) - Math.max(0, place.x));
  const h = Math.max(0, Math.min(frameHeight, place.y + place.height) - Math.max(0, place.y));
  return (w * h) / (place.width * place.height);
}

/**
 * The frame painter for a sequence of prepared pictures: each gets an equal share of the clip,
 * with a crossfade into the next.
 */
export function imageSequence(images: PreparedImage[], width: number, height: number, seconds: number, seed: number) {
  const share = seconds / Math.max(1, images.length);
  const fade = Math.min(0.6, share / 3);
  const draw = (ctx: SKRSContext2D, index: number, t: number, alpha: number) => {
    const item = images[index];
    if (!item) return;
    const p = Math.max(0, Math.min(1, (t - index * share) / share));
    const inward = (index + seed) % 2 === 0;
    const place = placement(item.image.width, item.image.height, width, height, item.focus, p, inward);
    ctx.globalAlpha = alpha;
    // The background breathes a little with the picture, so the whole frame moves.
    const grow = 1.06 + 0.04 * p;
    ctx.drawImage(item.background, (width - width * grow) / 2, (height - height * grow) / 2, width * grow, height * grow);
    ctx.drawImage(item.image, place.x, place.y, place.width, place.height);
    ctx.globalAlpha = 1;
  };
  return (ctx: SKRSContext2D, t: number) => {
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    const index = Math.min(images.length - 1, Math.floor(t / share));
    draw(ctx, index, t, 1);
    const intoNext = t - (index + 1) * share + fade;
    if (index + 1 < images.length && intoNext > 0) draw(ctx, index + 1, t, Math.min(1, intoNext / fade));
  };
}
