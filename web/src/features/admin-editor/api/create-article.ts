import { editorialEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.createArticle`: a new draft, for "keep my copy" after a conflict. */
export const createArticle = (sourceLang: LanguageCode, title: string) =>
  callEndpoint(editorialEndpoints.createArticle, { body: { sourceLang, title } }, { credentials: 'include' });
