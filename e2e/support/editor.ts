import type { AdminArticle } from '@portfolio/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './api.ts';

/** The blog editor's browser suite's parts (e2e/tests/admin-editor.test.ts): its API calls and its locators. */
export const articles = '/api/admin/content/articles';

export async function call<T>(page: Page, method: string, path: string, json?: unknown): Promise<T> {
  const answer = await callApi(page, path, { method, json });
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body as T;
}

/** A new English draft with a title, an excerpt and a body, saved through the API as the editor would. */
export async function createArticle(page: Page, title: string, markdown = 'The first words.') {
  const created = await call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title });
  const version = created.versions[0]!;
  return call<AdminArticle>(page, 'PUT', `${articles}/${created.id}`, {
    baseRevision: created.revision,
    draft: {
      sourceLang: 'en',
      tags: [],
      cover: null,
      versions: [
        {
          lang: 'en',
          slug: version.slug,
          title,
          excerpt: `About ${title}.`,
          markdown,
          keywords: [],
          seoTitle: '',
          seoDescription: '',
          canonicalUrl: '',
        },
      ],
    },
  });
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
