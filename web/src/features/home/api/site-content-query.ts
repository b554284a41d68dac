import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LanguageCode, SiteContentAnswer } from '@portfolio/contracts';
import { refetchUnlessPrerendered, takePrerendered } from '@/components/articles/api/prerendered';
import { callEndpoint } from '@/lib/api-client';

/** The element the content service writes the home page's content answer into (documents/head-tags.ts). */
const elementId = 'prerendered-site-content';

const isLangQuery = (request: unknown, lang: LanguageCode) => {
  const query = (request as { query?: { lang?: unknown } } | undefined)?.query;
  return query?.lang === lang;
};

/** The answer the page was rendered from, when it is this endpoint's in this language. */
const prerendered = (lang: LanguageCode) =>
  takePrerendered((data) => data.endpoint === 'siteContent' && isLangQuery(data.request, lang), elementId) as
    SiteContentAnswer | undefined;

/**
 * `siteContentEndpoints.siteContent`: the published home page content in `lang`, each section in it or in English.
 * A first visit of / shows the answer written into the page (no request, no flash); when the language changes the
 * previous language's content stays on screen until the new one arrives, so the page keeps its height.
 */
export const siteContentQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['content', 'site', lang],
    queryFn: async ({ signal }): Promise<SiteContentAnswer> => {
      const { siteContentEndpoints } = await import('./site-content-contract');
      return callEndpoint(siteContentEndpoints.siteContent, { query: { lang } }, { signal });
    },
    placeholderData: keepPreviousData,
    initialData: () => prerendered(lang),
    refetchOnMount: refetchUnlessPrerendered,
  });
