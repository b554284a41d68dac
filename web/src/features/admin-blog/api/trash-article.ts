import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.trashArticle`: into the trash, off the public pages. */
export const trashArticle = (id: string) =>
  callEndpoint(editorialEndpoints.trashArticle, { params: { id } }, { credentials: 'include' });
