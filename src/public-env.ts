/**
 * The browser's view of the configuration: the NEXT_PUBLIC_* variables, which Next inlines at
 * build time (it only replaces literal `process.env.NEXT_PUBLIC_X` references). Kept apart from
 * src/env.ts so the client bundle does not carry zod; src/env.ts validates these same values
 * at build and at start-up.
 */
const clean = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export const DEFAULT_MSAL_AUTHORITY = 'https://login.microsoftonline.com/common';

export const rawPublicEnv = {
  NEXT_PUBLIC_API_BASE: process.env.NEXT_PUBLIC_API_BASE,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: process.env.NEXT_PUBLIC_CHAT_SCRIPT_URL,
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID,
  NEXT_PUBLIC_MSAL_CLIENT_ID: process.env.NEXT_PUBLIC_MSAL_CLIENT_ID,
  NEXT_PUBLIC_MSAL_AUTHORITY: process.env.NEXT_PUBLIC_MSAL_AUTHORITY,
};

export const publicEnv = {
  NEXT_PUBLIC_API_BASE: clean(rawPublicEnv.NEXT_PUBLIC_API_BASE),
  NEXT_PUBLIC_CHAT_SCRIPT_URL: clean(rawPublicEnv.NEXT_PUBLIC_CHAT_SCRIPT_URL),
  NEXT_PUBLIC_GOOGLE_CLIENT_ID: clean(rawPublicEnv.NEXT_PUBLIC_GOOGLE_CLIENT_ID),
  NEXT_PUBLIC_MSAL_CLIENT_ID: clean(rawPublicEnv.NEXT_PUBLIC_MSAL_CLIENT_ID),
  NEXT_PUBLIC_MSAL_AUTHORITY: clean(rawPublicEnv.NEXT_PUBLIC_MSAL_AUTHORITY) ?? DEFAULT_MSAL_AUTHORITY,
};

/**
 * The site's origin for canonical links, the sitemap and share URLs: next.config.ts inlines it
 * at build from PUBLIC_URL (or localhost and PORT).
 */
export const SITE_ORIGIN = (process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
