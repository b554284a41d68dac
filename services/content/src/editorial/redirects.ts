import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import { catalogueOf } from '../queries/catalogue.ts';
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { ContentStore } from '../stores/ports.ts';
import { lastPublished } from './editor-deps.ts';

export interface Moved {
  slug: string;
  lang: LanguageCode;
  /** Another public version (of any article) shares the new slug: the address must name the language. */
  shared: boolean;
}

/** Where a slug an article had before now lives; undefined when no public article had it. */
export type SlugRedirects = (slug: string, lang: LanguageCode | undefined, now: Date) => Promise<Moved | undefined>;

/**
 * A former slug's new address: the article that had the slug (in `lang`, else in any language, English first),
 * found through the editor's records, at the slug its public version has now. An article that took the slug since
 * is the slug's owner (the caller found it public, or it is not public yet): no redirect then.
 */
export function slugRedirects(editorial: EditorialStore, store: ContentStore): SlugRedirects {
  return async (slug, lang, now) => {
    for (const candidate of lang ? [lang] : languageCodes) {
      const owner = await editorial.slugOwner(candidate, slug);
      if (!owner || owner.current) continue;
      const live = await lastPublished({ editorial }, owner.articleId);
      const target = live?.versions.find((v) => v.lang === candidate)?.slug;
      if (!target || target === slug) continue;
      const hit = await store.findVersion(target, candidate, now);
      if (hit?.article.id !== owner.articleId) continue;
      const languages = (await catalogueOf(store, now)).slugLanguages.get(target);
      return { slug: target, lang: candidate, shared: [...(languages ?? [])].some((other) => other !== candidate) };
    }
    return undefined;
  };
}

/** The new address under `prefix` (`/blog/`, `/api/content/articles/`), with `?lang=` where it must name one. */
export const movedPath = (prefix: string, moved: Moved, askedLang: LanguageCode | undefined) =>
  `${prefix}${encodeURIComponent(moved.slug)}${askedLang || moved.shared ? `?lang=${moved.lang}` : ''}`;
