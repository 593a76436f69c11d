// Screenshots a running Kurio at 375 px and 1280 px: node scripts/screenshot.mjs http://localhost:3000/login out-prefix
import { chromium } from '@playwright/test';

const [url, prefix = '/tmp/shot'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 800 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
