import { queryOptions } from '@tanstack/react-query';
import type { ArticleCard, ArticleList, LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadContentEndpoints } from './content-endpoints';
import { prerenderedAnswer, refetchUnlessPrerendered } from './prerendered';

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
      // One more than shown when the article being read may be among them.
      const perPage = exclude ? count + 1 : count;
      const own = await callEndpoint(articles, { query: { lang: language, perPage } }, { signal });
      const picked = own.items.filter((card) => card.id !== exclude).slice(0, count);
      if (picked.length === count) return picked;
      // A list has one card per language version: room for several versions of each article.
      const all = await callEndpoint(articles, { query: { perPage: perPage * 4 } }, { signal });
      const taken = new Set([...picked.map((card) => card.id), exclude]);
      for (const card of all.items) {
        if (picked.length === count) break;
        if (taken.has(card.id)) continue;
        taken.add(card.id);
        picked.push(card);
      }
      return picked;
    },
    // The home page's HTML holds the same cards (the server's first page in its language, or in every language
    // when its language has none): shown at once, not asked for again as the page mounts.
    initialData: exclude ? undefined : () => fromPage(language, count),
    refetchOnMount: refetchUnlessPrerendered,
  });

function fromPage(language: LanguageCode, count: number): ArticleCard[] | undefined {
  const own = prerenderedAnswer<ArticleList>('articles', { lang: language, perPage: count });
  if (own) return own.items.length === count ? own.items : undefined;
  const every = prerenderedAnswer<ArticleList>('articles', { perPage: count });
  return every && onePerArticle(every.items);
}

const onePerArticle = (cards: ArticleCard[]) =>
  cards.filter((card, index) => cards.findIndex((c) => c.id === card.id) === index);
