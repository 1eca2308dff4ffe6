/**
 * `npx tsx scripts/animatic-frames.ts [out-dir] [t]`: PNG frames of hand-written scene plans
 * drawn by the animatic (src/engine/animatic), to judge the pictures, not only the tests.
 * Writes docs/animatic/dev/<name>.png at 640×360 by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { ScenePlan } from '@/lib/scene-plan';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';

export const DEV_PLANS: Record<string, ScenePlan> = {
  'balloon-mountains-sunrise': {
    subjects: [{ emoji: '🎈', label: 'balloon', motion: 'rise', color: '#d93025' }],
    setting: 'mountains',
    timeOfDay: 'sunrise',
    weather: 'clear',
    camera: 'tilt-up',
  },
  'sailboat-sea-sunset': {
    subjects: [{ emoji: '⛵', label: 'sailboat', motion: 'sail' }],
    setting: 'sea',
    timeOfDay: 'sunset',
    weather: 'clear',
    camera: 'pan-right',
  },
  'fish-underwater': {
    subjects: [
      { emoji: '🐟', label: 'fish', motion: 'swim' },
      { emoji: '🐠', label: 'tropical fish', motion: 'swim' },
    ],
    setting: 'underwater',
    timeOfDay: 'day',
    weather: 'clear',
    camera: 'static',
  },
  'car-city-night-rain': {
    subjects: [{ emoji: '🚗', label: 'automobile', motion: 'drive' }],
    setting: 'city',
    timeOfDay: 'night',
    weather: 'rain',
    camera: 'push-in',
  },
  'fox-forest-snow': {
    subjects: [{ emoji: '🦊', label: 'fox', motion: 'walk' }],
    setting: 'forest',
    timeOfDay: 'day',
    weather: 'snow',
    camera: 'pan-left',
  },
  'rocket-space': {
    subjects: [{ emoji: '🚀', label: 'rocket', motion: 'rise' }],
    setting: 'space',
    timeOfDay: 'night',
    weather: 'clear',
    camera: 'static',
  },
  'lighthouse-sea-night': {
    subjects: [{ emoji: '🗼', label: 'lighthouse', motion: 'idle', art: 'lighthouse' }],
    setting: 'beach',
    timeOfDay: 'night',
    weather: 'clear',
    camera: 'pull-out',
  },
  'three-meadow-day': {
    subjects: [
      { emoji: '🐕', label: 'dog', motion: 'run' },
      { emoji: '🦋', label: 'butterfly', motion: 'fly' },
      { emoji: '🌻', label: 'sunflower', motion: 'sway' },
    ],
    setting: 'meadow',
    timeOfDay: 'day',
    weather: 'wind',
    camera: 'static',
  },
};

if (require.main === module) {
  const out = process.argv[2] ?? 'docs/animatic/dev';
  const t = Number(process.argv[3] ?? 2.5);
  const only = process.argv[4];
  fs.mkdirSync(out, { recursive: true });
  for (const [name, plan] of Object.entries(DEV_PLANS)) {
    if (only && !name.includes(only)) continue;
    const canvas = createCanvas(640, 360);
    const painter = prepare(stage(plan, 7, 640, 360, 5));
    drawFrame(canvas.getContext('2d'), painter, t);
    fs.writeFileSync(path.join(out, `${name}.png`), canvas.toBuffer('image/png'));
  }
  console.log(`frames written to ${out}`);
}
