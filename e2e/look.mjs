import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [360, 1280]) {
  const p = await b.newPage({ viewport: { width, height: 800 } });
  await p.goto('http://localhost:3950/product/1');
  await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shots/product-${width}.png`, fullPage: true });
  await p.goto('http://localhost:3950/ring-size-guide');
  await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/shots/ring-${width}.png` });
  await p.goto('http://localhost:3950/wishlist');
  await p.waitForTimeout(1000);
  await p.screenshot({ path: `/tmp/shots/wishlist-${width}.png` });
}
await b.close();
