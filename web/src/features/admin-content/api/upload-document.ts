import { siteContentEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { admin } from './site-content-admin';

/** `siteContentEndpoints.uploadSiteDocument`: the file's bytes as the body, for one document and language. */
export const uploadDocument = async (key: string, lang: LanguageCode, file: File) =>
  callEndpoint(
    siteContentEndpoints.uploadSiteDocument,
    { params: { key, lang }, body: new Uint8Array(await file.arrayBuffer()) },
    admin,
  );
