// Studio and pricing screenshots for translators: node locale-shots.mjs BASE OUTDIR LOCALE[,LOCALE...] [--phone]
// Run from a directory whose node_modules has @playwright/test (e.g. cd /work/main).
import { chromium } from '@playwright/test';
const [base = 'http://127.0.0.1:3300', out = '/work/shots/locales', list = 'tr'] = process.argv.slice(2);
const phone = process.argv.includes('--phone');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const sizes = [['desktop', { width: 1280, height: 900 }], ...(phone ? [['phone', { width: 375, height: 800 }]] : [])];
for (const locale of list.split(',')) {
  for (const [name, viewport] of sizes) {
    const page = await browser.newPage({ viewport });
    for (const [route, path] of [['studio', 'app'], ['pricing', 'pricing']]) {
      await page.goto(`${base}/${locale === 'en' ? '' : `${locale}/`}${path}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForTimeout(700);
      await page.screenshot({ path: `${out}/${route}-${locale}-${name}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
console.log('screenshots in', out);
