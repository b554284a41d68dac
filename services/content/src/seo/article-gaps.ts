import type { ArticleSeoGaps, LanguageCode, SeoGap } from '@portfolio/contracts';
import type { EditorialArticle, EditorialVersion } from '../stores/editorial-port.ts';
import type { MediaRecord, MediaStore } from '../stores/media-port.ts';

/** The title an article is known by: its source version's, else the first version's that has one. */
function titleOf(article: EditorialArticle): string {
  const source = article.versions.find((version) => version.lang === article.sourceLang);
  return source?.title || article.versions.find((version) => version.title)?.title || article.id;
}

/** A cover's alt text in `lang`: a library image's own per language, a sample cover's one text. */
function coverAlt(article: EditorialArticle, lang: LanguageCode, images: ReadonlyMap<string, MediaRecord>) {
  const { cover } = article;
  if (!cover) return undefined;
  if (cover.kind === 'static') return cover.alt;
  return images.get(cover.mediaId)?.alt[lang];
}

function gapsOf(article: EditorialArticle, version: EditorialVersion, images: ReadonlyMap<string, MediaRecord>) {
  const missing: SeoGap[] = [];
  if (version.seoTitle.trim() === '') missing.push('seoTitle');
  if (version.seoDescription.trim() === '') missing.push('seoDescription');
  const { cover } = article;
  // A cover whose image the library no longer has is no cover.
  if (!cover || (cover.kind === 'media' && !images.has(cover.mediaId))) missing.push('cover');
  else if ((coverAlt(article, version.lang, images) ?? '').trim() === '') missing.push('coverAlt');
  return missing;
}

/** Articles not in the trash lacking their own SEO fields in some language, most recently changed first. */
export async function articleSeoGaps(
  articles: readonly EditorialArticle[],
  media: Pick<MediaStore, 'getMany'>,
): Promise<ArticleSeoGaps> {
  const coverIds = [...new Set(articles.flatMap((a) => (a.cover?.kind === 'media' ? [a.cover.mediaId] : [])))];
  const images = new Map((coverIds.length ? await media.getMany(coverIds) : []).map((r) => [r.id, r]));
  const items = [...articles]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.id.localeCompare(b.id))
    .flatMap((article) => {
      const languages = article.versions
        .map((version) => ({ lang: version.lang, missing: gapsOf(article, version, images) }))
        .filter((language) => language.missing.length > 0);
      if (languages.length === 0) return [];
      return [{ id: article.id, title: titleOf(article), status: article.status, languages }];
    });
  return { items, total: items.length };
}
