import type { AdminArticle } from '@portfolio/contracts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { useAdminSession } from './admin-session.ts';
import { callApi } from './api.ts';
import { pageErrors, type useBrowser } from './browser.ts';

/** The blog editor's browser suite's parts (e2e/tests/admin-editor.test.ts): its API calls and its locators. */
export const articles = '/api/admin/content/articles';
/** The servers are shared by every test file: each test writes titles no other run or file can have. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** A fresh context downloads the admin chunk, the editor's chunk, its texts and the contract first. */
export const firstAnswer = { timeout: 20_000 };
/** Room for the text and its preview side by side. */
export const wide = { viewport: { width: 1440, height: 1000 } };

export async function call<T>(page: Page, method: string, path: string, json?: unknown): Promise<T> {
  const answer = await callApi(page, path, { method, json });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as T;
}

/** Saves the article's English version with this title and body, as another writer would. */
export const saveEnglish = (page: Page, article: AdminArticle, title: string, markdown: string) =>
  call<AdminArticle>(page, 'PUT', `${articles}/${article.id}`, {
    baseRevision: article.revision,
    draft: {
      sourceLang: 'en',
      tags: [],
      cover: null,
      versions: [
        {
          ...{ lang: 'en', slug: article.versions[0]!.slug, title, excerpt: `About ${title}.`, markdown },
          ...{ keywords: [], seoTitle: '', seoDescription: '', canonicalUrl: '' },
        },
      ],
    },
  });

/** A new English draft with a title, an excerpt and a body, saved through the API as the editor would. */
export async function createArticle(page: Page, title: string, markdown = 'The first words.') {
  const created = await call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title });
  return saveEnglish(page, created, title, markdown);
}

export const editorText = (page: Page, language = 'English') =>
  page.getByRole('textbox', { name: `Article text (Markdown) in ${language}` });
export const saveStatus = (page: Page) => page.getByTestId('save-status');
export const tool = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} \\(`) });

/** Waits until the autosave says the server has everything. */
export const savedNow = (page: Page) =>
  expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toBe('Saved a few seconds ago');

/** How many times `title` is on the public blog list, as a new visitor (no cache, no service worker) sees it. */
export async function countOnBlog(open: () => Promise<Page>, title: string) {
  const page = await open();
  await page.goto('/blog');
  await page.locator('#root article').first().waitFor();
  const count = await page.locator('#root').getByText(title, { exact: true }).count();
  await page.close();
  return count;
}

/** Waits until `title` is on the public blog list, for a new visitor each time. */
export const expectOnBlog = (open: () => Promise<Page>, title: string, timeout = 30_000) =>
  expect.poll(() => countOnBlog(open, title), { timeout, interval: 1000 }).toBe(1);

/**
 * One sign-in for the whole file (far from the sign-in rate limit), then signed-in pages: the editor of an article
 * (with the page's uncaught errors), or a page on the site for API calls.
 */
export function useEditorPages(browser: ReturnType<typeof useBrowser>, admin: { email: string; password: string }) {
  const signedIn = useAdminSession(browser, admin);
  return {
    signedIn,
    /** `search`: the address's query (`?lang=ar`, the interface in another language). */
    async openEditor(id: string, options: BrowserContextOptions = wide, search = '') {
      const page = await browser.page({ ...signedIn(), ...options });
      const errors = pageErrors(page);
      await page.goto(`/admin/blog/edit/${id}${search}`);
      await page.locator('.cm-content').waitFor(firstAnswer);
      return { page, errors };
    },
    async apiPage() {
      const page = await browser.page(signedIn());
      await page.goto('/admin');
      return page;
    },
  };
}
