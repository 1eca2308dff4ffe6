/**
 * Security headers on every response. next.config.ts applies the fixed ones to pages, API
 * routes and static files alike; the Content-Security-Policy depends on the build (the hashes
 * of Next's inline bootstrap scripts) and on the sign-in providers configured, so the server
 * (src/main/web.ts) computes it once at start-up and sets it on every response.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
// next.config.ts loads this file, and Next compiles the config without the '@/' alias: relative imports here.
import { SCRIPT_LOADER } from '../../lib/script-loader';
import { THEME_INIT_SCRIPT } from '../../lib/theme';

/** MSAL's popup returns here; with a COOP header it could not reach the window that opened it. */
export const MSAL_REDIRECT_PATH = '/auth/msal-redirect';

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
  ];
  // Google's and Microsoft's sign-in popups must be able to talk back to this window.
  headers.push({ key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' });
  // Browsers ignore HSTS over plain HTTP, so a local production server is unaffected.
  if (production) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

export type CspOptions = {
  /** `'sha256-…'` sources of the inline scripts the build emits; absent in development. */
  scriptHashes?: string[];
  googleSignIn?: boolean;
  /** The MSAL authority URL when Microsoft sign-in is configured. */
  msalAuthority?: string;
  chatScriptUrl?: string;
  apiBase?: string;
  /** Where media may come from besides this origin (an S3 public URL). */
  mediaOrigins?: string[];
};

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The hash of _document's blocking theme script (src/lib/theme.ts), which must run before the first paint. */
const THEME_SCRIPT_HASH = sha256(THEME_INIT_SCRIPT);

/** The hash of _document's loader that starts the page's chunks after the first paint (src/lib/script-loader.ts). */
const LOADER_SCRIPT_HASH = sha256(SCRIPT_LOADER);

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The policy: scripts only from this origin, the hashed inline bootstrap, theme script and chunk
 * loader (no `unsafe-inline`, no `unsafe-eval`), Google Identity and Microsoft login origins only
 * when configured, no framing, no plugins. Without `scriptHashes` (the development server, whose
 * hot reload evaluates code) inline scripts and eval are allowed and the rest still applies.
 */
export function contentSecurityPolicy(options: CspOptions = {}): string {
  const chat = originOf(options.chatScriptUrl);
  const api = originOf(options.apiBase);
  const msal = originOf(options.msalAuthority);
  const media = (options.mediaOrigins ?? []).map(originOf).filter((origin): origin is string => origin !== null);
  const list = (...sources: (string | null | false | undefined)[]) => sources.filter(Boolean).join(' ');

  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['style-src', list("'self'", "'unsafe-inline'", options.googleSignIn && `${GOOGLE_GSI}style`, chat)],
    [
      'img-src',
      list("'self'", 'data:', 'blob:', options.googleSignIn && 'https://*.googleusercontent.com', chat, ...media),
    ],
    ['media-src', list("'self'", 'blob:', ...media)],
    ['font-src', list("'self'", 'data:')],
    [
      'connect-src',
      list(
        "'self'",
        api,
        options.googleSignIn && GOOGLE_GSI,
        msal,
        msal && 'https://login.microsoftonline.com',
        chat,
        ...media,
      ),
    ],
    ['frame-src', list(options.googleSignIn && GOOGLE_GSI, msal, chat) || "'none'"],
    // The captcha solves its proof of work in workers made from blobs.
    ['worker-src', "'self' blob:"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  // The development server's inline scripts change with every edit: there, inline scripts and eval
  // (hot reload) are allowed instead of hashes. Left to default-src, they were all blocked,
  // the theme script and the chunk loader among them.
  const inline = options.scriptHashes
    ? [...options.scriptHashes, THEME_SCRIPT_HASH, LOADER_SCRIPT_HASH]
    : ["'unsafe-inline'", "'unsafe-eval'"];
  directives.splice(1, 0, [
    'script-src',
    list("'self'", ...inline, options.googleSignIn && `${GOOGLE_GSI}client`, chat),
  ]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

type BuildManifest = {
  pagesChunkGroupBootstrapParams?: Record<string, unknown>;
  chunkLoadingGlobal?: string;
};

/**
 * The hash of every inline bootstrap script a page of this build can carry. Turbopack's pages
 * router writes one per page: the `/_app` and the page's chunk-group parameters pushed onto
 * the chunk-loading queue. Next's own functions build the text, so the hashes match what it
 * renders byte for byte.
 */
export async function bootstrapScriptHashes(distDir: string): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const params = manifest.pagesChunkGroupBootstrapParams;
  const global = manifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  const { getTurbopackChunkGroupBootstrap } = (await import('next/dist/server/get-page-files.js')) as unknown as {
    getTurbopackChunkGroupBootstrap: (
      params: Record<string, unknown>,
      global: string,
      pages: string[],
    ) => string | undefined;
  };
  const { htmlEscapeJsonString } = (await import('next/dist/shared/lib/htmlescape.js')) as unknown as {
    htmlEscapeJsonString: (value: string) => string;
  };
  const hashes = new Set<string>();
  for (const page of Object.keys(params)) {
    const script = getTurbopackChunkGroupBootstrap(params, global, page === '/_app' ? ['/_app'] : ['/_app', page]);
    if (script) hashes.add(sha256(htmlEscapeJsonString(script)));
  }
  return [...hashes];
}
