import { editorialEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.createArticle`: an empty draft whose source language is `sourceLang`. */
export const createArticle = (sourceLang: LanguageCode) =>
  callEndpoint(editorialEndpoints.createArticle, { body: { sourceLang } }, { credentials: 'include' });
