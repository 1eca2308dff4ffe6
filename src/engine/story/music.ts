/** A story's music bed: the engine's own music ambience (audio.ts), as long as the story. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { synthesize, wav } from '../audio';

export async function musicBed(seconds: number, options: { seed: number; dir: string }): Promise<string> {
  const file = path.join(options.dir, 'music.wav');
  await fs.writeFile(file, wav(synthesize('music', seconds, options.seed), seconds));
  return file;
}
