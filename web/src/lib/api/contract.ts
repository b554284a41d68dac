// First: zod is told not to probe for eval before the contract builds its schemas.
import './zod-config';

/**
 * The run-time part of the contract a visitor's pages need: the auth and analytics endpoint declarations (and
 * with them zod mini and their schemas, about 9 KB gzip) and `pathOf`. They load it with `loadContract` when they
 * make their first call, so that none of it joins the first download. The logs service's declarations come with
 * the error shipper and the admin area.
 */
export { analyticsEndpoints, authEndpoints, pathOf } from '@portfolio/contracts';
