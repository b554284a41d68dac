import type { AdminArticle, AdminArticleRow } from '@portfolio/contracts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-session.ts';
import { callApi } from '../support/api.ts';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';
import { createDraft, fact, languageNames, row, saveDraft, search, searchBox } from '../support/blog-list.ts';
import { articles, call } from '../support/editor.ts';

const admin = inject('admin');
/** The servers are shared by every test file: each test writes titles no other run or file can have. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };

describe('admin blog list', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, admin);

  async function openList(path = '/admin/blog', options: BrowserContextOptions = {}, heading = 'Blog') {
    const page = await browser.page({ ...signedIn(), ...options });
    const errors = pageErrors(page);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor(firstAnswer);
    return { page, errors };
  }

  it('lists a seeded article with its status, its four languages and its views', async () => {
    const { page, errors } = await openList();
    const title = 'Counting visitors without cookies: a privacy-friendly analytics pipeline';
    await search(page, 'Counting visitors without cookies');
    const item = row(page, title);
    await item.waitFor(firstAnswer);
    const { items } = await call<{ items: AdminArticleRow[] }>(page, 'GET', `${articles}?q=Counting%20visitors`);
    const seeded = items.find((article) => article.title === title)!;

    expect(await item.getByText('Published', { exact: true }).isVisible()).toBe(true);
    expect(await languageNames(item)).toEqual(['English', 'Français', '日本語', 'العربية']);
    expect(Number((await fact(item, 'Views').textContent())?.replace(/\D/g, ''))).toBe(seeded.views);
    expect(await fact(item, 'Last change').locator('time').getAttribute('datetime')).toBe(seeded.updatedAt);
    expect(await item.getByRole('link', { name: title }).getAttribute('href')).toBe(`/admin/blog/edit/${seeded.id}`);
    expect(errors).toEqual([]);
  });

  it('marks a scheduled article with its date, its unpublished changes and its out-of-date translation', async () => {
    const { page, errors } = await openList();
    const title = `Marked ${unique()}`;
    const draft = await saveDraft(page, await createDraft(page, title), { markdown: 'Words.', addLanguages: ['fr'] });
    const at = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const scheduled = await call<AdminArticle>(page, 'POST', `${articles}/${draft.id}/schedule`, {
      baseRevision: draft.revision,
      at,
    });
    const changed = await saveDraft(page, scheduled, { markdown: 'Other words.' });

    await search(page, title);
    const item = row(page, title);
    await item.waitFor();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
    expect(await item.getByText(`Scheduled for ${date}`, { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText('Unpublished changes', { exact: true }).isVisible()).toBe(true);
    expect(await languageNames(item)).toEqual(['English', 'Français, translation out of date']);
    // Off the schedule and into the trash, out of the other tests' way.
    await call(page, 'POST', `${articles}/${draft.id}/unpublish`, { baseRevision: changed.revision });
    await call(page, 'DELETE', `${articles}/${draft.id}`);
    expect(errors).toEqual([]);
  });

  it('searches as you type and filters by status, tag and language, all kept in the address', async () => {
    const { page, errors } = await openList();
    const marker = `Filtered ${unique()}`;
    const draft = await createDraft(page, `${marker} draft`);
    await saveDraft(page, draft, { tags: ['pwa'] });

    // Typed a key at a time, faster than the pause the search waits for: a call per pause, not per key, and no
    // key lost when an answer arrives while typing goes on.
    const searched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === articles && url.searchParams.has('q')) searched.push(url.searchParams.get('q')!);
    });
    await searchBox(page).pressSequentially(marker, { delay: 30 });
    await page.waitForURL((url) => url.searchParams.get('q') === marker);
    const item = row(page, `${marker} draft`);
    await item.waitFor();
    expect(await item.getByText('Draft', { exact: true }).isVisible()).toBe(true);
    expect([searched.length <= 3, searched.at(-1)]).toEqual([true, marker]);

    await page.getByLabel('Status').selectOption('published');
    await page.getByText('No article matches this search and these filters.').waitFor();
    await page.getByLabel('Status').selectOption('draft');
    await item.waitFor();
    await page.getByLabel('Tag').selectOption('react');
    await page.getByText('No article matches this search and these filters.').waitFor();
    await page.getByLabel('Tag').selectOption('pwa');
    await item.waitFor();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByText('No article matches this search and these filters.').waitFor();
    await page.getByLabel('Language').selectOption('en');
    await item.waitFor();
    expect(params(page)).toEqual({ q: marker, status: 'draft', tag: 'pwa', language: 'en' });

    // A reload shows the same view, its fields filled; "Clear filters" empties them all.
    await page.reload();
    await item.waitFor(firstAnswer);
    expect(await searchBox(page).inputValue()).toBe(marker);
    expect(await page.getByLabel('Tag').inputValue()).toBe('pwa');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await searchBox(page).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('creates a new article in the administrator’s language and opens it in the editor', async () => {
    const { page, errors } = await openList();
    await page.getByRole('button', { name: 'New article' }).click();
    await page.waitForURL(/\/admin\/blog\/edit\/[A-Za-z0-9_-]+$/);
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    const created = await call<AdminArticle>(page, 'GET', `${articles}/${id}`);
    expect([created.status, created.sourceLang, created.versions.map((v) => v.lang)]).toEqual(['draft', 'en', ['en']]);
    expect(errors).toEqual([]);
    // Out of the other tests' lists.
    await call(page, 'DELETE', `${articles}/${id}`);
  });

  it('moves an article to the trash after a confirmation, and Undo brings it back', async () => {
    const { page, errors } = await openList();
    const title = `Undone ${unique()}`;
    const draft = await createDraft(page, title);
    await search(page, title);
    await row(page, title).waitFor();

    // Cancelling the dialog leaves it where it was.
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Move this article to the trash?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, title).count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Delete “${title}”`);

    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await dialog.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('No article matches this search and these filters.').waitFor();
    expect((await call<AdminArticle>(page, 'GET', `${articles}/${draft.id}`)).deletedAt).not.toBeNull();
    await page.getByText(`“${title}” moved to the trash`).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await row(page, title).waitFor();
    expect((await call<AdminArticle>(page, 'GET', `${articles}/${draft.id}`)).deletedAt).toBeNull();
    expect(errors).toEqual([]);
  });

  it('lists a deleted article in the trash, from where Restore brings it back', async () => {
    const { page, errors } = await openList();
    const title = `Restored ${unique()}`;
    await createDraft(page, title);
    await search(page, title);
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText('No article matches this search and these filters.').waitFor();

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await page.waitForURL((url) => url.search === '?trash=true');
    await row(page, title).waitFor();
    expect(await row(page, title).getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: `Restore “${title}”` }).click();
    await page.getByText(`“${title}” is back, as a draft`).waitFor();
    await row(page, title).waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await search(page, title);
    await row(page, title).getByText('Draft', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('empties the trash for good after a confirmation', async () => {
    const { page, errors } = await openList('/admin/blog?trash=true');
    const title = `Emptied ${unique()}`;
    const draft = await createDraft(page, title);
    await call(page, 'DELETE', `${articles}/${draft.id}`);
    await page.reload();
    await row(page, title).waitFor(firstAnswer);

    await page.getByRole('button', { name: 'Empty trash' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Empty the trash?' });
    await dialog.getByRole('button', { name: 'Empty trash' }).click();
    await page.getByText('The trash is empty.').waitFor();
    expect((await callApi(page, `${articles}/${draft.id}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('shows the differences between two versions in the history and restores the older one', async () => {
    const { page, errors } = await openList();
    const first = `History ${unique()} first`;
    const second = first.replace('first', 'second');
    const created = await createDraft(page, first);
    const older = await saveDraft(page, created, { markdown: 'Alpha line.\n\nKept line.\n' });
    const newer = await saveDraft(page, older, { title: second, markdown: 'Beta line.\n\nKept line.\n' });

    await page.goto(`/admin/blog/edit/${created.id}`);
    await page.getByRole('button', { name: 'History' }).click(firstAnswer);
    const panel = page.getByRole('region', { name: 'Version history' });
    const entries = panel.getByRole('list', { name: 'Kept versions, newest first' }).getByRole('listitem');
    await entries.first().waitFor();
    const olderEntry = entries.filter({ hasText: first }).first();
    const newerEntry = entries.filter({ hasText: second }).first();
    await olderEntry.getByRole('checkbox').check();
    await newerEntry.getByRole('checkbox').check();

    const diff = panel.getByRole('region', { name: /^Changes from/ });
    // The region and its legend show at once; the two versions' texts arrive after their entries are fetched.
    await expect
      .poll(() => diff.locator('del').allTextContents(), firstAnswer)
      .toEqual(expect.arrayContaining([expect.stringContaining('first'), expect.stringContaining('Alpha line.')]));
    expect(await diff.locator('ins').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('second'), expect.stringContaining('Beta line.')]),
    );

    await olderEntry.getByRole('button', { name: /^Restore/ }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect
      .poll(async () => {
        const article = await call<AdminArticle>(page, 'GET', `${articles}/${created.id}`);
        return [article.versions[0]!.title, article.versions[0]!.markdown, article.revision > newer.revision];
      })
      .toEqual([first, 'Alpha line.\n\nKept line.\n', true]);
    expect(errors).toEqual([]);
  });

  it('works in Arabic at 360 px wide, right to left, and axe finds nothing on the list, the trash and a dialog', async () => {
    const { page, errors } = await openList(
      '/admin/blog?lang=ar',
      { viewport: { width: 360, height: 740 } },
      'المدونة',
    );
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('list', { name: 'المقالات' }).waitFor(firstAnswer);
    await page.waitForLoadState('networkidle');
    // Nothing wider than the screen: the rows reflow instead of scrolling sideways.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((node) => {
          const { left, right } = node.getBoundingClientRect();
          // What a scrolling box holds (the admin menu's row) is its own affair, not the page's width.
          const scrolled = node.parentElement?.closest('[class*="overflow-x-auto"]');
          return !scrolled && (left < -1 || right > 361);
        })
        .slice(0, 5)
        .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(360);
    let violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('link', { name: 'سلة المهملات' }).click();
    await page.getByRole('button', { name: 'إفراغ سلة المهملات' }).click();
    await page.getByRole('alertdialog').waitFor();
    violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  axeIt('axe finds nothing on /admin/blog in English', async () => {
    const { page } = await openList();
    await page.getByRole('list', { name: 'Articles' }).waitFor(firstAnswer);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
