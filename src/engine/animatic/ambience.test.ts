import { describe, expect, it } from 'vitest';
import type { ScenePlan } from '@/lib/scene-plan';
import { quietPlan as scene } from '../../../tests/support/plans';
import { sceneAmbience } from './ambience';

describe('sceneAmbience', () => {
  it.each<[Partial<ScenePlan>, string]>([
    [{ weather: 'rain' }, 'rain'],
    [{ weather: 'storm', setting: 'sea' }, 'rain'],
    [{ weather: 'snow', setting: 'forest' }, 'wind'],
    [{ weather: 'wind' }, 'wind'],
    [{ setting: 'sea', timeOfDay: 'night' }, 'sea'],
    [{ setting: 'beach' }, 'sea'],
    [{ setting: 'underwater' }, 'sea'],
    [{ setting: 'city', timeOfDay: 'night' }, 'city'],
    [{ setting: 'street' }, 'city'],
    [{ setting: 'mountains' }, 'wind'],
    [{ setting: 'desert' }, 'wind'],
    [{ setting: 'space' }, 'music'],
    [{ setting: 'room' }, 'music'],
    [{ setting: 'lake' }, 'birds'],
    [{ setting: 'forest', timeOfDay: 'dawn' }, 'birds'],
    [{ setting: 'meadow', timeOfDay: 'night' }, 'wind'],
    [{ setting: 'room', subjects: [{ emoji: '🔥', label: 'fire', motion: 'idle' }] }, 'fire'],
  ])('%o sounds of %s', (overrides, ambience) => {
    expect(sceneAmbience(scene(overrides))).toBe(ambience);
  });
});
