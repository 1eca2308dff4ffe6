import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const [,, url, out, w = '1280', h = '900'] = process.argv;
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(url);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
