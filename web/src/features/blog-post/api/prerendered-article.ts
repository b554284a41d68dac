import type { ArticleDetail, LanguageCode } from '@portfolio/contracts';
import { takePrerendered } from '@/components/articles/api/prerendered';

/**
 * The article the content service rendered this page's HTML from, when it is the one asked for: same slug, and the
 * same language when the address names one. Read once, as every pre-rendered answer is.
 */
export function prerenderedArticle(slug: string, lang?: LanguageCode): ArticleDetail | undefined {
  return takePrerendered(
    ({ endpoint, answer }) =>
      endpoint === 'article' &&
      answer.slug === slug &&
      (!lang || answer.lang === lang) &&
      typeof answer.html === 'string',
  ) as ArticleDetail | undefined;
}
