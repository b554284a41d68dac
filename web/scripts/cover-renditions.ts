import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags } from './chromium.ts';

/**
 * Writes a JPEG rendition beside each article cover in `public/blog/covers` (committed; rerun after adding or
 * editing a cover):
 *   node web/scripts/cover-renditions.ts
 * Link previews (Facebook, LinkedIn, X, Slack) ignore SVG images, so the crawler-readable pages name the JPEG in
 * og:image while the SPA keeps showing the SVG. The JPEGs are build inputs, not made at build time: the build
 * machine need not have a browser, and the files only change when a cover does.
 */
const covers = fileURLToPath(new URL('../public/blog/covers/', import.meta.url));
const size = { width: 1200, height: 630 };
/** Above this a previewer may time out or refuse the image; the covers are flat illustrations, far below it. */
const maxBytes = 120 * 1024;
/** Debian's Chromium, launched as the e2e suite does (e2e/support/browser.ts). Never a downloaded browser. */
const executablePath = '/usr/bin/chromium';

const browser = await chromium.launch({ executablePath, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  for (const name of readdirSync(covers).filter((file) => file.endsWith('.svg'))) {
    const target = `${covers}${name.replace(/\.svg$/, '.jpg')}`;
    await page.goto(pathToFileURL(`${covers}${name}`).href);
    await page.screenshot({ path: target, type: 'jpeg', quality: 80, clip: { x: 0, y: 0, ...size } });
    const bytes = statSync(target).size;
    process.stdout.write(`${name.replace(/\.svg$/, '.jpg')}: ${(bytes / 1024).toFixed(1)} KB\n`);
    if (bytes > maxBytes) throw new Error(`${target} is ${bytes} bytes, over the ${maxBytes} bytes a preview allows`);
  }
} finally {
  await browser.close();
}
