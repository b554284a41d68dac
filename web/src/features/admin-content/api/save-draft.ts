import { siteContentEndpoints, type LanguageCode, type LanguageDraftPatch } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.saveSiteContentDraft`: a language's sections into the draft, all or none. */
export const saveDraft = (lang: LanguageCode, body: LanguageDraftPatch) =>
  callEndpoint(siteContentEndpoints.saveSiteContentDraft, { params: { lang }, body }, admin);
