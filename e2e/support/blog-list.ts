import type { AdminArticle, LanguageCode } from '@portfolio/contracts';
import type { Locator, Page } from 'playwright-core';
import { articles, call } from './editor.ts';

/** The blog list's browser suite's parts (e2e/tests/admin-blog.test.ts): its API calls and its locators. */

/** A new English draft through the API, with its title. */
export const createDraft = (page: Page, title: string) =>
  call<AdminArticle>(page, 'POST', articles, { sourceLang: 'en', title });

export interface DraftChange {
  title?: string;
  markdown?: string;
  tags?: string[];
  /** Translations to add, with the English title and text. */
  addLanguages?: LanguageCode[];
}

/** Saves the article's draft with `change` made to its English version, as a checkpoint: the new article. */
export function saveDraft(page: Page, article: AdminArticle, change: DraftChange) {
  const versions = article.versions.map((version) => {
    const english = version.lang === 'en';
    return {
      lang: version.lang,
      slug: version.slug,
      title: english ? (change.title ?? version.title) : version.title,
      excerpt: version.excerpt,
      markdown: english ? (change.markdown ?? version.markdown) : version.markdown,
      keywords: version.keywords,
      seoTitle: version.seoTitle,
      seoDescription: version.seoDescription,
      canonicalUrl: version.canonicalUrl,
    };
  });
  const english = versions.find((version) => version.lang === 'en')!;
  for (const lang of change.addLanguages ?? []) versions.push({ ...english, lang, slug: '' });
  return call<AdminArticle>(page, 'PUT', `${articles}/${article.id}`, {
    baseRevision: article.revision,
    checkpoint: true,
    draft: { sourceLang: article.sourceLang, tags: change.tags ?? article.tags, cover: article.cover, versions },
  });
}

export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search titles and slugs' });

/** The list searched for `text`, typed into the box as the administrator would. */
export async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

/** The article's row, by its title's heading. */
export const row = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A fact of a row (Views, Last change…), by its label. */
export const fact = (item: Locator, label: string) =>
  item.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** The language marks of a row, by their full names ("Français, translation out of date"). */
export const languageNames = (item: Locator) =>
  item.locator('li[title]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')));
