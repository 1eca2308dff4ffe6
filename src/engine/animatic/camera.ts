/**
 * The animatic's camera moves: where the camera is at each moment of the clip, how much of a move
 * each layer of the place follows, and which part of the subjects' plane stays in frame all along.
 * The moves are meant to be seen: a push-in brings the whole place closer (sky and far land too,
 * a little less than the near ground), a pan or a tilt travels a clear share of the frame, a drone
 * shot rises and flies forward over the place, and a clip that names no move still drifts, slowly,
 * so the picture never freezes.
 */
import type { Camera } from '@/lib/scene-plan';

/** Zoom of the subjects' plane, and its shift in fractions of the frame (positive: right, down). */
export type CameraState = { zoom: number; dx: number; dy: number };

type Box = { x0: number; y0: number; x1: number; y1: number };

/** The push-in's closest zoom, and the pull-out's start. */
const PUSH_ZOOM = 1.35;
/** A push-in closes in on the subjects' middle, a little below the frame's: the ground stays in view. */
const PUSH_ANCHOR_Y = 0.62;
/** A pan's shift either side of the middle: 0.18 of the frame in all. */
const PAN_SHIFT = 0.09;
/** A tilt's shift either side of the middle. */
const TILT_SHIFT = 0.07;
/** The drift of a clip with no camera word: a slow slide, whole pixels, cheap to draw. */
const DRIFT_SHIFT = 0.012;
/** A drone flies forward this much (zoom) while it rises (the place slides down). */
const DRONE_ZOOM = 1.25;
const DRONE_RISE = { from: -0.04, to: 0.06 };

/**
 * The camera at progress p (0…1, already eased) of its move. Moves past the clip's end hold
 * (extend keeps the last framing).
 */
export function cameraMove(kind: Camera, p: number): CameraState {
  const push = (zoom: number): CameraState => ({ zoom, dx: 0, dy: (PUSH_ANCHOR_Y - 0.5) * (1 - zoom) });
  switch (kind) {
    case 'push-in':
      return push(1 + (PUSH_ZOOM - 1) * p);
    case 'pull-out':
      return push(PUSH_ZOOM - (PUSH_ZOOM - 1) * p);
    case 'pan-left':
      // The camera turns left: the scene slides right.
      return { zoom: 1, dx: PAN_SHIFT * (2 * p - 1), dy: 0 };
    case 'pan-right':
      return { zoom: 1, dx: -PAN_SHIFT * (2 * p - 1), dy: 0 };
    case 'tilt-up':
      // The camera looks up: the scene slides down.
      return { zoom: 1, dx: 0, dy: TILT_SHIFT * (2 * p - 1) };
    case 'tilt-down':
      return { zoom: 1, dx: 0, dy: -TILT_SHIFT * (2 * p - 1) };
    case 'drone':
      return {
        zoom: 1 + (DRONE_ZOOM - 1) * p,
        dx: 0,
        dy: DRONE_RISE.from + (DRONE_RISE.to - DRONE_RISE.from) * p,
      };
    default:
      // No move asked for: the camera drifts right, the place slides left.
      return { zoom: 1, dx: DRIFT_SHIFT * (1 - 2 * p), dy: 0 };
  }
}

/**
 * How much of a move a layer of parallax `parallax` (far 0.3 … near 1) follows: its share of the
 * slide and its share of the zoom. A pan or tilt turns the camera, so every layer slides nearly
 * alike; a push-in or a drone flies through the place, so far layers grow less than near ones,
 * but they do grow (a push-in that left the sky alone read as a zoom on the subject only).
 */
function layerShare(kind: Camera, parallax: number): { slide: number; zoom: number } {
  switch (kind) {
    case 'pan-left':
    case 'pan-right':
    case 'tilt-up':
    case 'tilt-down':
      return { slide: 0.5 + 0.5 * parallax, zoom: 0 };
    case 'push-in':
    case 'pull-out':
      return { slide: parallax, zoom: 0.6 + 0.4 * parallax };
    case 'drone':
      return { slide: parallax, zoom: 0.5 + 0.5 * parallax };
    default:
      return { slide: parallax, zoom: 0 };
  }
}

/** The camera as a layer of the given parallax sees it. */
export function cameraForLayer(kind: Camera, camera: CameraState, parallax: number): CameraState {
  const share = layerShare(kind, parallax);
  return { zoom: 1 + (camera.zoom - 1) * share.zoom, dx: camera.dx * share.slide, dy: camera.dy * share.slide };
}

/** Where the frame must keep the subjects, in fractions of it: a small margin from every edge. */
const FRAME = { x0: 0.01, y0: 0.01, x1: 0.99, y1: 0.99 } as const;

/**
 * The part of `safe` (the subjects' plane, fractions) that stays inside the frame over the whole
 * move: lanes laid out in it keep their subjects in frame whatever the camera does.
 */
export function safeZone(kind: Camera, safe: Box): Box {
  const box = { ...safe };
  for (let step = 0; step <= 40; step += 1) {
    const c = cameraMove(kind, step / 40);
    box.x0 = Math.max(box.x0, 0.5 + (FRAME.x0 - 0.5 - c.dx) / c.zoom);
    box.x1 = Math.min(box.x1, 0.5 + (FRAME.x1 - 0.5 - c.dx) / c.zoom);
    box.y0 = Math.max(box.y0, 0.5 + (FRAME.y0 - 0.5 - c.dy) / c.zoom);
    box.y1 = Math.min(box.y1, 0.5 + (FRAME.y1 - 0.5 - c.dy) / c.zoom);
  }
  return box;
}
