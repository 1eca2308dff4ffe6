/**
 * The local renderer's scenes (ARCHITECTURE.md "The video engine"): a prompt and a seed pick a
 * palette, a set of elements (sky, sun or moon, stars, clouds, mountains, sea, city, rain,
 * snow, fire, particles, birds), a camera motion and a pace. Words of the prompt steer the
 * choice; what they leave open is drawn from the seed, so different prompts visibly differ
 * and the same prompt and seed give the same frames.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hashText, type Rng, rng } from './random';

type Palette = { skyTop: string; skyBottom: string; ground: string[]; accent: string; light: string };

const PALETTES: Record<string, Palette> = {
  sunset: { skyTop: '#2b1055', skyBottom: '#ff8a4c', ground: ['#3d1f4a', '#2a1536', '#1a0d24'], accent: '#ffcf5c', light: '#ffe2b0' },
  night: { skyTop: '#02030f', skyBottom: '#1b2a5a', ground: ['#141c38', '#0d1328', '#070b18'], accent: '#f4f1c9', light: '#c9d6ff' },
  day: { skyTop: '#3a8dde', skyBottom: '#bfe3ff', ground: ['#5f9c5a', '#467a44', '#2f5a30'], accent: '#fff6c2', light: '#ffffff' },
  ocean: { skyTop: '#1f6fa8', skyBottom: '#a7dcf0', ground: ['#0e5a7a', '#0a4661', '#06334a'], accent: '#fff3c4', light: '#e8fbff' },
  forest: { skyTop: '#5b8f6e', skyBottom: '#d9ecc9', ground: ['#2f6b3a', '#1f4f2a', '#12351b'], accent: '#fff1b5', light: '#f2ffe6' },
  desert: { skyTop: '#e98b3a', skyBottom: '#ffd9a0', ground: ['#d9a05b', '#c0843f', '#9c652a'], accent: '#fff0c0', light: '#fff8e6' },
  snow: { skyTop: '#8fb3d9', skyBottom: '#eef5ff', ground: ['#dfe9f5', '#c6d6ea', '#a9bfdc'], accent: '#ffffff', light: '#ffffff' },
  fire: { skyTop: '#1a0500', skyBottom: '#7a1c00', ground: ['#2b0a00', '#1c0600', '#0f0300'], accent: '#ffb23e', light: '#ffd28a' },
  space: { skyTop: '#000004', skyBottom: '#2a0e4a', ground: ['#1a0a2e', '#10061f', '#070312'], accent: '#d6c2ff', light: '#ffffff' },
  city: { skyTop: '#161a3a', skyBottom: '#d2647a', ground: ['#20203a', '#17172c', '#0e0e1d'], accent: '#ffd166', light: '#ffe9b3' },
};

const KEYWORDS: Record<string, string[]> = {
  sunset: ['sunset', 'sunrise', 'dusk', 'dawn', 'golden', 'evening', 'atardecer', 'coucher', 'sonnenuntergang', 'закат', '夕日', '日落'],
  night: ['night', 'moon', 'midnight', 'dark', 'noche', 'nuit', 'nacht', 'ночь', '夜', 'notte', 'malam'],
  day: ['day', 'sunny', 'meadow', 'field', 'park', 'summer', 'día', 'jour', 'tag', 'день', '昼'],
  ocean: ['ocean', 'sea', 'beach', 'wave', 'waves', 'coast', 'island', 'mar', 'mer', 'meer', 'море', '海', 'laut', 'biển'],
  forest: ['forest', 'tree', 'trees', 'jungle', 'woods', 'bosque', 'forêt', 'wald', 'лес', '森', 'hutan'],
  desert: ['desert', 'dune', 'dunes', 'sand', 'sahara', 'desierto', 'désert', 'wüste', 'пустыня', '砂漠'],
  snow: ['snow', 'winter', 'ice', 'frozen', 'blizzard', 'nieve', 'neige', 'schnee', 'снег', '雪'],
  fire: ['fire', 'flame', 'flames', 'volcano', 'lava', 'burning', 'fuego', 'feu', 'feuer', 'огонь', '火'],
  space: ['space', 'galaxy', 'nebula', 'planet', 'stars', 'cosmos', 'universe', 'astronaut', 'espacio', 'espace', 'weltall', 'космос', '宇宙'],
  city: ['city', 'street', 'neon', 'skyline', 'downtown', 'urban', 'cyberpunk', 'tokyo', 'ciudad', 'ville', 'stadt', 'город', '都市', '城市'],
};

/** When a prompt names several settings, the more specific one sets the palette. */
const THEME_PRIORITY = ['city', 'space', 'fire', 'ocean', 'snow', 'desert', 'forest', 'sunset', 'night', 'day'];

const ELEMENT_WORDS: Record<string, string[]> = {
  rain: ['rain', 'rainy', 'storm', 'lluvia', 'pluie', 'regen', 'дождь', '雨', 'hujan'],
  snow: KEYWORDS.snow ?? [],
  birds: ['bird', 'birds', 'flock', 'seagull', 'pájaro', 'oiseau', 'vogel', 'птица', '鳥'],
  fast: ['fast', 'rush', 'speed', 'racing', 'quick', 'action', 'rápido', 'rapide', 'schnell'],
  slow: ['slow', 'calm', 'peaceful', 'gentle', 'quiet', 'serene', 'lento', 'calme', 'ruhig'],
  fireflies: ['firefly', 'fireflies', 'magic', 'sparkle', 'glitter', 'fairy', 'dream', 'dreamy'],
};

function hasWord(words: string[], list: string[]): boolean {
  return list.some((word) => words.includes(word) || (word.length > 1 && /[\u3040-\u9fff]/.test(word) && words.join(' ').includes(word)));
}

export type SceneSpec = {
  theme: string;
  palette: Palette;
  sun: 'sun' | 'moon' | null;
  stars: boolean;
  clouds: number;
  mountains: number;
  sea: boolean;
  city: boolean;
  rain: boolean;
  snow: boolean;
  fire: boolean;
  particles: boolean;
  birds: number;
  motion: 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right' | 'rise';
  pace: number;
};

/** The scene a prompt and seed describe. */
export function sceneFor(prompt: string, seed: number): SceneSpec {
  const words = prompt.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const random = rng(hashText(prompt) ^ seed);
  const matched = THEME_PRIORITY.filter((theme) => hasWord(words, KEYWORDS[theme] ?? []));
  const theme = matched[0] ?? random.pick(Object.keys(PALETTES));
  const palette = PALETTES[theme] as Palette;
  const dark = ['night', 'space', 'fire', 'city'].includes(theme);
  const pace = hasWord(words, ELEMENT_WORDS.fast ?? []) ? 2 : hasWord(words, ELEMENT_WORDS.slow ?? []) ? 0.5 : random.range(0.8, 1.3);
  return {
    theme,
    palette,
    sun: theme === 'space' || theme === 'fire' ? null : dark || matched.includes('night') ? 'moon' : random.chance(0.8) ? 'sun' : null,
    stars: dark || matched.includes('space'),
    clouds: ['day', 'sunset', 'ocean', 'forest', 'snow'].includes(theme) ? random.int(2, 6) : random.int(0, 2),
    mountains: ['forest', 'desert', 'snow', 'sunset', 'day'].includes(theme) ? random.int(2, 3) : theme === 'city' || theme === 'ocean' ? 0 : random.int(0, 2),
    sea: matched.includes('ocean') || (theme === 'sunset' && random.chance(0.4)),
    city: matched.includes('city'),
    rain: hasWord(words, ELEMENT_WORDS.rain ?? []),
    snow: theme === 'snow' || hasWord(words, ELEMENT_WORDS.snow ?? []),
    fire: matched.includes('fire'),
    particles: hasWord(words, ELEMENT_WORDS.fireflies ?? []) || theme === 'space' || random.chance(0.35),
    birds: hasWord(words, ELEMENT_WORDS.birds ?? []) ? random.int(4, 9) : random.chance(0.25) && !dark ? random.int(2, 4) : 0,
    motion: random.pick(['zoom-in', 'zoom-out', 'pan-left', 'pan-right', 'rise'] as const),
    pace,
  };
}

type Point = { x: number; y: number; r: number; s: number; p: number };

/** Precomputed positions, so each frame only moves what exists. */
export type SceneState = {
  spec: SceneSpec;
  width: number;
  height: number;
  stars: Point[];
  clouds: Point[];
  ridges: number[][];
  buildings: { x: number; w: number; h: number; windows: boolean[] }[];
  drops: Point[];
  flakes: Point[];
  embers: Point[];
  motes: Point[];
  birds: Point[];
};

export function prepareScene(spec: SceneSpec, width: number, height: number, seed: number): SceneState {
  const random: Rng = rng(seed ^ 0x9e3779b9);
  const scale = Math.max(width, height) / 640;
  const points = (n: number, make: () => Point) => Array.from({ length: n }, make);
  const ridges = Array.from({ length: spec.mountains }, (_, layer) => {
    const steps = 24;
    const base = 0.55 + layer * 0.1;
    const amp = 0.18 - layer * 0.04;
    let value = random.range(-1, 1);
    return Array.from({ length: steps + 1 }, () => {
      value = Math.max(-1, Math.min(1, value + random.range(-0.6, 0.6)));
      return base - amp * (0.5 + value / 2);
    });
  });
  const buildings: SceneState['buildings'] = [];
  if (spec.city) {
    let x = -20;
    while (x < width * 1.3) {
      const w = random.range(30, 80) * scale;
      const h = random.range(0.2, 0.55) * height;
      buildings.push({ x, w, h, windows: Array.from({ length: 60 }, () => random.chance(0.45)) });
      x += w + random.range(2, 10) * scale;
    }
  }
  return {
    spec,
    width,
    height,
    stars: spec.stars ? points(Math.round(140 * scale), () => ({ x: random.next() * width * 1.3, y: random.next() * height * 0.7, r: random.range(0.4, 1.6) * scale, s: random.next(), p: random.range(0, 6.28) })) : [],
    clouds: points(spec.clouds, () => ({ x: random.next() * width * 1.4, y: random.range(0.05, 0.35) * height, r: random.range(40, 90) * scale, s: random.range(4, 12) * scale, p: random.next() })),
    ridges,
    buildings,
    drops: spec.rain ? points(Math.round(160 * scale), () => ({ x: random.next() * width * 1.2, y: random.next() * height, r: random.range(8, 18) * scale, s: random.range(500, 800) * scale, p: 0 })) : [],
    flakes: spec.snow ? points(Math.round(120 * scale), () => ({ x: random.next() * width, y: random.next() * height, r: random.range(1, 3.2) * scale, s: random.range(20, 60) * scale, p: random.range(0, 6.28) })) : [],
    embers: spec.fire ? points(Math.round(90 * scale), () => ({ x: random.next() * width, y: random.next() * height, r: random.range(1, 3) * scale, s: random.range(40, 120) * scale, p: random.range(0, 6.28) })) : [],
    motes: spec.particles ? points(Math.round(40 * scale), () => ({ x: random.next() * width, y: random.next() * height, r: random.range(1.5, 4) * scale, s: random.range(5, 25) * scale, p: random.range(0, 6.28) })) : [],
    birds: points(spec.birds, () => ({ x: random.next() * width, y: random.range(0.1, 0.4) * height, r: random.range(5, 9) * scale, s: random.range(30, 70) * scale, p: random.range(0, 6.28) })),
  };
}

function wrap(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/** Draws the scene at time `t` seconds into `ctx` (the whole frame is painted). */
export function drawScene(ctx: SKRSContext2D, state: SceneState, t: number, total: number): void {
  const { spec, width, height } = state;
  const { palette } = spec;
  const pace = spec.pace;
  const progress = total > 0 ? t / total : 0;

  ctx.save();
  // Camera: a slow move over the whole clip.
  const zoom = spec.motion === 'zoom-in' ? 1 + 0.12 * progress : spec.motion === 'zoom-out' ? 1.12 - 0.12 * progress : 1.08;
  const panX = spec.motion === 'pan-left' ? -0.06 * width * progress : spec.motion === 'pan-right' ? 0.06 * width * (progress - 1) : 0;
  const panY = spec.motion === 'rise' ? 0.05 * height * (1 - progress) : 0;
  ctx.translate(width / 2 + panX, height / 2 + panY);
  ctx.scale(zoom, zoom);
  ctx.translate(-width / 2, -height / 2);

  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, palette.skyTop);
  sky.addColorStop(1, palette.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(-width * 0.1, -height * 0.1, width * 1.2, height * 1.2);

  for (const star of state.stars) {
    ctx.globalAlpha = 0.5 + 0.5 * Math.sin(star.p + t * (1 + star.s * 2));
    ctx.fillStyle = palette.light;
    ctx.fillRect(star.x - width * 0.15, star.y, star.r, star.r);
  }
  ctx.globalAlpha = 1;

  if (spec.sun) {
    const sx = width * (0.7 - 0.05 * progress);
    const sy = height * (spec.sun === 'moon' ? 0.22 : 0.28 + 0.04 * progress);
    const radius = Math.min(width, height) * (spec.sun === 'moon' ? 0.07 : 0.09);
    const glow = ctx.createRadialGradient(sx, sy, radius * 0.5, sx, sy, radius * 4);
    glow.addColorStop(0, `${palette.accent}aa`);
    glow.addColorStop(1, `${palette.accent}00`);
    ctx.fillStyle = glow;
    ctx.fillRect(sx - radius * 4, sy - radius * 4, radius * 8, radius * 8);
    ctx.fillStyle = palette.accent;
    ctx.beginPath();
    ctx.arc(sx, sy, radius, 0, Math.PI * 2);
    ctx.fill();
  }

  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  for (const cloud of state.clouds) {
    const x = wrap(cloud.x + t * cloud.s * pace, width * 1.4) - width * 0.2;
    for (let i = 0; i < 4; i += 1) {
      ctx.beginPath();
      ctx.ellipse(x + i * cloud.r * 0.45, cloud.y + (i % 2) * cloud.r * 0.12, cloud.r * 0.5, cloud.r * 0.28, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }

  state.ridges.forEach((ridge, layer) => {
    ctx.fillStyle = palette.ground[Math.min(layer, palette.ground.length - 1)] ?? '#222';
    ctx.beginPath();
    ctx.moveTo(-width * 0.1, height * 1.1);
    const drift = t * 3 * (layer + 1) * pace;
    ridge.forEach((y, i) => ctx.lineTo(-width * 0.1 + (i / (ridge.length - 1)) * width * 1.2 - drift * 0.2, y * height));
    ctx.lineTo(width * 1.1, height * 1.1);
    ctx.closePath();
    ctx.fill();
  });

  if (spec.sea) {
    const top = height * 0.62;
    ctx.fillStyle = palette.ground[0] ?? '#0e5a7a';
    ctx.fillRect(-width * 0.1, top, width * 1.2, height * 0.5);
    ctx.strokeStyle = `${palette.light}66`;
    ctx.lineWidth = Math.max(1, height / 240);
    for (let row = 0; row < 7; row += 1) {
      const y = top + (row + 1) * (height * 0.055);
      ctx.beginPath();
      for (let x = -width * 0.1; x <= width * 1.1; x += width / 40) {
        const wave = Math.sin(x / (width / 14) + t * 1.6 * pace + row) * (2 + row) * (height / 360);
        if (x === -width * 0.1) ctx.moveTo(x, y + wave);
        else ctx.lineTo(x, y + wave);
      }
      ctx.stroke();
    }
  }

  if (state.buildings.length > 0) {
    const shift = -t * 6 * pace;
    for (const building of state.buildings) {
      const x = building.x + shift;
      const y = height - building.h;
      ctx.fillStyle = palette.ground[1] ?? '#17172c';
      ctx.fillRect(x, y, building.w, building.h);
      const cols = Math.max(2, Math.floor(building.w / 12));
      const rows = Math.max(3, Math.floor(building.h / 16));
      const cw = building.w / cols;
      const rh = building.h / rows;
      ctx.fillStyle = palette.accent;
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < cols; c += 1) {
          if (building.windows[(r * cols + c) % building.windows.length]) ctx.fillRect(x + c * cw + cw * 0.25, y + r * rh + rh * 0.3, cw * 0.5, rh * 0.4);
        }
      }
    }
  }

  if (spec.fire) {
    const base = height * 0.95;
    for (let i = 0; i < 9; i += 1) {
      const x = width * (0.1 + i * 0.1);
      const flicker = 0.7 + 0.3 * Math.sin(t * 9 * pace + i * 1.7);
      const flame = ctx.createRadialGradient(x, base, 2, x, base - height * 0.2 * flicker, height * 0.3);
      flame.addColorStop(0, '#fff2a8');
      flame.addColorStop(0.3, palette.accent);
      flame.addColorStop(1, 'rgba(120,20,0,0)');
      ctx.fillStyle = flame;
      ctx.beginPath();
      ctx.ellipse(x, base - height * 0.12 * flicker, width * 0.06, height * 0.22 * flicker, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();

  // Weather and particles sit in front of the camera: they do not zoom.
  if (state.drops.length > 0) {
    ctx.strokeStyle = 'rgba(200,220,255,0.55)';
    ctx.lineWidth = Math.max(1, width / 640);
    ctx.beginPath();
    for (const drop of state.drops) {
      const y = wrap(drop.y + t * drop.s, height + drop.r) - drop.r;
      const x = wrap(drop.x - y * 0.15, width * 1.2) - width * 0.1;
      ctx.moveTo(x, y);
      ctx.lineTo(x - drop.r * 0.15, y + drop.r);
    }
    ctx.stroke();
  }
  if (state.flakes.length > 0) {
    ctx.fillStyle = 'rgba(255,255,255,0.9)';
    for (const flake of state.flakes) {
      const y = wrap(flake.y + t * flake.s * pace, height);
      const x = wrap(flake.x + Math.sin(t + flake.p) * 12, width);
      ctx.beginPath();
      ctx.arc(x, y, flake.r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  if (state.embers.length > 0) {
    ctx.fillStyle = palette.accent;
    for (const ember of state.embers) {
      const y = wrap(ember.y - t * ember.s * pace, height);
      const x = wrap(ember.x + Math.sin(t * 2 + ember.p) * 10, width);
      ctx.globalAlpha = y / height;
      ctx.fillRect(x, y, ember.r, ember.r);
    }
    ctx.globalAlpha = 1;
  }
  if (state.motes.length > 0) {
    for (const mote of state.motes) {
      const x = wrap(mote.x + Math.cos(t * 0.5 + mote.p) * mote.s, width);
      const y = wrap(mote.y + Math.sin(t * 0.7 + mote.p) * mote.s - t * 8, height);
      ctx.globalAlpha = 0.35 + 0.35 * Math.sin(t * 2 + mote.p);
      ctx.fillStyle = palette.light;
      ctx.beginPath();
      ctx.arc(x, y, mote.r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  if (state.birds.length > 0) {
    ctx.strokeStyle = 'rgba(20,20,30,0.85)';
    ctx.lineWidth = Math.max(1.2, width / 500);
    for (const bird of state.birds) {
      const x = wrap(bird.x + t * bird.s * pace, width * 1.2) - width * 0.1;
      const y = bird.y + Math.sin(t * 1.5 + bird.p) * 6;
      const flap = Math.sin(t * 10 + bird.p) * bird.r * 0.6;
      ctx.beginPath();
      ctx.moveTo(x - bird.r, y - flap);
      ctx.quadraticCurveTo(x - bird.r * 0.4, y - bird.r * 0.2, x, y);
      ctx.quadraticCurveTo(x + bird.r * 0.4, y - bird.r * 0.2, x + bird.r, y - flap);
      ctx.stroke();
    }
  }
}
