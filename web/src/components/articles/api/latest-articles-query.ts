import { queryOptions } from '@tanstack/react-query';
import type { ArticleCard, LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadContentEndpoints } from './content-endpoints';

export interface LatestArticlesRequest {
  /** The reader's interface language: its articles come first. */
  language: LanguageCode;
  /** How many cards the section shows. */
  count: number;
  /** The article being read, which a list of others leaves out. */
  exclude?: string;
}

/**
 * The newest articles in the reader's language; when that language has fewer than `count`, the newest of the
 * other languages fill the section, one version per article (an article already shown in the reader's language is
 * not shown again in another).
 */
export const latestArticlesQuery = ({ language, count, exclude }: LatestArticlesRequest) =>
  queryOptions({
    queryKey: ['content', 'latest', { language, count, exclude }],
    queryFn: async ({ signal }): Promise<ArticleCard[]> => {
      const { articles } = await loadContentEndpoints();
      // One more than shown, in case the article being read is among them.
      const perPage = count + 1;
      const own = await callEndpoint(articles, { query: { lang: language, perPage } }, { signal });
      const picked = own.items.filter((card) => card.id !== exclude).slice(0, count);
      if (picked.length === count) return picked;
      const all = await callEndpoint(articles, { query: { perPage: perPage + count } }, { signal });
      const taken = new Set([...picked.map((card) => card.id), exclude]);
      for (const card of all.items) {
        if (picked.length === count) break;
        if (taken.has(card.id)) continue;
        taken.add(card.id);
        picked.push(card);
      }
      return picked;
    },
  });
