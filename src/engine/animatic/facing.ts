/**
 * Which way each subject sprite looks, so a moving thing faces where it goes (a plane never flies
 * backwards). Read off the Fluent Emoji flat drawings themselves (sprites.ts), not off Unicode's
 * reference glyphs: most of the set's animals and vehicles face left, a few face right, some are
 * seen from the front. A front view does not travel sideways: a vehicle drawn head-on travels as
 * its side-view sibling instead. Skin tones and the man/woman forms share their base's drawing.
 */

export type Facing = 'left' | 'right' | 'front';

/**
 * Sprites whose front points right (the set's default is left). Keys without variation selectors,
 * skin tones or gender suffixes.
 */
const FACES_RIGHT = new Set([
  '🏊', // person swimming
  '🚣', // person rowing a boat
  '🐦‍⬛', // black bird
  '🛼', // roller skate
  '✈', // airplane (nose up and right)
  '🛩', // small airplane (nose up and right)
  '🚀', // rocket (nose up and right)
]);

/** Vehicles drawn head-on, and the side view of the same thing they travel as. */
const SIDE_VIEW: Record<string, string> = {
  '🚘': '🚗', // oncoming automobile
  '🚍': '🚌', // oncoming bus
  '🚔': '🚓', // oncoming police car
  '🚖': '🚕', // oncoming taxi
  '🚆': '🚂', // train: a locomotive, its carriages drawn behind it (draw.ts)
  '🚅': '🚄', // bullet train, nose-on
  '🚇': '🚈', // metro
  '🚊': '🚋', // tram
  '🚞': '🚃', // mountain railway
};

/** Sprites seen from the front or from above: no side to face. */
const FACES_FRONT = new Set([
  '🦊',
  '🐺',
  '🐻',
  '🐻‍❄',
  '🦁',
  '🐯',
  '🐶',
  '🐱',
  '🐮',
  '🐷',
  '🐵',
  '🐸',
  '🐭',
  '🐹',
  '🐰',
  '🐼',
  '🐨',
  '🐧',
  '🦉',
  '🦋',
  '🐞',
  '🪰',
  '🐊',
  '🐍',
  '🦎',
  '🦂',
  '🦀',
  '🦞',
  '🦑',
  '🐙',
  '🪼',
  '🛸',
  '🎈',
  '🪁',
  '🧍',
  '🧑',
  '👩',
  '👨',
  '👧',
  '👦',
  '👶',
  '🧒',
  '👴',
  '👵',
  '🧓',
  '🦸',
  '🦹',
  '🧚',
  '🧞',
  '👻',
  // Head-on vehicles (SIDE_VIEW's keys).
  ...Object.keys(SIDE_VIEW),
  '🚉',
]);

/** How far a sprite's nose points above the horizontal (radians): diagonal planes and rockets. */
const NOSE_UP: Record<string, number> = {
  '✈': 0.68,
  '🛩': 0.62,
  '🚀': Math.PI / 4,
};

/** Things on wheels or rails: they roll, they do not bounce or lean like a runner. */
const ON_WHEELS = new Set([
  '🚗',
  '🚕',
  '🚙',
  '🚌',
  '🚎',
  '🏎',
  '🚓',
  '🚑',
  '🚒',
  '🚐',
  '🛻',
  '🚚',
  '🚛',
  '🚜',
  '🛺',
  '🚲',
  '🛴',
  '🛵',
  '🏍',
  '🦽',
  '🦼',
  '🚂',
  '🚃',
  '🚄',
  '🚅',
  '🚈',
  '🚋',
  '🚝',
  '🚟',
  // Head-on vehicles (SIDE_VIEW's keys).
  ...Object.keys(SIDE_VIEW),
  '🛹',
  '🛼',
]);

/** The key of an emoji's drawing: without variation selectors, skin tones or a man/woman suffix. */
function drawingKey(emoji: string): string {
  return emoji
    .replace(/\u200d[\u2640\u2642]\ufe0f?/gu, '')
    .replace(/[\u{1f3fb}-\u{1f3ff}]/gu, '')
    .replace(/\ufe0f/g, '');
}

/** Which way the sprite of an emoji looks. */
export function spriteFacing(emoji: string): Facing {
  const key = drawingKey(emoji);
  if (FACES_RIGHT.has(key)) return 'right';
  if (FACES_FRONT.has(key)) return 'front';
  return 'left';
}

/** The emoji a subject is drawn as while it travels sideways: the side view of a head-on vehicle. */
export function travellingSprite(emoji: string): string {
  return SIDE_VIEW[drawingKey(emoji)] ?? emoji;
}

/** The rotation (radians, clockwise on screen) that levels the unmirrored sprite's nose. */
export function levelling(emoji: string): number {
  return NOSE_UP[drawingKey(emoji)] ?? 0;
}

/** Whether a subject rolls on wheels or rails. */
export function onWheels(emoji: string): boolean {
  return ON_WHEELS.has(drawingKey(emoji));
}
