/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { i18nFor, messages, renderWithI18n } from '../../tests/support/i18n-render';
import { CAMERAS, MOTIONS, type ScenePlan, SETTINGS, TIMES_OF_DAY, WEATHERS } from '@/lib/scene-plan';
import { SceneChips } from './SceneChips';

const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'ru',
  'ja',
  'ar',
  'pt',
  'it',
  'id',
  'nl',
  'vi',
  'tr',
  'ko',
  'fa',
  'hi',
  'zh-CN',
];
const app = (locale: string) => messages(locale, 'app');

async function renderIn(locale: string, scene: ScenePlan) {
  return renderWithI18n(await i18nFor(['app'], locale), <SceneChips scene={scene} />);
}

const balloon: ScenePlan = {
  subjects: [{ emoji: '🎈', label: 'balloon', word: 'Luftballon', motion: 'rise', color: '#d93025' }],
  setting: 'mountains',
  timeOfDay: 'sunrise',
  weather: 'clear',
  camera: 'static',
};

describe('SceneChips (issue 15: what the animatic understood)', () => {
  it('names each subject in the prompt’s own word with its motion, then the place and the time', async () => {
    await renderIn('en', balloon);
    const items = within(screen.getByTestId('scene-chips'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['🎈 Luftballon · rising', 'mountains', 'sunrise']);
    // The prompt's word may be in another script than the page: it is isolated, so an Arabic word
    // does not turn a German chip around.
    expect(screen.getByTestId('scene-chips').querySelector('bdi')?.textContent).toBe('🎈 Luftballon');
  });

  it('leaves out what the prompt never asked for, and shows weather and camera when it did', async () => {
    await renderIn('en', {
      subjects: [{ emoji: '🐈', label: 'cat', motion: 'idle' }],
      setting: 'room',
      timeOfDay: 'night',
      weather: 'rain',
      camera: 'push-in',
    });
    const items = within(screen.getByTestId('scene-chips'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['🐈 cat', 'room', 'night', 'rain', 'camera pushes in']);
  });

  it('shows a colour the prompt gave a subject as a swatch', async () => {
    await renderIn('en', balloon);
    const swatch = screen.getByTestId('scene-chips').querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(swatch.style.backgroundColor).toBe('rgb(217, 48, 37)');
  });

  it.each(LOCALES)('has a word for every motion, setting, time, weather and camera in %s', (locale) => {
    const scene = app(locale).scene;
    const missing = [
      ...MOTIONS.map((value) => ['motions', value]),
      ...SETTINGS.map((value) => ['settings', value]),
      ...TIMES_OF_DAY.map((value) => ['times', value]),
      ...WEATHERS.map((value) => ['weathers', value]),
      ...CAMERAS.map((value) => ['cameras', value]),
    ].filter(
      ([group, value]) =>
        typeof scene?.[group as string]?.[value as string] !== 'string' ||
        scene[group as string][value as string].trim() === '',
    );
    expect(missing).toEqual([]);
  });
});
