import { siteTextsEn, tagLabelsEn } from '@portfolio/contracts';

/**
 * English texts of the blog list (`/blog`) and of the article cards and latest-articles section every page that
 * shows articles shares (home, article): the reference for the nine other languages. Its shape is `BlogTexts`, so
 * every other language must have exactly these keys. The tag labels come from the contracts, where the
 * crawler-readable pages read them too.
 */
const en = {
  meta: {
    blogTitle: siteTextsEn.blog.title,
    blogDescription: siteTextsEn.blog.description,
  },
  blog: {
    title: 'Blog',
    intro: 'Notes from building fast, accessible web applications, and what the projects taught me.',
    searchLabel: 'Search the articles',
    searchPlaceholder: 'Search in any language…',
    clearSearch: 'Clear the search',
    tagsLabel: 'Filter by tag',
    languageLabel: 'Article language',
    allLanguages: 'All languages',
    results: 'Articles found: {{count}}',
    loading: 'Loading the articles…',
    emptyTitle: 'No article matches',
    emptyText: 'Try other words, another tag or every language.',
    resetFilters: 'Reset the filters',
    errorTitle: 'The articles could not be loaded',
    errorText: 'Check your connection and try again.',
    retry: 'Try again',
    pagination: 'Pages of articles',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  card: {
    readingTime: '{{minutes}} min read',
    views: 'Views',
    tags: 'Tags',
    language: 'Written in',
  },
  latest: {
    title: 'Latest articles',
    intro: 'What I have been writing about lately.',
    all: 'All articles',
    empty: 'No article has been published yet.',
    error: 'The latest articles could not be loaded.',
  },
  tags: tagLabelsEn,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type BlogTexts = Widen<typeof en>;

export default en satisfies BlogTexts;
