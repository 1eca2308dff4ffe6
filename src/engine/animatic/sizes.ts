/**
 * How big things are, so the animatic draws them in plausible proportions: a person beside a
 * bus is smaller than the bus, a blossom smaller than its tree, and a person in a kitchen fills
 * more of the frame than one in the mountains. Sizes are the largest extent of the thing as its
 * emoji draws it, in metres; what is not listed keeps the size its place in the prompt gives it.
 * stage.ts turns these into the sprites' sizes, squeezed: a screen cannot show a mountain and a
 * person at their true ratio and keep the person visible.
 */
import type { SceneSubject, Setting } from '@/lib/scene-plan';
import { SETTING_ART } from './settings';
import { ART_METRES } from './words/drawn';
import { isFigure } from './people';

const METRES: Record<string, number> = {};
const sized = (metres: number, emojis: string) => {
  for (const e of emojis.split(' ')) if (e) METRES[e] = metres;
};
sized(0.03, '🐝 🐞 🐜 🦗 🕷️ 🐛 🪲 🪰 🦟');
sized(0.08, '🦋 🐌 🍄 🌸 🌼 🌷 🌹 🥀 🌺 🍀 🍃 🍂 🍁 🌿 🪻 🪷 💐');
sized(0.15, '🐤 🐥 🐣 🐁 🐭 🦔 🍎 🍌 🍓 🍒 🍊 🍋 🥕 🎈 ☕ 🍵 🍰 🎂 🧁 🍕 🍩 🍪 ⚽ 🏀');
sized(0.3, '🐦 🐧 🐟 🐠 🐡 🦜 🐸 🐢 🦀 🐇 🐰 🐹 🐿️ 🦉 🕊️ 🦆 🐓 🐔 🦩 📦 🎁 🌵');
sized(0.5, '🐈 🐱 🐈‍⬛ 🦊 🦝 🦦 🐙 🦑 🦅 🦢');
sized(0.8, '🐕 🐶 🦮 🐕‍🦺 🐩 🐺 🐑 🐐 🐖 🐷 🦘 🐆 🐅 🦁 🐯 🦁 🚲 🛹 ☃️ ⛄ 🌻');
sized(1.8, '🧑 👩 👨 🧒 🦌 🐻 🐼 🐻‍❄️ 🦭 🐬 🏍️ 🛵 🦈 🐊');
sized(2.5, '🐎 🐴 🐄 🐮 🐂 🐃 🦬 🐪 🐫 🦓 🦄 🏇 🦍');
sized(4, '🚗 🚕 🚙 🚓 🏎️ 🐘 🦛 🦏 🚜 🛶 🚣');
sized(7, '🦒 🚐 🚑 🚚 ⛵ 🛥️ 🚤 🦖 🦕 🐳 🐋');
sized(10, '🌳 🌲 🌴 🏠 🏡 🚌 🚎 🚒 🛻 🚁');
sized(30, '🏢 🏛️ ⛪ 🕌 🏰 🏯 🎡 🚢 ⛴️ 🚂 🚆 🚄 🚅 🚃 ✈️ 🛩️ 🎢');
sized(80, '🗼 🏟️ 🚀 🛸 🌉 🗽');
sized(1500, '🏔️ ⛰️ 🌋 🗻 🏝️');

/** A person's figure: a child's is smaller than a grown-up's. */
function figureMetres(subject: SceneSubject): number {
  if (/^baby\b/.test(subject.label)) return 0.7;
  if (/^(girl|boy|child)\b/.test(subject.label)) return 1.25;
  return /horse/.test(subject.label) ? 2.5 : 1.8;
}

/** The size of what a subject's emoji draws, in metres, or undefined when we do not know it. */
function metresOf(subject: SceneSubject): number | undefined {
  if (subject.art) return ART_METRES[subject.art];
  if (isFigure(subject.emoji)) return figureMetres(subject);
  return METRES[subject.emoji] ?? METRES[subject.emoji.replace(/\ufe0f/g, '')] ?? METRES[`${subject.emoji}\ufe0f`];
}

/** How strongly true ratios are squeezed on screen (1 would be true scale). */
const SQUEEZE = 0.55;
/** The largest ratio between two subjects' sizes on screen. */
const MAX_RATIO = 6;

/**
 * Each subject's size relative to the main (first) one's, from what they are: 1 for the main
 * subject, undefined when either size is unknown. The ratio is squeezed and bounded.
 */
export function relativeSizes(subjects: SceneSubject[]): (number | undefined)[] {
  const main = subjects[0] ? metresOf(subjects[0]) : undefined;
  return subjects.map((subject, i) => {
    const m = metresOf(subject);
    if (i === 0) return 1;
    if (main === undefined || m === undefined) return undefined;
    const r = (m / main) ** SQUEEZE;
    return Math.max(1 / MAX_RATIO, Math.min(MAX_RATIO, r));
  });
}

/**
 * A gentle scale for the place: the largest subject named looks larger where the frame shows
 * little (a room) than where it shows much (mountains), within ±15 % or so, so a lone subject
 * stays easy to see wherever it is.
 */
export function placeScale(subjects: SceneSubject[], setting: Setting): number {
  const largest = Math.max(0, ...subjects.map((s) => metresOf(s) ?? 0));
  if (largest === 0) return 1;
  const view = SETTING_ART[setting].view;
  return Math.max(0.72, Math.min(1.12, 1 + 0.16 * Math.log10((largest / view) * 4)));
}

/**
 * The height (frame fraction) of a thing resting on a surface in a room: true to the room's view
 * but squeezed, so a cup is small beside the window and the cupboards yet still seen, and a cat
 * on a sill fits in the window.
 */
export function restingSize(subject: SceneSubject, setting: Setting): number {
  const metres = metresOf(subject) ?? 0.25;
  const view = SETTING_ART[setting].view;
  return Math.max(0.1, Math.min(0.24, 0.9 * (metres / view) ** 0.6));
}
