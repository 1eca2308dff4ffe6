/**
 * `npx tsx scripts/og-image.ts`: draws public/og.jpg, the 1200×630 picture link previews show
 * for pages that have none of their own (a shared video uses its cover). Committed; rerun after
 * a change of brand colours.
 */
import fs from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { drawFrame, prepare } from '@/engine/animatic/draw';
import { stage } from '@/engine/animatic/stage';

const width = 1200;
const height = 630;
const canvas = createCanvas(width, height);
const ctx = canvas.getContext('2d');
// A beach at sunset with waves and a bird, drawn by the animatic.
const plan = {
  subjects: [{ emoji: '🐦', label: 'bird', motion: 'fly' }],
  setting: 'beach',
  timeOfDay: 'sunset',
  weather: 'clear',
  camera: 'static',
} as const;
drawFrame(ctx, prepare(stage({ ...plan, subjects: [...plan.subjects] }, 11, width, height, 5)), 2);
const shade = ctx.createLinearGradient(0, 0, width, 0);
shade.addColorStop(0, 'rgba(20, 14, 48, 0.86)');
shade.addColorStop(0.65, 'rgba(20, 14, 48, 0.35)');
shade.addColorStop(1, 'rgba(20, 14, 48, 0)');
ctx.fillStyle = shade;
ctx.fillRect(0, 0, width, height);
ctx.fillStyle = '#ffffff';
ctx.font = '700 96px sans-serif';
ctx.fillText('▶ Vidloom', 80, 300);
ctx.font = '400 40px sans-serif';
ctx.fillStyle = 'rgba(255,255,255,0.9)';
ctx.fillText('Short videos from a prompt or a few images', 84, 380);
fs.writeFileSync('public/og.jpg', canvas.encodeSync('jpeg', 82));
console.log('public/og.jpg written');
