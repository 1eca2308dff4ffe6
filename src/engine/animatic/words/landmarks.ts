/**
 * Where buildings stand when the prompt names no place. The emoji index files them all under the
 * city, but a castle stands on a hill in the countryside, a church in its village, a hut in the
 * woods; a named place still wins ("a castle in the city").
 */
import type { Setting } from '@/lib/scene-plan';

export const BUILDING_PLACE: Record<string, Setting> = {
  '🏰': 'meadow',
  '🏯': 'meadow',
  '⛪': 'village',
  '🛖': 'forest',
  '🏚️': 'forest',
};

/** Buildings that stand on a hill of their own in open country (stage.ts raises them on one). */
export const ON_A_HILL = new Set(['🏰', '🏯']);
