// First: zod is told not to probe for eval before the contract builds its schemas.
import '@/lib/api/zod-config';

/**
 * The mail service's public endpoint declarations (the contact form, the newsletter signup and its signed links),
 * with the schemas they check: loaded on demand by `loadMailEndpoints` when a form first talks to the server, so
 * that none of it joins a page's first download.
 */
export { mailPublicEndpoints } from '@portfolio/contracts';
