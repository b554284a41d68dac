// First: zod is told not to probe for eval before the contract builds its schemas.
import './zod-config';

/**
 * The run-time part of the contract the web app needs: the endpoint declarations (and with them zod and every
 * schema, about 30 KB gzip) and `pathOf`. Code on a visitor's pages loads it with `loadContract`, when it makes
 * its first call, so that none of it joins the first download.
 */
export { endpoints, pathOf } from '@portfolio/contracts';
