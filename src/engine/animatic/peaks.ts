/**
 * Named mountains as the backdrop of a place. understand.ts calls `raisePeaks`: "富士山", "the
 * Matterhorn", "un volcán" are not a small sprite on the grass but the scene's great peak, set in
 * the plan's `peak` (the mountains when the prompt named no other outdoor place); draw.ts paints it
 * large in the far land (`paintPeak`), before the land is lit, and a volcano's fire after
 * (`paintPeakFire`), so that it glows at night.
 */
import type { ScenePlan } from '@/lib/scene-plan';
import { type Area, mix, X, Y } from './paint';
import { SETTING_ART } from './settings';
import { mentions } from './mentions';
import { PEAK_WORDS } from './words/peaks';

type Kind = NonNullable<ScenePlan['peak']>['kind'];
const KIND_OF_EMOJI: Record<string, Kind> = { '🗻': 'cone', '🌋': 'volcano' };
const KINDS: Kind[] = ['horn', 'cone', 'volcano'];

/** Whether a peak can stand over the place: outdoors, on land that has a far distance. */
function hasDistance(plan: ScenePlan): boolean {
  const art = SETTING_ART[plan.setting];
  return !art.indoors && !art.surface && !art.ground.submerged && !art.noFarLand;
}

export function raisePeaks(plan: ScenePlan, text: string, locale: string, placeNamed: boolean): void {
  let word: string | undefined;
  let kind = KINDS.find((k) => {
    word = mentions(text, locale, PEAK_WORDS, k) ?? undefined;
    return !!word;
  });
  const sprite = plan.subjects.find((s) => KIND_OF_EMOJI[s.emoji.replace(/\ufe0f/g, '')] && !s.count);
  // The sprite's word is the whole name as written ("富士山", "monte Fuji").
  if (sprite && (!kind || kind === KIND_OF_EMOJI[sprite.emoji.replace(/\ufe0f/g, '')])) {
    kind = KIND_OF_EMOJI[sprite.emoji.replace(/\ufe0f/g, '')];
    word = sprite.word ?? word;
  }
  if (!kind) return;
  if (!placeNamed || SETTING_ART[plan.setting].air) plan.setting = 'mountains';
  if (!hasDistance(plan)) return;
  if (sprite) {
    const i = plan.subjects.indexOf(sprite);
    plan.subjects.splice(i, 1);
    for (const s of plan.subjects)
      if (s.heldBy === i) delete s.heldBy;
      else if (s.heldBy !== undefined && s.heldBy > i) s.heldBy -= 1;
  }
  plan.peak = word ? { kind, word: word.slice(0, 80) } : { kind };
}

/** The peak's outline: its foot below the place's horizon (the nearer land hides it), its top high in the sky. */
function shape(kind: Kind, horizon: number) {
  const foot = horizon + 0.06;
  if (kind === 'horn') return { cx: 0.52, top: 0.06, foot, half: 0.34 };
  if (kind === 'volcano') return { cx: 0.5, top: 0.2, foot, half: 0.46 };
  return { cx: 0.5, top: 0.12, foot, half: 0.5 };
}

/** Paints the peak into the far layer of the place whose horizon is `horizon`. */
export function paintPeak(a: Area, kind: Kind, horizon: number): void {
  const { ctx } = a;
  const { cx, top, foot, half } = shape(kind, horizon);
  const h = foot - top;
  ctx.save();
  ctx.beginPath();
  if (kind === 'horn') {
    // A leaning pyramid: a long ridge on one side, a steep face and a shoulder on the other.
    ctx.moveTo(X(a, cx - half * 1.3), Y(a, foot));
    ctx.lineTo(X(a, cx - half * 0.45), Y(a, top + h * 0.55));
    ctx.lineTo(X(a, cx - half * 0.12), Y(a, top + h * 0.2));
    ctx.lineTo(X(a, cx), Y(a, top));
    ctx.lineTo(X(a, cx + half * 0.14), Y(a, top + h * 0.22));
    ctx.lineTo(X(a, cx + half * 0.2), Y(a, top + h * 0.4));
    ctx.lineTo(X(a, cx + half * 0.55), Y(a, top + h * 0.62));
    ctx.lineTo(X(a, cx + half), Y(a, foot));
  } else {
    // A cone whose slopes steepen towards the top, with a flat crater rim.
    const rim = kind === 'volcano' ? half * 0.16 : half * 0.07;
    ctx.moveTo(X(a, cx - half), Y(a, foot));
    ctx.quadraticCurveTo(X(a, cx - half * 0.3), Y(a, foot - h * 0.12), X(a, cx - rim), Y(a, top));
    ctx.lineTo(X(a, cx + rim), Y(a, top));
    ctx.quadraticCurveTo(X(a, cx + half * 0.3), Y(a, foot - h * 0.12), X(a, cx + half), Y(a, foot));
  }
  ctx.closePath();
  const body = kind === 'volcano' ? '#5b4a4c' : kind === 'horn' ? '#6d7486' : '#5a6f9f';
  const gradient = ctx.createLinearGradient(0, Y(a, top), 0, Y(a, foot));
  gradient.addColorStop(0, mix(body, '#ffffff', 0.08));
  gradient.addColorStop(1, mix(body, '#223048', 0.35));
  ctx.fillStyle = gradient;
  ctx.fill();
  ctx.clip();
  if (kind !== 'volcano') {
    // Snow from the top down, its edge running down the gullies in streaks.
    const line = kind === 'horn' ? top + h * 0.42 : top + h * 0.34;
    ctx.fillStyle = '#f4f7fb';
    ctx.beginPath();
    ctx.moveTo(X(a, cx - half * 1.4), Y(a, top - 0.05));
    const steps = 18;
    for (let i = 0; i <= steps; i++) {
      const fx = cx - half * 1.4 + (half * 2.8 * i) / steps;
      const streak = i % 2 === 0 ? h * 0.1 : -h * 0.04;
      ctx.lineTo(X(a, fx), Y(a, line + streak - Math.abs(fx - cx) * 0.25));
    }
    ctx.lineTo(X(a, cx + half * 1.4), Y(a, top - 0.05));
    ctx.closePath();
    ctx.fill();
  }
  if (kind === 'horn') {
    // The shaded face, rock and snow alike, the light coming from the start side.
    ctx.fillStyle = 'rgba(20,28,45,0.28)';
    ctx.beginPath();
    ctx.moveTo(X(a, cx), Y(a, top));
    ctx.lineTo(X(a, cx + half * 0.05), Y(a, foot));
    ctx.lineTo(X(a, cx + half * 1.2), Y(a, foot));
    ctx.lineTo(X(a, cx + half * 1.2), Y(a, top));
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  if (kind === 'volcano') {
    // Ash rising from the crater and drifting off, in billows that grow as they go.
    for (let i = 0; i < 7; i++) {
      const k = i / 6;
      ctx.fillStyle = `rgba(${92 + i * 6},${88 + i * 6},${90 + i * 6},${0.9 - k * 0.35})`;
      ctx.beginPath();
      ctx.arc(X(a, cx + k * k * 0.16), Y(a, top - 0.02 - k * 0.17), (0.025 + k * 0.035) * a.H, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** A volcano's fire: the glowing crater and lava down its slope, painted after the light so it glows at night. */
export function paintPeakFire(a: Area, kind: Kind, horizon: number): void {
  if (kind !== 'volcano') return;
  const { ctx } = a;
  const { cx, top, foot, half } = shape(kind, horizon);
  const h = foot - top;
  const rim = half * 0.16;
  ctx.save();
  const glow = ctx.createRadialGradient(X(a, cx), Y(a, top), 0, X(a, cx), Y(a, top), 0.09 * a.H);
  glow.addColorStop(0, 'rgba(255,190,80,0.85)');
  glow.addColorStop(1, 'rgba(255,90,30,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(X(a, cx) - 0.1 * a.H, Y(a, top) - 0.1 * a.H, 0.2 * a.H, 0.2 * a.H);
  ctx.strokeStyle = '#ff7a1a';
  ctx.lineCap = 'round';
  for (const [dx, len, w] of [
    [-0.6, 0.55, 0.012],
    [0.1, 0.4, 0.009],
    [0.55, 0.3, 0.008],
  ] as const) {
    ctx.lineWidth = w * a.H;
    ctx.beginPath();
    ctx.moveTo(X(a, cx + dx * rim), Y(a, top));
    ctx.quadraticCurveTo(
      X(a, cx + dx * rim * 1.6),
      Y(a, top + h * len * 0.5),
      X(a, cx + dx * rim * 2.4),
      Y(a, top + h * len),
    );
    ctx.stroke();
  }
  ctx.restore();
}
