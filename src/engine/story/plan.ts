/**
 * A story's scene plans: each shot understood by the animatic with the plans of the shots
 * before it as context, so subjects, their looks, the place and the time go on from shot to
 * shot (ARCHITECTURE.md "Stories").
 */
import { understand } from '@/engine/animatic/understand';
import type { ScenePlan } from '@/lib/scene-plan';

export function planStory(texts: string[], locale: string): ScenePlan[] {
  const plans: ScenePlan[] = [];
  for (const text of texts) plans.push(understand(text, { locale, context: [...plans] }));
  return plans;
}
