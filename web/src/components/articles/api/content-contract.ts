// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/**
 * The content service's endpoint declarations (and with them zod mini and the content schemas), loaded on demand
 * by `loadContentEndpoints` when a page first asks for articles: none of it joins the home page's first download.
 */
export { contentEndpoints } from '@portfolio/contracts';
