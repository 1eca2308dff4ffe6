/**
 * Images to video (issue 15): each image moves with a slow zoom and pan aimed at its
 * interesting region, is never cropped by more than a quarter, and whatever of the frame it
 * leaves uncovered shows a blurred, darkened copy of the same image.
 *
 * Contract (tested in images.test.ts):
 * - Every frame shows at least `MIN_VISIBLE_SHARE` (75 %) of the image's area, and at least
 *   `MIN_VISIBLE_SIDE` of each of its sides, so a crop never hides more than a quarter.
 * - The focus is sharp's attention strategy: `resize({fit:'cover', position:
 *   sharp.strategy.attention})` reports the focal point it chose as `info.attentionX/Y`
 *   (sharp ≥ 0.33, typed in sharp's index.d.ts `OutputInfo`), in the coordinates of the
 *   image resized to cover the requested box (before the crop). We divide by that resized
 *   size to get a fraction of the image.
 * - All sharp work (focus, the image at its largest drawn size, the blurred backdrop) is
 *   done once per image before the frame loop; a frame is two or four drawImage calls.
 */
import { type Image, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

const MIN_VISIBLE_SHARE = 0.75;
/** Neither side may lose more than this much either (a 75 % area could be a thin strip). */
export const MIN_VISIBLE_SIDE = 0.8;
/** Aim a little inside the limits so rounding never crosses them. */
const SAFETY = 0.02;

export type Focus = { x: number; y: number };

export type PreparedImage = {
  /** The image, already scaled to the largest size a frame draws it at (never upscaled). */
  image: Image;
  /** Frame-sized, cover-fit, blurred and darkened copy of the same image. */
  backdrop: Image;
  /** Size of the source image, in pixels (the shape the geometry is computed from). */
  width: number;
  height: number;
  /** Interesting region's centre as a fraction of the image (0..1 on each axis). */
  focus: Focus;
};

/** Where and how large one image is drawn in a frame. */
export type View = { scale: number; x: number; y: number; drawnWidth: number; drawnHeight: number };

/** The share of the image's width and height that a view leaves inside the frame. */
export function visibleSides(view: View, frameWidth: number, frameHeight: number): { x: number; y: number } {
  const side = (start: number, size: number, frame: number) =>
    (Math.min(frame, start + size) - Math.max(0, start)) / size;
  return { x: side(view.x, view.drawnWidth, frameWidth), y: side(view.y, view.drawnHeight, frameHeight) };
}

export function visibleShare(view: View, frameWidth: number, frameHeight: number): number {
  const sides = visibleSides(view, frameWidth, frameHeight);
  return sides.x * sides.y;
}

/** Scale (frame px per image px) at which the image just fits whole inside the frame. */
function containScale(width: number, height: number, frameWidth: number, frameHeight: number) {
  return Math.min(frameWidth / width, frameHeight / height);
}

/** The largest scale that still keeps the visible-share and visible-side limits. */
function maxScale(width: number, height: number, frameWidth: number, frameHeight: number): number {
  const visibleAt = (scale: number) => {
    const x = Math.min(1, frameWidth / (width * scale));
    const y = Math.min(1, frameHeight / (height * scale));
    return x * y >= MIN_VISIBLE_SHARE + SAFETY && Math.min(x, y) >= MIN_VISIBLE_SIDE + SAFETY;
  };
  let low = containScale(width, height, frameWidth, frameHeight);
  // Past cover scale / MIN_VISIBLE_SIDE both sides are cropped below the limit.
  let high = Math.max(frameWidth / width, frameHeight / height) / MIN_VISIBLE_SIDE;
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (visibleAt(middle)) low = middle;
    else high = middle;
  }
  return low;
}

const ease = (p: number) => p * p * (3 - 2 * p);

/**
 * The view at `progress` (0..1) through an image's share of the clip. `inward`: push in from
 * the whole image (centred) to the largest allowed zoom centred as near the focus as the
 * frame allows; otherwise the same path backwards (pull out from the focus).
 */
export function viewAt(
  width: number,
  height: number,
  focus: Focus,
  frameWidth: number,
  frameHeight: number,
  progress: number,
  inward: boolean,
): View {
  const p = ease(Math.max(0, Math.min(1, inward ? progress : 1 - progress)));
  const low = containScale(width, height, frameWidth, frameHeight);
  const high = maxScale(width, height, frameWidth, frameHeight);
  const scale = low + (high - low) * p;
  const drawnWidth = width * scale;
  const drawnHeight = height * scale;
  // The centre of the view, in image fractions, slides from the middle toward the focus,
  // held where the image still covers the frame on that axis (or centred if it cannot).
  const axis = (target: number, drawn: number, frame: number) => {
    const wanted = 0.5 + (target - 0.5) * p;
    const half = Math.min(0.5, frame / drawn / 2);
    const centre = Math.max(half, Math.min(1 - half, wanted));
    return frame / 2 - centre * drawn;
  };
  return {
    scale,
    x: axis(focus.x, drawnWidth, frameWidth),
    y: axis(focus.y, drawnHeight, frameHeight),
    drawnWidth,
    drawnHeight,
  };
}

/** The interesting region's centre, as fractions of the image, from sharp's attention crop. */
async function attentionFocus(input: Buffer): Promise<Focus> {
  const probeSide = 256;
  // Upright first (EXIF orientation), so the size we divide by is the size sharp resized.
  const upright = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const { info } = await sharp(upright.data)
    .resize({ width: probeSide, height: probeSide, fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // attentionX/Y are in the image resized to cover probeSide², before the crop.
  const scale = Math.max(probeSide / width, probeSide / height);
  const x = info.attentionX === undefined ? 0.5 : info.attentionX / (width * scale);
  const y = info.attentionY === undefined ? 0.5 : info.attentionY / (height * scale);
  return { x: Math.max(0, Math.min(1, x)), y: Math.max(0, Math.min(1, y)) };
}

/** Everything a frame needs from one image, computed once before the frame loop. */
export async function prepareImage(input: Buffer, frameWidth: number, frameHeight: number): Promise<PreparedImage> {
  // The upright size from the header alone (EXIF orientations 5–8 swap the sides).
  const meta = await sharp(input).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = (swap ? meta.height : meta.width) ?? 1;
  const height = (swap ? meta.width : meta.height) ?? 1;
  const scale = maxScale(width, height, frameWidth, frameHeight);
  // The largest size a frame draws it at: the big photo is decoded once, and everything after
  // (focus, backdrop) works on this smaller copy; the frame loop only ever scales it down.
  const drawnWidth = Math.max(1, Math.min(width, Math.ceil(width * scale)));
  const drawnHeight = Math.max(1, Math.min(height, Math.ceil(height * scale)));
  const picture = await sharp(input)
    .rotate()
    .resize(drawnWidth, drawnHeight, { fit: 'fill' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const focus = await attentionFocus(picture);
  // Blur at a quarter size then scale back up: the same soft look for a fraction of the work.
  const smallWidth = Math.max(8, Math.round(frameWidth / 4));
  const smallHeight = Math.max(8, Math.round(frameHeight / 4));
  const blurred = await sharp(picture)
    .resize(smallWidth, smallHeight, { fit: 'cover', position: sharp.strategy.attention })
    .blur(Math.max(2, Math.min(smallWidth, smallHeight) / 16))
    .modulate({ brightness: 0.5, saturation: 0.8 })
    .png()
    .toBuffer();
  const backdrop = await sharp(blurred)
    .resize(frameWidth, frameHeight, { fit: 'fill', kernel: 'cubic' })
    .blur(1.5)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { image: await loadImage(picture), backdrop: await loadImage(backdrop), width, height, focus };
}

export async function prepareImages(
  inputs: Buffer[],
  frameWidth: number,
  frameHeight: number,
): Promise<PreparedImage[]> {
  const prepared: PreparedImage[] = [];
  // One at a time: sharp already uses the cores, and memory stays at one photo's worth.
  for (const input of inputs) prepared.push(await prepareImage(input, frameWidth, frameHeight));
  return prepared;
}

/** Each image gets an equal share of the clip, crossfading into the next. */
export function imageSequence(images: PreparedImage[], width: number, height: number, seconds: number, seed: number) {
  const share = seconds / Math.max(1, images.length);
  const fade = Math.min(0.6, share / 3);
  const paint = (ctx: SKRSContext2D, i: number, t: number, alpha: number) => {
    const item = images[i];
    if (!item) return;
    const progress = (t - i * share) / share;
    const view = viewAt(item.width, item.height, item.focus, width, height, progress, (i + seed) % 2 === 0);
    ctx.globalAlpha = alpha;
    ctx.drawImage(item.backdrop, 0, 0, width, height);
    ctx.drawImage(item.image, view.x, view.y, view.drawnWidth, view.drawnHeight);
    ctx.globalAlpha = 1;
  };
  return (ctx: SKRSContext2D, t: number) => {
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, width, height);
    const index = Math.min(images.length - 1, Math.floor(t / share));
    paint(ctx, index, t, 1);
    const intoNext = t - (index + 1) * share + fade;
    if (index + 1 < images.length && intoNext > 0) paint(ctx, index + 1, t, Math.min(1, intoNext / fade));
  };
}
