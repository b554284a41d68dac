import type { ArticleDraft, LanguageCode, MediaItem } from '@portfolio/contracts';
import type { Article, Cover } from '../articles.ts';
import type { EditorialArticle } from '../stores/editorial-port.ts';
import type { MediaRecord } from '../stores/media-port.ts';
import { fallbackOf, mainSrc, srcsetOf, variantTypes } from './variant-files.ts';

const prefix = '/media/';
const maxIdLength = 64;

const isIdCode = (code: number) =>
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a) ||
  code === 0x2d ||
  code === 0x5f;

/**
 * A character that continues an address's host or path: `/media/` right after one is not our media folder
 * (`https://elsewhere.example/media/…`, `/docs/media/…`).
 */
const continuesPath = (char: string | undefined) => char !== undefined && /[\w.~%/-]/.test(char);

/**
 * The media ids a text refers to (`/media/{id}/` at the start of an address: a Markdown image, a link, a reference
 * definition), in order of first mention. One pass with indexOf and at most 64 characters read per mention: linear
 * on the longest Markdown the contract allows.
 */
export function mediaIdsIn(text: string): string[] {
  const ids = new Set<string>();
  for (let at = text.indexOf(prefix); at !== -1; at = text.indexOf(prefix, at + 1)) {
    if (continuesPath(text[at - 1])) continue;
    const start = at + prefix.length;
    let end = start;
    while (end < text.length && end - start <= maxIdLength && isIdCode(text.charCodeAt(end))) end += 1;
    if (end > start && end - start <= maxIdLength && text[end] === '/') ids.add(text.slice(start, end));
  }
  return [...ids];
}

/** Every media image a draft uses: its cover, then the images of its versions' Markdown. */
export function mediaIdsOf(draft: Pick<ArticleDraft, 'cover' | 'versions'>): string[] {
  const ids = new Set<string>();
  if (draft.cover?.kind === 'media') ids.add(draft.cover.mediaId);
  for (const version of draft.versions) for (const id of mediaIdsIn(version.markdown)) ids.add(id);
  return [...ids];
}

export interface ImageProblem {
  /** The draft's field: `cover`, or `versions.{index}.markdown`. */
  path: string;
  message: string;
}

const hasAlt = (record: MediaRecord, lang: LanguageCode) => (record.alt[lang] ?? '').trim() !== '';

/**
 * Why a draft cannot be published as it is: an image it uses that the library does not have, or one without alt
 * text in the language of a version that shows it (the cover shows in every version). Empty when all is well.
 */
export function imageProblems(
  draft: Pick<ArticleDraft, 'cover' | 'versions'>,
  records: ReadonlyMap<string, MediaRecord>,
): ImageProblem[] {
  const problems: ImageProblem[] = [];
  const check = (path: string, id: string, languages: readonly LanguageCode[]) => {
    const record = records.get(id);
    if (!record) {
      problems.push({ path, message: `the image ${id} is not in the media library` });
      return;
    }
    for (const lang of languages)
      if (!hasAlt(record, lang)) problems.push({ path, message: `the image ${id} has no alt text in ${lang}` });
  };
  if (draft.cover?.kind === 'media')
    check(
      'cover',
      draft.cover.mediaId,
      draft.versions.map((version) => version.lang),
    );
  draft.versions.forEach((version, index) => {
    for (const id of mediaIdsIn(version.markdown)) check(`versions.${index}.markdown`, id, [version.lang]);
  });
  return problems;
}

/** A media image as an article's cover in one language: a `<picture>`'s sources, the fallback's srcset, blur-up. */
export function coverFor(record: MediaRecord, lang: LanguageCode): Cover {
  return {
    src: mainSrc(record),
    alt: record.alt[lang] ?? '',
    width: record.width,
    height: record.height,
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: variantTypes[format].type,
      srcset: srcsetOf(record, format),
    })),
    srcset: srcsetOf(record, fallbackOf(record)),
    placeholder: record.placeholder,
    focal: record.focal,
  };
}

/** The title an article is known by: its source version's, else the first version's that has one. */
function titleOf(article: EditorialArticle): string {
  const source = article.versions.find((version) => version.lang === article.sourceLang);
  return source?.title || article.versions.find((version) => version.title)?.title || article.id;
}

/**
 * Where the public side still shows an image (a published version the draft has since changed): a cover whose
 * address is the image's, a body that points at it. The same places as usageOf, by the published title.
 */
export function publishedUsageOf(articles: readonly Article[], mediaId: string): MediaItem['usage'] {
  const prefixOfImage = `${prefix}${mediaId}/`;
  return articles.flatMap((article) =>
    article.versions.flatMap((version) => [
      ...(version.cover?.src.startsWith(prefixOfImage)
        ? [{ articleId: article.id, title: version.title, place: 'cover' as const, lang: version.lang }]
        : []),
      ...(mediaIdsIn(version.markdown).includes(mediaId)
        ? [{ articleId: article.id, title: version.title, place: 'body' as const, lang: version.lang }]
        : []),
    ]),
  );
}

/** Where an image is used: each article whose cover it is, and each language version whose Markdown shows it. */
export function usageOf(articles: readonly EditorialArticle[], mediaId: string): MediaItem['usage'] {
  const usage: MediaItem['usage'] = [];
  for (const article of articles) {
    const title = titleOf(article);
    if (article.cover?.kind === 'media' && article.cover.mediaId === mediaId)
      usage.push({ articleId: article.id, title, place: 'cover' });
    for (const version of article.versions)
      if (mediaIdsIn(version.markdown).includes(mediaId))
        usage.push({ articleId: article.id, title, place: 'body', lang: version.lang });
  }
  return usage;
}
