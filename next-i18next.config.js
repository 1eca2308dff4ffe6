// @ts-check
/**
 * next-i18next configuration, read on the server by serverSideTranslations and passed to
 * appWithTranslation on the client (serializeConfig is off so no server path reaches the page).
 * The locale list is the one of src/lib/i18n/locales.ts; a unit test keeps the two equal.
 */
const isServer = typeof window === 'undefined';

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es', 'fr', 'de', 'ru', 'ja', 'ar', 'pt', 'it', 'id', 'nl', 'vi', 'tr', 'ko', 'fa', 'hi', 'zh-CN'],
    localeDetection: false,
  },
  defaultNS: 'common',
  fallbackLng: 'en',
  localePath: isServer ? require('node:path').resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  serializeConfig: false,
  returnNull: false,
  interpolation: { escapeValue: false },
};
