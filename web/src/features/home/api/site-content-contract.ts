// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/**
 * The site content's endpoint declarations (and with them zod mini and their schemas), loaded on demand when the
 * home page asks the API for its content: a first visit of / reads the answer written into the page and never
 * downloads this.
 */
export { siteContentEndpoints } from '@portfolio/contracts';
