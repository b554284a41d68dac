import {
  draftOf,
  emptyVersion,
  versionText,
  type AdminArticle,
  type ArticleDraft,
  type LanguageCode,
  type VersionDraft,
} from '@portfolio/contracts';

/** Two drafts alike, compared as text (draftOf puts their keys in one order). */
export const sameDraft = (a: ArticleDraft, b: ArticleDraft) =>
  JSON.stringify(draftOf(a)) === JSON.stringify(draftOf(b));

/** A new translation: the source version's words to translate over (its slug is left to be made from the title). */
export const translationOf = (source: VersionDraft | undefined, lang: LanguageCode): VersionDraft =>
  source ? { ...versionText(source), lang, slug: '', canonicalUrl: '' } : emptyVersion(lang);

/** The title the article goes by: the source version's, else the first that has one. */
export const draftTitle = (draft: ArticleDraft) =>
  (draft.versions.find((v) => v.lang === draft.sourceLang)?.title || draft.versions.find((v) => v.title)?.title) ?? '';

/**
 * The slugs the server made for versions that had none (publishing makes them from the titles), taken into the
 * editor's draft so that the next save does not send them back empty. The same draft when there are none.
 */
export function withServerSlugs(draft: ArticleDraft, article: AdminArticle): ArticleDraft {
  const made = (v: VersionDraft) => (v.slug === '' ? article.versions.find((s) => s.lang === v.lang)?.slug : undefined);
  if (!draft.versions.some((v) => made(v))) return draft;
  return { ...draft, versions: draft.versions.map((v) => ({ ...v, slug: made(v) || v.slug })) };
}
