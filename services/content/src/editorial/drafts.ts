import { draftOf, type AdminArticle, type ArticleDraft, type ErrorBody, type VersionDraft } from '@portfolio/contracts';
import type { EditorialArticle, EditorialVersion } from '../stores/editorial-port.ts';
import { draftHash, versionHash } from './hashes.ts';

type Details = NonNullable<ErrorBody['details']>;

/**
 * What the schema cannot say of a draft: each language at most once, the source language among them. Paths are the
 * draft's own fields (`versions.2.lang`), as the editor shows them.
 */
export function shapeProblems(draft: ArticleDraft): Details {
  const problems: Details = [];
  const seen = new Set<string>();
  draft.versions.forEach((version, index) => {
    if (seen.has(version.lang))
      problems.push({ path: `versions.${index}.lang`, message: `a second ${version.lang} version` });
    seen.add(version.lang);
  });
  if (!seen.has(draft.sourceLang))
    problems.push({ path: 'sourceLang', message: `the source language ${draft.sourceLang} has no version` });
  return problems;
}

/**
 * The draft's versions as the store keeps them, from what was stored before: a version's date moves only when its
 * words change; a translation edited now (or new) is up to date with the source as it is now, one left alone keeps
 * what it was translated from; its former slugs stay (less the one it takes back). A new source language makes
 * every translation up to date with it: their old marks named another text.
 */
export function mergeVersions(previous: EditorialArticle, draft: ArticleDraft, now: Date): EditorialVersion[] {
  const source = draft.versions.find((v) => v.lang === draft.sourceLang)!;
  const sourceHash = versionHash(source);
  const sourceMoved = previous.sourceLang !== draft.sourceLang;
  return draft.versions.map((version: VersionDraft) => {
    const before = previous.versions.find((v) => v.lang === version.lang);
    const hash = versionHash(version);
    const untouched = before !== undefined && versionHash(before) === hash;
    const keepsMark = untouched && !sourceMoved && version.lang !== draft.sourceLang;
    return {
      ...version,
      editedAt: untouched ? before.editedAt : now,
      sourceHash: keepsMark ? before.sourceHash : sourceHash,
      formerSlugs: (before?.formerSlugs ?? []).filter((slug) => slug !== version.slug),
      // The mark lasts until the author changes the words (a slug is not words).
      machineTranslated: untouched && before.machineTranslated === true,
    };
  });
}

/** Translations whose source version changed after they were last edited. */
export function outdatedLanguages(article: Pick<EditorialArticle, 'sourceLang' | 'versions'>) {
  const source = article.versions.find((v) => v.lang === article.sourceLang);
  if (!source) return [];
  const current = versionHash(source);
  return article.versions.filter((v) => v.lang !== article.sourceLang && v.sourceHash !== current).map((v) => v.lang);
}

/** The title an article is known by in lists: its source version's, else the first version's that has one. */
export function titleOf(article: Pick<EditorialArticle, 'sourceLang' | 'versions'> | ArticleDraft): string {
  const source = article.versions.find((v) => v.lang === article.sourceLang);
  return source?.title || article.versions.find((v) => v.title)?.title || '';
}

export const hasUnpublishedChanges = (article: EditorialArticle) =>
  article.liveHash !== null && draftHash(draftOf(article)) !== article.liveHash;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An article as the editor reads it. */
export function adminArticleOf(article: EditorialArticle): AdminArticle {
  const outdated = new Set(outdatedLanguages(article));
  return {
    id: article.id,
    revision: article.revision,
    status: article.status,
    sourceLang: article.sourceLang,
    tags: article.tags,
    cover: article.cover,
    versions: article.versions.map(({ sourceHash: _sourceHash, editedAt, machineTranslated, ...version }) => ({
      ...version,
      machineTranslated: machineTranslated === true,
      editedAt: editedAt.toISOString(),
      outdated: outdated.has(version.lang),
    })),
    createdAt: article.createdAt.toISOString(),
    updatedAt: article.updatedAt.toISOString(),
    publishedAt: iso(article.publishedAt),
    scheduledAt: iso(article.scheduledAt),
    liveRevision: article.liveRevision,
    unpublishedChanges: hasUnpublishedChanges(article),
    deletedAt: iso(article.deletedAt),
  };
}
