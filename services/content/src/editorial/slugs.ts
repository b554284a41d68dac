import {
  contentLimits,
  shortenSlug,
  slugify,
  type ArticleDraft,
  type ErrorBody,
  type LanguageCode,
} from '@portfolio/contracts';
import type { EditorialStore } from '../stores/editorial-port.ts';
import type { ContentStore } from '../stores/ports.ts';

type Details = NonNullable<ErrorBody['details']>;

export interface SlugSources {
  editorial: EditorialStore;
  store: ContentStore;
}

/** Past any scheduled date: the public store's versions that are or will be public. */
const endOfTime = new Date('9999-12-31T23:59:59.999Z');
/** Tries of `slug-2`, `slug-3`… before a made slug gives up. */
const suffixTries = 50;

/**
 * Whether another article holds `slug` in `lang`: as its draft's slug now (a slug another article only had before
 * is free, its redirect moves to the new holder), or on the public pages (an article whose draft left the slug
 * keeps it there until it is published again).
 */
export async function heldByAnother(sources: SlugSources, articleId: string, lang: LanguageCode, slug: string) {
  const owner = await sources.editorial.slugOwner(lang, slug);
  if (owner?.current && owner.articleId !== articleId) return true;
  const hit = await sources.store.findVersion(slug, lang, endOfTime);
  return hit !== undefined && hit.article.id !== articleId;
}

/** The draft's slugs that another article holds, each at its field's path. */
export async function takenSlugs(sources: SlugSources, articleId: string, draft: ArticleDraft): Promise<Details> {
  const details: Details = [];
  for (const [index, { lang, slug }] of draft.versions.entries()) {
    if (slug !== '' && (await heldByAnother(sources, articleId, lang, slug)))
      details.push({ path: `versions.${index}.slug`, message: `another article uses the slug ${slug} in ${lang}` });
  }
  return details;
}

/** The slug `base` or, when another article holds it, the first free `base-2`, `base-3`…; undefined if none is. */
async function freeSlug(sources: SlugSources, articleId: string, lang: LanguageCode, base: string) {
  for (let n = 1; n <= suffixTries; n += 1) {
    const suffix = n === 1 ? '' : `-${n}`;
    const candidate = `${shortenSlug(base, contentLimits.slugLength - suffix.length)}${suffix}`;
    if (!(await heldByAnother(sources, articleId, lang, candidate))) return candidate;
  }
  return undefined;
}

/**
 * The draft with a slug made from its title for each version that has none (the article's id when the title has
 * no letter), kept unique per language. Versions whose slug cannot be made are left empty (the caller refuses).
 */
export async function withSlugs(sources: SlugSources, articleId: string, draft: ArticleDraft): Promise<ArticleDraft> {
  const versions = [];
  for (const version of draft.versions) {
    if (version.slug !== '') {
      versions.push(version);
      continue;
    }
    const base = slugify(version.title) || slugify(articleId);
    const slug = base === '' ? undefined : await freeSlug(sources, articleId, version.lang, base);
    versions.push({ ...version, slug: slug ?? '' });
  }
  return { ...draft, versions };
}

/** The draft with each slug another article now holds left empty: a draft may have none (restore, untrash). */
export async function withoutTakenSlugs(sources: SlugSources, articleId: string, draft: ArticleDraft) {
  const taken = new Set((await takenSlugs(sources, articleId, draft)).map((detail) => detail.path));
  return {
    ...draft,
    versions: draft.versions.map((v, index) => (taken.has(`versions.${index}.slug`) ? { ...v, slug: '' } : v)),
  };
}
