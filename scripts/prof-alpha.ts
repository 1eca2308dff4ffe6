import { createCanvas } from '@napi-rs/canvas';
import { drawScene, prepareScene, sceneFor } from '../src/engine/scene';
const [w, h] = [1920, 1080];
async function main() {
  for (const prompt of ['a snowy forest in winter', 'a calm sunset over the sea', 'a neon city at night with rain and a big moon']) {
    for (let rep = 0; rep < 2; rep++) for (const alpha of [true, false]) {
      const state = prepareScene(sceneFor(prompt, 7), w, h, 7);
      const canvas = createCanvas(w, h); const ctx = canvas.getContext('2d', { alpha });
      let ras = 0, copy = 0;
      for (let f = 0; f < 60; f++) {
        drawScene(ctx, state, f / 24, 5); const b = performance.now(); ctx.getImageData(0, 0, 1, 1); const c = performance.now(); canvas.data(); copy += performance.now() - c; ras += c - b;
        await new Promise((r) => setImmediate(r));
      }
      const px = canvas.data();
      console.log(prompt.slice(0, 10), 'alpha', alpha, 'raster', (ras / 60).toFixed(2), 'copy', (copy / 60).toFixed(2), 'px0', [...px.subarray(0, 4)].join(','), 'len', px.length);
    }
  }
}
void main();
