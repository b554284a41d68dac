import { siteContentEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.publishSiteContent`: one language's draft, or every language's when none is given. */
export const publish = (lang: LanguageCode | undefined) =>
  callEndpoint(siteContentEndpoints.publishSiteContent, { body: lang ? { lang } : {} }, admin);
