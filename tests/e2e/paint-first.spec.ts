import { expect, test } from './fixtures';

// The page's own scripts start after its first paint (src/lib/script-loader.ts): the browser
// shows the server-rendered page before React and Next start up, and the page still hydrates.
test.describe('scripts start after the first paint', () => {
  for (const path of ['/', '/ar/use-kling-ai', '/app']) {
    test(`on ${path}`, async ({ page, consoleErrors }) => {
      // The first frame the page renders: its rAF callbacks run in that frame's rendering update,
      // right before the paint. (The paint timing entry carries the frame's later presentation time.)
      await page.addInitScript(() => {
        requestAnimationFrame((time) => {
          (window as unknown as { firstFrame: number }).firstFrame = time;
        });
      });
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      // No chunk is fetched by the parser: they are all listed, in order, for the loader.
      expect(html).not.toMatch(/<script[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*\bdefer/);
      const listed = JSON.parse(
        (await page.locator('script#script-loader').getAttribute('data-scripts')) ?? '[]',
      ) as string[];
      expect(listed.length).toBeGreaterThan(3);
      expect(listed.every((src) => src.startsWith('/_next/static/'))).toBe(true);

      const timing = await page.evaluate(() => {
        const frame = (window as unknown as { firstFrame?: number }).firstFrame ?? Number.NaN;
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
        const order = [...document.querySelectorAll('script[src]')].map(
          (s) => new URL((s as HTMLScriptElement).src).pathname,
        );
        return { frame, parsed: parsed.domContentLoadedEventStart, scripts, order };
      });
      // Every listed chunk was added to the page, in the listed order, and fetched once the document
      // was parsed and its first frame rendered.
      expect(timing.order.slice(0, listed.length)).toEqual(listed);
      for (const src of listed) {
        const fetched = timing.scripts.find((entry) => entry.name === src);
        expect(fetched, src).toBeDefined();
        expect(fetched!.start, src).toBeGreaterThanOrEqual(timing.parsed);
        expect(fetched!.start, src).toBeGreaterThan(timing.frame);
      }
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(consoleErrors).toEqual([]);
      // Each chunk carries V8's compile hint on its first line (scripts/compile-hints.mjs).
      for (const src of listed.slice(0, 3)) {
        const body = await (await page.request.get(src)).text();
        expect(body.split('\n', 1)[0], src).toBe('//# allFunctionsCalledOnLoad');
      }
    });
  }
});
