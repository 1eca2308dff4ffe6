/**
 * Every route of SPEC §2 with a concrete path to visit and the namespaces it must load, shared
 * by the integration and browser suites.
 */
export type RouteCase = { path: string; namespaces: string[] };

const base = ['common', 'get-started'];

export const ROUTE_CASES: RouteCase[] = [
  { path: '/', namespaces: [...base, 'home'] },
  { path: '/pricing', namespaces: [...base, 'pricing'] },
  { path: '/gen3-free', namespaces: [...base, 'gen3Free'] },
  { path: '/gen3-future', namespaces: [...base, 'gen3Future'] },
  { path: '/vidu-studio', namespaces: [...base, 'vidu'] },
  { path: '/use-kling-ai', namespaces: [...base, 'useKlingAi'] },
  { path: '/use-luma-ai', namespaces: [...base, 'useLumaAi'] },
  { path: '/privacy-policy', namespaces: [...base, 'privacyPolicy'] },
  { path: '/terms-of-use', namespaces: [...base, 'termsUse'] },
  { path: '/help', namespaces: [...base, 'help'] },
  { path: '/user/settings', namespaces: [...base, 'userSetting', 'apiKeys', 'webhooks', 'myData'] },
  { path: '/developers', namespaces: [...base, 'developers'] },
  { path: '/user/billing', namespaces: [...base, 'userSetting'] },
  { path: '/app', namespaces: [...base, 'app', 'pricing'] },
  { path: '/edit', namespaces: [...base, 'app', 'pricing'] },
  { path: '/edit/features', namespaces: [...base, 'pricing'] },
  { path: '/features/text-to-video', namespaces: [...base, 'pricing'] },
  { path: '/features/upscale-video', namespaces: [...base, 'pricing'] },
];

/** Feature slugs of the catch-all and the mode each preselects. */
export const FEATURE_CASES: [string, string][] = [
  ['text-to-video', 'generate'],
  ['image-to-video', 'generate'],
  ['video-effects', 'effect'],
  ['add-sound', 'sound'],
  ['add-speech', 'speech'],
  ['extend-video', 'extend'],
  ['upscale-video', 'upscale'],
];

export const LOCALES = [
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

export function localized(locale: string, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
