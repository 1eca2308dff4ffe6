import type { NextConfig } from 'next';
import i18nConfig from './next-i18next.config.js';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n: i18nConfig.i18n,
  // Locale files are read from disk by serverSideTranslations at request time for SSR pages.
  outputFileTracingIncludes: { '/**': ['./public/locales/**/*'] },
};

export default nextConfig;
