import { siteContentEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.saveSiteContentPerson`: the site-wide name, into the draft. */
export const savePerson = (personName: string, baseRevision: number) =>
  callEndpoint(siteContentEndpoints.saveSiteContentPerson, { body: { personName, baseRevision } }, admin);
