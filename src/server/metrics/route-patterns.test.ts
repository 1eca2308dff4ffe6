import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routePatterns } from './route-patterns';

function build(pages: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidloom-routes-'));
  fs.mkdirSync(path.join(dir, 'server'));
  const manifest = Object.fromEntries(pages.map((page) => [page, `pages${page}.js`]));
  fs.writeFileSync(path.join(dir, 'server', 'pages-manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('routePatterns', () => {
  const routeOf = routePatterns(
    build([
      '/_app',
      '/_document',
      '/',
      '/pricing',
      '/app',
      '/app/[...path]',
      '/[...path]',
      '/features/[path]',
      '/api/health',
      '/api/v1/video/detail/[id]',
      '/api/media/[...key]',
    ]),
  );

  it('labels a request by the pattern Next routes it by, never by its ids', () => {
    expect(routeOf('/api/v1/video/detail/vid_123')).toBe('/api/v1/video/detail/[id]');
    expect(routeOf('/api/health')).toBe('/api/health');
    expect(routeOf('/features/text-to-video')).toBe('/features/[path]');
    expect(routeOf('/app/vid_9')).toBe('/app/[...path]');
    expect(routeOf('/app')).toBe('/app');
  });

  it('leaves out a page’s locale, but not an API path’s first segment', () => {
    expect(routeOf('/de/pricing')).toBe('/pricing');
    expect(routeOf('/zh-CN/app/vid_1')).toBe('/app/[...path]');
    expect(routeOf('/ar')).toBe('/');
    expect(routeOf('/')).toBe('/');
  });

  it('puts unknown pages under the catch-all page, and unknown API paths under other', () => {
    expect(routeOf('/no/such/page')).toBe('/[...path]');
    expect(routeOf('/api/no-such-route')).toBe('other');
    expect(routeOf('/api/v1/video/detail/a/b')).toBe('other');
  });

  it('groups static files, media and our own paths', () => {
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(routeOf('/_next/data/build/en/app.json')).toBe('/_next/data');
    expect(routeOf('/media/videos/u/v/video.mp4')).toBe('/media');
    expect(routeOf('/metrics')).toBe('/metrics');
    expect(routeOf('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('labels pages other without a build to read', () => {
    const none = routePatterns(path.join(os.tmpdir(), 'vidloom-no-build'));
    expect(none('/pricing')).toBe('other');
    expect(none('/_next/static/x.js')).toBe('/_next/static');
  });
});
