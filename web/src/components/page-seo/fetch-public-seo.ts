import { seoSettingsEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** The public SEO heads in one language, checked against the contract (see public-seo-query.ts). */
export const fetchPublicSeo = (lang: LanguageCode, signal: AbortSignal) =>
  callEndpoint(seoSettingsEndpoints.publicSeo, { query: { lang } }, { signal });
