/**
 * The route label of a request: the pattern Next routes it by (`/api/v1/video/detail/[id]`),
 * never the path itself, so ids, tokens and unknown paths cannot grow the metrics without bound.
 * The patterns are the build's pages manifest; a page's locale prefix is left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_CODES } from '@/lib/i18n/locales';

type Matcher = { pattern: string; test: RegExp; rank: number };

/** Our own paths, answered before Next or rewritten to an API route by the HTTP entry. */
const PREFIXES: [string, string][] = [
  ['/_next/static/', '/_next/static'],
  ['/_next/data/', '/_next/data'],
  ['/_next/', '/_next'],
  ['/media/', '/media'],
];
const FIXED = new Set(['/metrics', '/sitemap.xml', '/robots.txt']);

function matcherOf(pattern: string): Matcher {
  const parts = pattern.split('/').filter(Boolean);
  const source = parts
    .map((part) => {
      if (/^\[\[\.\.\..+\]\]$/.test(part)) return '(?:/.+)?';
      if (/^\[\.\.\..+\]$/.test(part)) return '/.+';
      if (/^\[.+\]$/.test(part)) return '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // Fixed segments before dynamic ones, and a catch-all last: Next's own precedence.
  const rank = parts.reduce(
    (sum, part) => sum + (part.startsWith('[...') || part.startsWith('[[...') ? 100 : part.startsWith('[') ? 1 : 0),
    0,
  );
  return { pattern, test: new RegExp(`^${source}/?$`), rank };
}

/** A labeller for the build in `nextDir`; with no manifest (a development server) pages are `other`. */
export function routePatterns(nextDir: string): (pathname: string) => string {
  let patterns: string[] = [];
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'server', 'pages-manifest.json'), 'utf8'));
    patterns = Object.keys(manifest).filter((key) => !key.startsWith('/_'));
  } catch {
    // No build to read: prefixes and fixed paths still get their labels.
  }
  const exact = new Set(patterns.filter((pattern) => !pattern.includes('[')));
  const dynamic = patterns
    .filter((pattern) => pattern.includes('['))
    .map(matcherOf)
    .sort((a, b) => a.rank - b.rank || b.pattern.length - a.pattern.length);
  const locales = new Set<string>(LOCALE_CODES);

  return (pathname: string) => {
    for (const [prefix, label] of PREFIXES) if (pathname.startsWith(prefix)) return label;
    if (FIXED.has(pathname)) return pathname;
    let rest = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    if (!rest.startsWith('/api/')) {
      const first = rest.split('/')[1] ?? '';
      if (locales.has(first)) rest = rest.slice(first.length + 1) || '/';
    }
    if (exact.has(rest)) return rest;
    // An unknown API path is Next's 404, not the pages' catch-all.
    const api = rest.startsWith('/api/');
    return (
      dynamic.find((matcher) => matcher.pattern.startsWith('/api/') === api && matcher.test.test(rest))?.pattern ??
      'other'
    );
  };
}
