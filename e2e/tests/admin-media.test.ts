import type { AdminArticle, MediaItem } from '@portfolio/contracts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { articles, call } from '../support/editor.ts';
import { dropFiles, mediaPath as media, photo, saveCover, upload } from '../support/media.ts';

const admin = inject('admin');
/** The servers are shared by every test file: each test names its files and articles as no other can. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
/**
 * Making the AVIF and WebP widths of a photo takes the server a few seconds, more on a machine busy with the other
 * suites; the uploads of every authoring suite wait their turn for it (one image at a time).
 */
const processing = { timeout: 90_000 };

/** The elements whose content spills out sideways, for a failure message that says where to look. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body, body *')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => getComputedStyle(element).overflowX === 'visible')
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth}px`)
      .join('\n'),
  );

describe('admin media library', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, admin);

  async function openLibrary(path = '/admin/images', options: BrowserContextOptions = {}) {
    const page = await browser.page({ ...signedIn(), ...options });
    const errors = pageErrors(page);
    await page.goto(path);
    await page.locator('h1').waitFor(firstAnswer);
    await page.locator('[data-drop-zone]').waitFor();
    return { page, errors };
  }

  it(
    'uploads dropped images with a progress bar each, then lists them; a script named .jpg is refused',
    { timeout: 240_000 },
    async () => {
      const run = unique();
      const files = [
        await photo(`harbour-${run}.jpg`, 2000, 1300, 'jpeg'),
        await photo(`diagram-${run}.png`, 900, 600, 'png'),
        { name: `script-${run}.jpg`, type: 'image/jpeg', bytes: Buffer.from('#!/bin/sh\necho "not an image"\n') },
      ];
      const { page, errors } = await openLibrary();
      await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor();
      await dropFiles(page, files);

      // Each file has its own progress bar while it travels and while the server makes its variants.
      await page.getByRole('progressbar', { name: `Upload of harbour-${run}.jpg` }).waitFor();
      const uploads = page.getByRole('region', { name: 'Uploads' });
      const entry = (name: string) => uploads.getByRole('listitem').filter({ hasText: name });
      // The state with the entry's words, so that a failure says which state it stayed in and what the page said.
      const stateOf = (name: string) =>
        entry(name).evaluate((item) => `${item.getAttribute('data-upload')}: ${item.textContent}`);
      await expect.poll(() => stateOf(`harbour-${run}.jpg`), processing).toMatch(/^done: /);
      await expect.poll(() => stateOf(`diagram-${run}.png`), processing).toMatch(/^done: /);
      expect(await entry(`harbour-${run}.jpg`).textContent()).toContain('Uploaded');
      // The kind comes from the bytes: the script is refused whatever its name says, with the reason in words.
      await expect.poll(() => entry(`script-${run}.jpg`).getAttribute('data-upload')).toBe('failed');
      expect(await entry(`script-${run}.jpg`).textContent()).toContain('Not an image we accept');

      // The new images are in the grid, with their size and dimensions, unused and without alt text yet.
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: `Open the details of harbour-${run}.jpg` }) });
      await card.waitFor();
      expect(await card.textContent()).toContain('2,000 × 1,300 px');
      expect(await card.textContent()).toContain('Unused');
      expect(await card.textContent()).toContain('Alt text missing in 10 languages');
      await page.getByRole('link', { name: `Open the details of diagram-${run}.png` }).waitFor();
      await expect(page.getByRole('link', { name: `Open the details of script-${run}.jpg` }).count()).resolves.toBe(0);

      // Searching by name finds it alone.
      await page.getByRole('searchbox', { name: 'Name, alt text or caption' }).fill(`diagram-${run}`);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === `diagram-${run}`);
      await expect
        .poll(() => page.getByRole('link', { name: /^Open the details of / }).allTextContents())
        .toEqual([`diagram-${run}.png`]);
      expect(errors).toEqual([]);
    },
  );

  it('tells a refusal in the interface language', async () => {
    const { page } = await openLibrary('/admin/images?lang=fr');
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor();
    const name = `notes-${unique()}.png`;
    await dropFiles(page, [
      { name, type: 'image/png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    const entry = page.getByRole('region', { name: 'Téléversements' }).getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => entry.getAttribute('data-upload'), processing).toBe('failed');
    expect(await entry.textContent()).toContain('Ce n’est pas une image acceptée');
  });

  it('saves alt texts and a focal point chosen with the keyboard, and flags the languages still missing', async () => {
    const { page, errors } = await openLibrary();
    const item = await upload(page, await photo(`focal-${unique()}.jpg`, 800, 500, 'jpeg'));
    await page.goto(`/admin/images?image=${item.id}`);
    const panel = page.getByRole('dialog', { name: 'Image details' });
    await panel.waitFor(firstAnswer);

    await panel.getByLabel('Alt text (English)').fill('A grey test photo');
    await panel.getByLabel('Alt text (Français)').fill('Une photo de test grise');
    await panel.getByLabel('Caption (English)').fill('Made by the test');
    const picker = panel.getByRole('application', { name: 'Focal point' });
    await picker.focus();
    // From the centre: two large steps right (0.7), three small ones up (0.47).
    for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      await page.keyboard.press(key);
    }
    await panel.getByText('70% from the left, 47% from the top').waitFor();
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Image saved', { exact: true }).waitFor();

    const saved = await call<MediaItem>(page, 'GET', `${media}/${item.id}`);
    expect(saved.alt).toEqual({ en: 'A grey test photo', fr: 'Une photo de test grise' });
    expect(saved.caption).toEqual({ en: 'Made by the test' });
    expect(saved.focal).toEqual({ x: 0.7, y: 0.47 });
    // English and French are described; the eight other languages are flagged.
    await expect(panel.locator('fieldset', { hasText: 'Missing' }).count()).resolves.toBe(8);
    await expect(panel.locator('fieldset[data-lang="en"]', { hasText: 'Missing' }).count()).resolves.toBe(0);
    expect(await panel.getByText('![A grey test photo](').textContent()).toBe(`![A grey test photo](${saved.src})`);

    // Closing the panel takes it out of the address.
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('image')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('refuses to delete an image an article uses, listing the places, and deletes it once unused', async () => {
    const { page, errors } = await openLibrary();
    const item = await upload(page, await photo(`cover-${unique()}.jpg`, 1200, 630, 'jpeg'));
    const title = `Media e2e ${unique()}`;
    const article = await call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title });
    await saveCover(page, article, { kind: 'media', mediaId: item.id });

    await page.goto(`/admin/images?image=${item.id}`);
    const panel = page.getByRole('dialog', { name: 'Image details' });
    await panel.waitFor(firstAnswer);
    await panel
      .locator('[data-usage]')
      .getByRole('link', { name: new RegExp(title) })
      .waitFor();
    await panel.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await confirm.waitFor();
    // The focus goes to Cancel, the safe choice.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await confirm.getByRole('button', { name: 'Delete the image' }).click();
    const refusal = confirm.getByRole('alert');
    await refusal.getByText('This image is still used').waitFor();
    const place = refusal.getByRole('link', { name: new RegExp(title) });
    expect(await place.getAttribute('href')).toBe(`/admin/blog/edit/${article.id}`);
    expect(await refusal.textContent()).toContain('Cover');
    expect((await callApi(page, `${media}/${item.id}`)).status).toBe(200);

    // Once the article has no cover, the same delete goes through and the image's files are gone.
    await saveCover(page, await call<AdminArticle>(page, 'GET', `${articles}/${article.id}`), null);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete the image' }).click();
    await page.getByText('Image deleted', { exact: true }).waitFor();
    await panel.waitFor({ state: 'detached' });
    expect((await callApi(page, `${media}/${item.id}`)).status).toBe(404);
    expect((await fetch(browser.url(item.variants[0]!.url))).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('serves every variant with immutable caching, in its own type', async () => {
    const { page } = await openLibrary();
    const item = await upload(page, await photo(`served-${unique()}.jpg`, 1000, 700, 'jpeg'));
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
    expect(new Set(item.variants.map((variant) => variant.format))).toEqual(new Set(['avif', 'webp', 'jpeg']));
    // No variant is wider than the original.
    expect(Math.max(...item.variants.map((variant) => variant.width))).toBe(1000);
    for (const variant of item.variants) {
      const response = await fetch(browser.url(variant.url));
      expect(response.status, variant.url).toBe(200);
      expect(response.headers.get('cache-control'), variant.url).toMatch(/immutable/);
      expect(response.headers.get('content-type'), variant.url).toBe(types[variant.format]);
      expect((await response.arrayBuffer()).byteLength, variant.url).toBe(variant.bytes);
    }
  });

  it('works in Arabic at 360 px wide, and axe finds nothing on the library and the detail panel', async () => {
    const { page, errors } = await openLibrary('/admin/images?lang=ar', { viewport: { width: 360, height: 740 } });
    const item = await upload(page, await photo(`axe-${unique()}.jpg`, 640, 400, 'jpeg'));
    await page.reload();
    await page.getByRole('heading', { name: 'الصور', level: 1 }).waitFor(firstAnswer);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('link', { name: new RegExp(item.name) }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      await overflowing(page),
    ).toBeLessThanOrEqual(360);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    const card = page.getByRole('link', { name: new RegExp(item.name) });
    await card.click();
    const panel = page.getByRole('dialog', { name: 'تفاصيل الصورة' });
    await panel.waitFor();
    await page.waitForLoadState('networkidle');
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    // Escape closes the panel, the address forgets it, and the focus is back on the card that opened it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('image')).toBeNull();
    expect(await card.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('lets the editor pick a cover in its picker, searched by name, and axe finds nothing on the open picker', async () => {
    const { page, errors } = await openLibrary();
    const item = await upload(page, await photo(`picked-${unique()}.jpg`, 960, 504, 'jpeg'));
    const article = await call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title: `Picker ${unique()}` });
    await page.goto(`/admin/blog/edit/${article.id}`);
    const open = page.getByRole('button', { name: 'Choose from the media library' });
    await open.click(firstAnswer);
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.waitFor();
    await picker.getByRole('searchbox', { name: 'Name, alt text or caption' }).fill(item.name);
    await picker.getByRole('button', { name: 'Search' }).click();
    const choice = picker.getByRole('button', { name: `Use ${item.name}` });
    await choice.waitFor(firstAnswer);
    // The search's answer replaces the newest-first list, which showed it too.
    await expect.poll(() => picker.getByRole('button', { name: /^Use / }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await choice.click();
    await picker.waitFor({ state: 'detached' });
    // The dialog gives the focus back to the button that opened it, which now offers to change the cover.
    await page.locator(`img[src^="/media/${item.id}/"]`).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    expect(errors).toEqual([]);
  });
});
