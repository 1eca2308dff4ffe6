/** What the indoor places share: a wall with a window on the sky outside, and lamplight at night. */
import { type Area, X, Y } from '../paint';
import type { Light } from '../stage';
import type { Window } from './setting-art';

/**
 * A wall over the whole layer with the window cut out of it (the back layer's sky shows there),
 * its frame and its cross bars.
 */
export function wallWithWindow(a: Area, wall: string, frame: string, window: Window): void {
  const { ctx } = a;
  const x = X(a, window.x0);
  const y = Y(a, window.y0);
  const w = (window.x1 - window.x0) * a.W;
  const h = (window.y1 - window.y0) * a.H;
  ctx.fillStyle = wall;
  ctx.beginPath();
  ctx.rect(0, 0, a.CW, a.CH);
  ctx.rect(x, y, w, h);
  ctx.fill('evenodd');
  ctx.strokeStyle = frame;
  ctx.lineWidth = a.H * 0.014;
  ctx.strokeRect(x, y, w, h);
  ctx.lineWidth = a.H * 0.008;
  ctx.beginPath();
  ctx.moveTo(x + w / 2, y);
  ctx.lineTo(x + w / 2, y + h);
  ctx.moveTo(x, y + h / 2);
  ctx.lineTo(x + w, y + h / 2);
  ctx.stroke();
  // The sill.
  ctx.fillStyle = frame;
  ctx.fillRect(x - a.H * 0.02, y + h, w + a.H * 0.04, a.H * 0.022);
}

/** Indoors at night the lamps light the room warmly, whatever the dark outside. */
export const lampLand = (light: Light) => (light.darkness > 0.5 ? '#8a7058' : light.landTint);
export const lampSubject = (light: Light) => (light.darkness > 0.5 ? '#e0c8a8' : light.subjectTint);
