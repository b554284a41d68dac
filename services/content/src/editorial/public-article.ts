import { versionText, type ArticleDraft, type ErrorBody, type LanguageCode } from '@portfolio/contracts';
import type { Article, Cover, StoredVersion } from '../articles.ts';
import { renderMarkdown } from '../markdown/render.ts';
import { coverFor, imageProblems, mediaIdsOf } from '../media/article-images.ts';
import type { MediaRecord } from '../stores/media-port.ts';

type Details = NonNullable<ErrorBody['details']>;

/** The media-library records of these ids that exist (the library's store, when the service has one). */
export type ImageLookup = (ids: readonly string[]) => Promise<ReadonlyMap<string, MediaRecord>>;

/** The records a draft's cover and bodies use. */
export const imagesOf = (lookup: ImageLookup, draft: Pick<ArticleDraft, 'cover' | 'versions'>) =>
  lookup(mediaIdsOf(draft));

/**
 * Why the draft cannot go public, every reason at once, each at its field (`versions.1.title`, `cover`): a version
 * without title, slug or body, an image the library lacks or that has no alt text in a language showing it.
 */
export function publishProblems(draft: ArticleDraft, images: ReadonlyMap<string, MediaRecord>): Details {
  const problems: Details = [];
  draft.versions.forEach((version, index) => {
    for (const field of ['title', 'slug', 'markdown'] as const) {
      if (version[field].trim() === '')
        problems.push({ path: `versions.${index}.${field}`, message: `the ${version.lang} ${field} is empty` });
    }
  });
  return [...problems, ...imageProblems(draft, images)];
}

/**
 * The cover of one language version. A sample cover keeps what the public version had of it while its source
 * and alt text are unchanged (each language's own alt text, the raster rendition for link previews), since the
 * editor holds one alt text for it.
 */
function coverIn(
  draft: ArticleDraft,
  lang: LanguageCode,
  images: ReadonlyMap<string, MediaRecord>,
  before: Article | undefined,
): Cover | null {
  const { cover } = draft;
  if (!cover) return null;
  if (cover.kind === 'media') {
    const record = images.get(cover.mediaId);
    return record ? coverFor(record, lang) : null;
  }
  const { src, alt, width, height } = cover;
  const sameSource = (v: StoredVersion) => v.cover?.src === src;
  const sourceBefore = before?.versions.find((v) => v.lang === draft.sourceLang && sameSource(v));
  const social = before?.versions.find(sameSource)?.cover?.social;
  const ownBefore = before?.versions.find((v) => v.lang === lang && sameSource(v))?.cover;
  const keepsAlt = sourceBefore?.cover?.alt === alt && ownBefore !== undefined;
  return { src, alt: keepsAlt ? ownBefore!.alt : alt, width, height, ...(social ? { social } : {}) };
}

export interface Publication {
  id: string;
  draft: ArticleDraft;
  publishedAt: Date;
  updatedAt: Date;
  images: ReadonlyMap<string, MediaRecord>;
  /** The article as the public pages had it, if they did. */
  before: Article | undefined;
}

/** The public article a draft makes: every version rendered by the public pages' renderer, media images as pictures. */
export function publicArticleOf({ id, draft, publishedAt, updatedAt, images, before }: Publication): Article {
  return {
    id,
    tags: draft.tags,
    status: 'published',
    publishedAt,
    updatedAt,
    versions: draft.versions.map((v) => ({
      ...versionText(v),
      ...(v.canonicalUrl ? { canonicalUrl: v.canonicalUrl } : {}),
      cover: coverIn(draft, v.lang, images, before),
      ...renderMarkdown(v.markdown, v.lang, images),
    })),
  };
}

/** The lookup over the media library's store. */
export const imageLookup =
  (media: { getMany(ids: readonly string[]): Promise<MediaRecord[]> }): ImageLookup =>
  async (ids) =>
    ids.length === 0 ? new Map() : new Map((await media.getMany(ids)).map((record) => [record.id, record]));
