import type { AdminArticle, MediaItem } from '@portfolio/contracts';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../support/api.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { articles, call, createArticle, firstAnswer, unique } from '../support/editor.ts';
import { mediaPath, photo, saveCover, upload } from '../support/media.ts';

const admin = inject('admin');

/**
 * What the browser did with a cover: the file it chose (its width, from `/media/{id}/{width}.{ext}`), the widths it
 * could choose from in that format, the width the cover is drawn at, and what the picture offered.
 */
const chosen = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const ext = img.currentSrc.split('.').pop()!;
    const picture = img.parentElement instanceof HTMLPictureElement ? img.parentElement : null;
    const source = [...(picture?.querySelectorAll('source') ?? [])].find((s) => s.type === `image/${ext}`);
    const srcset = source?.srcset ?? img.srcset;
    return {
      types: [...(picture?.querySelectorAll('source') ?? [])].map((s) => s.type),
      format: ext,
      width: Number(/\/(\d+)\.\w+$/.exec(img.currentSrc)?.[1]),
      candidates: srcset.split(',').map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1])),
      drawn: img.getBoundingClientRect().width,
      placeholder: img.style.backgroundImage,
      box: [img.getAttribute('width'), img.getAttribute('height')],
    };
  });

/** The narrowest width that fills `drawn` pixels at a device pixel ratio of 1 (else the widest there is). */
const narrowestFilling = (candidates: number[], drawn: number) =>
  Math.min(...candidates.filter((width) => width >= drawn)) || Math.max(...candidates);

describe('covers from the media library on the public pages', () => {
  const browser = useBrowser();
  let item: MediaItem;
  let published: AdminArticle;

  beforeAll(async () => {
    const page = await browser.page();
    await page.goto('/admin');
    expect((await signIn(page, admin)).status).toBe(200);
    item = await upload(page, await photo(`public-${unique()}.jpg`, 1600, 840, 'jpeg'));
    await call(page, 'PATCH', `${mediaPath}/${item.id}`, { alt: { en: 'Grey grain, seen from above' } });
    const title = `Covered ${unique()}`;
    const article = await saveCover(page, await createArticle(page, title, 'Words under a cover.'), {
      kind: 'media',
      mediaId: item.id,
    });
    published = await call<AdminArticle>(page, 'POST', `${articles}/${article.id}/publish`, {
      baseRevision: article.revision,
    });
  }, 90_000);

  it.each([
    { screen: 'a wide screen', viewport: { width: 1280, height: 900 } },
    { screen: 'a phone', viewport: { width: 390, height: 844 } },
  ])('the article page picks AVIF at the narrowest width that fills its column, on $screen', async ({ viewport }) => {
    const page = await browser.page({ viewport, deviceScaleFactor: 1 });
    const errors = pageErrors(page);
    await page.goto(`/blog/${published.versions[0]!.slug}`);
    const cover = page.locator('#root article header img');
    await cover.waitFor(firstAnswer);
    const seen = await chosen(cover);
    expect(seen.types).toEqual(['image/avif', 'image/webp']);
    expect(seen.format).toBe('avif');
    expect(seen.width).toBe(narrowestFilling(seen.candidates, seen.drawn));
    expect(seen.width).toBeLessThan(1600);
    // The room is held before the file comes, and the placeholder goes once it has.
    expect(seen.box).toEqual(['1600', '840']);
    expect(seen.placeholder).toBe('none');
    expect(await cover.getAttribute('alt')).toBe('Grey grain, seen from above');
    expect(errors).toEqual([]);
  });

  it('a card on /blog picks the narrowest width that fills the card', async () => {
    const page = await browser.page({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    // Reached from another page, so that the list is the app's alone: the server's first paint of /blog shows its
    // cards a column wide, and the browser would keep the wider file it fetched for that.
    await page.goto('/games');
    await page.locator('#root h1').waitFor(firstAnswer);
    await page.locator('#root header').getByRole('link', { name: 'Blog', exact: true }).first().click();
    await page.waitForURL('**/blog');
    const card = page.locator('#root article').filter({ hasText: published.versions[0]!.title });
    const cover = card.locator('img');
    await cover.waitFor(firstAnswer);
    await cover.scrollIntoViewIfNeeded();
    const seen = await chosen(cover);
    expect(seen.drawn).toBeLessThan(400);
    expect(seen.width).toBe(narrowestFilling(seen.candidates, seen.drawn));
    expect(seen.width).toBe(640);
  });
});
