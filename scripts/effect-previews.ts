/**
 * `npm run effect-previews`: draws the still preview of each effect template
 * (public/effects/<id>.jpg, served as `previewUrl` by GET /api/v1/video/effectTemplates) with
 * the engine itself, over a scene of its own. The files are committed; rerun after changing
 * an effect.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { drawEffect } from '../src/engine/effects';
import { drawScene, prepareScene, sceneFor } from '../src/engine/scene';
import { EFFECT_TEMPLATES } from '../src/lib/effect-templates';

const width = 480;
const height = 270;
const out = path.join('public', 'effects');
fs.mkdirSync(out, { recursive: true });
const state = prepareScene(sceneFor('a beach at sunset with waves and birds', 11), width, height, 11);
const canvas = createCanvas(width, height);
const ctx = canvas.getContext('2d');
for (const template of EFFECT_TEMPLATES) {
  drawEffect(template.id, ctx, { width, height, t: 1.2, total: 5, seed: 3, base: (c, t) => drawScene(c, state, t, 5) });
  fs.writeFileSync(path.join(out, `${template.id}.jpg`), canvas.encodeSync('jpeg', 78));
}
console.log(`${EFFECT_TEMPLATES.length} previews written to ${out}`);
