import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, useBrowser } from '../support/browser.ts';

/**
 * A public page's first paint is the content service's copy of it (`#prerendered`): its texts and covers show while
 * the app's code is on its way, the app's root hidden beside it. The app then renders its first page and removes
 * the copy in the same commit: nothing shifts, and no later paint is larger than the copy's (issue #15's Lighthouse
 * target counts the largest paint).
 */
const pages = [
  {
    path: '/blog/privacy-friendly-analytics',
    copyTitle: 'Counting visitors without cookies',
    appTitle: '#root article h1',
  },
  { path: '/blog', copyTitle: 'Blog', appTitle: '#root h1' },
];

/** A phone's viewport, where a cover is the largest thing on the first screen. */
const phone = { viewport: { width: 412, height: 823 } };

/** Holds the app's scripts until released: what a reader sees while they are on their way. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

interface PaintRecord {
  shifts: number[];
  largest: { inCopy: boolean; time: number }[];
}

declare global {
  interface Window {
    paintRecord: PaintRecord;
  }
}

/** Records every layout shift and largest-paint candidate from the page's start, and whether it was the copy's. */
function recordPaints() {
  const record: PaintRecord = { shifts: [], largest: [] };
  window.paintRecord = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
      record.largest.push({ inCopy: !!entry.element?.closest('#prerendered'), time: entry.startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const paints = (page: Page) => page.evaluate(() => window.paintRecord);

describe('the first paint of a public page', () => {
  const browser = useBrowser();

  for (const { path, copyTitle, appTitle } of pages) {
    it(`on ${path} is the server's copy until the app renders the page in its place, with no shift`, async () => {
      const page = await browser.page(phone);
      const errors = pageErrors(page);
      await page.addInitScript(recordPaints);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });

      const copy = page.locator('#prerendered');
      await copy.locator('h1', { hasText: copyTitle }).waitFor();
      await copy.locator('img').first().waitFor();
      expect(await page.locator('#root').isHidden()).toBe(true);
      // The copy's cover or text is the largest paint, before any of the app's code has run.
      await expect.poll(async () => (await paints(page)).largest.some((paint) => paint.inCopy)).toBe(true);

      await release();
      await page.locator(appTitle).first().waitFor();
      expect(await copy.count()).toBe(0);
      // Give a paint that would follow the app's render the time to be reported.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const { shifts, largest } = await paints(page);
      expect(shifts).toEqual([]);
      expect(largest.at(-1)?.inCopy).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  it('without scripts is the copy, and stays so', async () => {
    const page = await browser.page({ ...phone, javaScriptEnabled: false });
    await page.goto(pages[0]!.path);
    await page.locator('#prerendered h1', { hasText: pages[0]!.copyTitle }).waitFor();
    expect(await page.locator('#prerendered header img').isVisible()).toBe(true);
    expect(await page.locator('#root').isHidden()).toBe(true);
  });
});
