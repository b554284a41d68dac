import { queryOptions } from '@tanstack/react-query';
import type { LanguageCode, PublicSeo } from '@portfolio/contracts';
import { refetchUnlessPrerendered } from '@/components/articles/api/prerendered';

/**
 * The answer the content service embedded in the first document of `/`, `/blog` or `/games` (`#seo-data`: the
 * three pages' heads in the document's language), when it is the one asked for. Not removed: a reader who switches
 * language and back asks for it again.
 */
function embedded(lang: LanguageCode): PublicSeo | undefined {
  const text = document.getElementById('seo-data')?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { endpoint?: unknown; answer?: Partial<PublicSeo> };
    const answer = data.answer;
    const usable = data.endpoint === 'publicSeo' && answer?.lang === lang && typeof answer.pages === 'object';
    return usable ? (answer as PublicSeo) : undefined;
  } catch {
    // Not ours to worry about: the head keeps the page's built-in texts until the API answers.
    return undefined;
  }
}

/**
 * `seoSettingsEndpoints.publicSeo`: what the SEO settings make of the three pages' heads in one language. The first
 * document carries it; the call and the contract's schemas are a chunk of their own, fetched only when the reader
 * switches language, so that nothing of it weighs on `/`'s first download.
 */
export const publicSeoQuery = (lang: LanguageCode) =>
  queryOptions({
    queryKey: ['public-seo', lang],
    queryFn: ({ signal }) => import('./fetch-public-seo').then(({ fetchPublicSeo }) => fetchPublicSeo(lang, signal)),
    initialData: () => embedded(lang),
    refetchOnMount: refetchUnlessPrerendered,
  });
