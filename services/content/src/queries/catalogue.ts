import type { LanguageCode } from '@portfolio/contracts';
import type { Article } from '../articles.ts';
import type { ContentStore } from '../stores/ports.ts';

/**
 * The public articles as one snapshot: what the address rule, the neighbours and the related articles need for
 * every answer. Kept per store until the store's revision changes or the minute turns (a scheduled article
 * becomes public with time, not with a write).
 */
export interface Catalogue {
  /** Public articles, newest first (the store's order). */
  articles: Article[];
  /** Each slug with the languages whose public versions use it. */
  slugLanguages: Map<string, Set<LanguageCode>>;
}

const minuteMs = 60_000;
const snapshots = new WeakMap<ContentStore, { key: string; catalogue: Promise<Catalogue> }>();

async function build(store: ContentStore, now: Date): Promise<Catalogue> {
  const articles = await store.publicArticles(now);
  const slugLanguages = new Map<string, Set<LanguageCode>>();
  for (const article of articles) {
    for (const { slug, lang } of article.versions) {
      const languages = slugLanguages.get(slug) ?? new Set<LanguageCode>();
      languages.add(lang);
      slugLanguages.set(slug, languages);
    }
  }
  return { articles, slugLanguages };
}

/** The store's public catalogue at `now` (see Catalogue); concurrent callers share one read. */
export async function catalogueOf(store: ContentStore, now: Date): Promise<Catalogue> {
  const key = `${await store.revision()}\0${Math.floor(now.getTime() / minuteMs)}`;
  const held = snapshots.get(store);
  if (held?.key === key) return held.catalogue;
  const catalogue = build(store, now);
  snapshots.set(store, { key, catalogue });
  // A failed read is not kept: the next call tries again.
  catalogue.catch(() => {
    if (snapshots.get(store)?.catalogue === catalogue) snapshots.delete(store);
  });
  return catalogue;
}

/**
 * An article's address on this site: `/blog/{slug}`, plus `?lang={code}` only when a version in another language
 * (of any article) uses the same slug, so that the address alone names one version.
 */
export function articlePath(catalogue: Catalogue, slug: string, lang: LanguageCode): string {
  const languages = catalogue.slugLanguages.get(slug);
  const shared = languages !== undefined && [...languages].some((other) => other !== lang);
  return shared ? `/blog/${slug}?lang=${lang}` : `/blog/${slug}`;
}
