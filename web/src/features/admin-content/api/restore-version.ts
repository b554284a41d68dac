import { siteContentEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.restoreSiteContentVersion`: a publication's content back into the draft. */
export const restoreVersion = (id: number) =>
  callEndpoint(siteContentEndpoints.restoreSiteContentVersion, { params: { id: String(id) } }, admin);
