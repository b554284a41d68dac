import type { LanguageCode } from '@portfolio/contracts';
import type { EditorialArticle, EditorialVersion, HistoryRecord } from '../src/stores/editorial-port.ts';

/** The editorial store suites' articles and history entries, built directly. */

export const day = (d: number, time = '12:00:00.000') => new Date(`2026-03-${String(d).padStart(2, '0')}T${time}Z`);

export function version(lang: LanguageCode, slug: string, fields: Partial<EditorialVersion> = {}): EditorialVersion {
  const title = fields.title ?? `Title of ${slug}`;
  return {
    lang,
    slug,
    title,
    excerpt: `Excerpt of ${slug}.`,
    markdown: `## ${title}\n\nBody of ${slug}.`,
    keywords: [],
    seoTitle: '',
    seoDescription: '',
    canonicalUrl: '',
    editedAt: day(1),
    sourceHash: `hash-${slug}`,
    formerSlugs: [],
    ...fields,
  };
}

/** An editorial article for the suites: a draft with one English version unless `fields` say otherwise. */
export function editorialArticle(id: string, fields: Partial<EditorialArticle> = {}): EditorialArticle {
  return {
    id,
    revision: 1,
    status: 'draft',
    sourceLang: 'en',
    tags: [],
    cover: null,
    versions: [version('en', id)],
    createdAt: day(1),
    updatedAt: day(1),
    publishedAt: null,
    scheduledAt: null,
    liveRevision: null,
    liveHash: null,
    lastCheckpointAt: null,
    deletedAt: null,
    ...fields,
  };
}

/** The next revision of `previous` with `fields` changed, as the service's save writes it. */
export const next = (previous: EditorialArticle, fields: Partial<EditorialArticle> = {}): EditorialArticle => ({
  ...previous,
  revision: previous.revision + 1,
  updatedAt: new Date(previous.updatedAt.getTime() + 1000),
  ...fields,
});

export function entry(
  articleId: string,
  kind: HistoryRecord['kind'],
  fields: Partial<HistoryRecord> = {},
): Omit<HistoryRecord, 'seq'> {
  return {
    articleId,
    revision: 1,
    kind,
    savedAt: day(2),
    title: `Title of ${articleId}`,
    languages: ['en'],
    draft: { sourceLang: 'en', tags: [], cover: null, versions: [version('en', articleId)].map(draftVersion) },
    ...fields,
  };
}

/** A version as a draft holds it (what the administrator writes, without the store's bookkeeping). */
export const draftVersion = ({ editedAt: _e, sourceHash: _s, formerSlugs: _f, ...draft }: EditorialVersion) => draft;
