import type { AdminArticle } from '@portfolio/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { articles, call } from '../support/editor.ts';
import { photo, upload } from '../support/media.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A head tag's value in a served document. */
const served = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1];

/**
 * The SEO settings screen against the running content service: an override of the French home page typed into the
 * form changes the live previews at once, a refused field says why on the field, and once saved the page's HTML as
 * served (and the head the app writes) carries it. It runs on the authoring server of its topology (e2e/project.ts):
 * it changes the French home page's head and uploads an image.
 */
describe('admin SEO screen', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  async function openSeo(path = '/admin/seo') {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(path);
    await page.locator('main form').first().waitFor(firstAnswer);
    return { page, errors };
  }

  async function pickImage(page: Page, group: string, name: string) {
    await page.getByRole('group', { name: group }).getByRole('button', { name: 'Choose in the library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('searchbox', { name: 'Name, alt text or caption' }).fill(name);
    await picker.getByRole('button', { name: 'Search' }).click();
    await picker.getByRole('button', { name: `Use ${name}` }).click(firstAnswer);
    await picker.waitFor({ state: 'detached' });
  }

  it("sets the French home page's title and image: the previews follow as typed, the served page once saved", async () => {
    const { page, errors } = await openSeo();
    await page.getByRole('heading', { name: 'SEO', level: 1 }).waitFor();
    const item = await upload(page, await photo(`seo-card-${unique()}.jpg`, 1200, 630, 'jpeg'));
    const title = `Camille Laurent, développeuse web ${unique()}`;

    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const titleField = page.getByRole('textbox', { name: 'Page title' });
    // Empty, it shows what the page falls back to.
    expect(await titleField.getAttribute('placeholder')).not.toBe('');
    const preview = page.getByTestId('search-result-preview');
    const before = await preview.getByTestId('search-title').textContent();

    // Too long: the search result cuts it, and the guidance says so.
    await titleField.fill(`${title} et une suite de mots bien trop longue pour un résultat`);
    const cut = await preview.getByTestId('search-title').textContent();
    expect(cut).toMatch(/…$/);
    expect(cut).not.toBe(before);
    // The guidance is the title field's hint, read with it.
    const hint = (await titleField.getAttribute('aria-describedby'))!.split(' ')[0];
    const guide = page.locator(`[id="${hint}"] [data-verdict]`);
    expect(await guide.getAttribute('data-verdict')).toBe('long');
    await titleField.fill(title);
    expect(await preview.getByTestId('search-title').textContent()).toBe(title);
    expect(await guide.getAttribute('data-verdict')).toBe('ok');

    // The image makes X's card a large one, the title laid over it.
    const xCard = page.getByTestId('card-x');
    expect(await xCard.locator('img').count()).toBe(0);
    await pickImage(page, 'Page social image', item.name);
    await xCard.locator(`img[src*="${item.id}"]`).waitFor();
    expect(await xCard.getByTestId('card-title').textContent()).toBe(title);
    expect(await page.getByTestId('card-facebook').getByTestId('card-title').textContent()).toBe(title);

    // A refused field says why, on the field, and nothing is saved.
    const handle = page.getByRole('textbox', { name: 'X', exact: true });
    await handle.fill('not a handle!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await handle.getAttribute('aria-invalid')).toBe('true');
    const reason = await handle.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason!.split(' ').at(-1)}"]`).textContent()).toContain('1 to 15 letters');
    const unchanged = await (await fetch(browser.url('/?lang=fr'))).text();
    expect(unchanged).not.toContain(title);

    await handle.fill('@camille_dev');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('SEO settings saved').first().waitFor();

    // The page as served to crawlers and link previews, in French (and only there).
    const html = await (await fetch(browser.url('/?lang=fr'))).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(served(html, 'property', 'og:title')).toBe(title);
    expect(served(html, 'property', 'og:image')).toContain(item.id);
    expect(served(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(served(html, 'name', 'twitter:site')).toBe('@camille_dev');
    expect(await (await fetch(browser.url('/?lang=de'))).text()).not.toContain(title);

    // The app keeps that head, and writes it again when the reader comes back to the page.
    const visitor = await browser.page();
    await visitor.goto('/?lang=fr');
    await expect.poll(() => visitor.title(), firstAnswer).toBe(title);
    await visitor.locator('header a[href="/blog"]').first().click();
    await expect.poll(() => visitor.title()).not.toBe(title);
    await visitor.goBack();
    await expect.poll(() => visitor.title()).toBe(title);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toContain(item.id);

    // A new article has no SEO fields of its own: listed, with a link to the editor that fills them.
    const title2 = `Sans SEO ${unique()}`;
    const article = await call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title: title2 });
    await page.reload();
    const gaps = page.getByRole('region', { name: 'Articles lacking SEO fields' });
    const link = gaps.getByRole('link', { name: title2 });
    await link.waitFor(firstAnswer);
    expect(await link.getAttribute('href')).toBe(`/admin/blog/edit/${article.id}`);
    expect(await gaps.getByRole('listitem').filter({ hasText: title2 }).textContent()).toContain(
      'no SEO title, SEO description',
    );
    await link.click();
    await page.waitForURL(`**/admin/blog/edit/${article.id}`);
    expect(errors).toEqual([]);
  });

  it.each(['en', 'ar'])('has no accessibility violation in %s', async (language) => {
    const { page } = await openSeo(`/admin/seo?lang=${language}`);
    await page.getByTestId('search-result-preview').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
