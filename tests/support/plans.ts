import type { ScenePlan } from '@/lib/scene-plan';

/** A quiet scene plan for tests (an empty meadow by day, clear, a still camera) with overrides. */
export const quietPlan = (overrides: Partial<ScenePlan> = {}): ScenePlan => ({
  subjects: [],
  setting: 'meadow',
  timeOfDay: 'day',
  weather: 'clear',
  camera: 'static',
  ...overrides,
});
