import { createHash } from 'node:crypto';
import type { ArticleDraft, VersionDraft } from '@portfolio/contracts';

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22);

/**
 * A version's words: what a reader reads and a translator translates. Its slug and canonical address are not
 * words, so changing them neither dates the version nor puts its translations out of date.
 */
export const versionHash = (
  v: Pick<VersionDraft, 'title' | 'excerpt' | 'markdown' | 'keywords' | 'seoTitle' | 'seoDescription'>,
) => digest([v.title, v.excerpt, v.markdown, v.keywords, v.seoTitle, v.seoDescription]);

/** The whole draft (what publishing it would make public): the draft differs from the public one when this does. */
export const draftHash = (draft: ArticleDraft) =>
  digest([
    draft.sourceLang,
    draft.tags,
    draft.cover,
    draft.versions.map((v) => [v.lang, v.slug, v.canonicalUrl, versionHash(v)]),
  ]);
