import type { NextConfig } from 'next';
import i18nConfig from './next-i18next.config.js';
import { parsePublicEnv } from './src/env';
import { rawPublicEnv } from './src/public-env';
import { MSAL_REDIRECT_PATH, securityHeaders } from './src/server/http/security-headers';

// The NEXT_PUBLIC_* values are baked into the bundle now: refuse a bad one at build time.
parsePublicEnv(rawPublicEnv);

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Canonical and hreflang URLs of statically built pages use the origin known at build time.
  env: {
    NEXT_PUBLIC_SITE_URL: (process.env.PUBLIC_URL?.trim() || `http://localhost:${process.env.PORT ?? 3000}`).replace(
      /\/+$/,
      '',
    ),
  },
  poweredByHeader: false,
  // Bundled into the server chunks rather than imported from node_modules at run time: as an
  // external it is a hundred ES modules, and Node 24 reads drizzle-orm's 180 kB package.json
  // again for each (about a CPU-second at every start).
  transpilePackages: ['drizzle-orm'],
  // Read when the server starts (this file is loaded then too, not only at build time). With it,
  // Next loads every page's code at start-up so that no first visit waits for it; PRELOAD_PAGES=0
  // loads each page on its first request instead, for processes that live seconds and serve a
  // few routes (the tests' servers).
  experimental: { preloadEntriesOnStart: process.env.PRELOAD_PAGES !== '0' },
  i18n: i18nConfig.i18n,
  // PGlite loads its WASM from its own package folder; pg and pino are Node libraries.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'pino',
    'geoip-country',
    'sharp',
    'file-type',
    '@napi-rs/canvas',
    '@ffmpeg-installer/ffmpeg',
    '@ffprobe-installer/ffprobe',
    '@aws-sdk/client-s3',
    '@aws-sdk/s3-request-presigner',
  ],
  // Locale files are read from disk by serverSideTranslations at request time for SSR pages.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    // The later rule wins for a key both set: MSAL's return page gets COOP unsafe-none (no isolation).
    // The Content-Security-Policy is set by the server (src/main/web.ts): it needs the build's hashes.
    return [
      { source: '/:path*', headers: securityHeaders(production) },
      { source: MSAL_REDIRECT_PATH, headers: [{ key: 'Cross-Origin-Opener-Policy', value: 'unsafe-none' }] },
    ];
  },
  outputFileTracingIncludes: { '/**': ['./public/locales/**/*', './drizzle/**/*'] },
};

export default nextConfig;
