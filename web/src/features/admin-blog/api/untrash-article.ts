import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.untrashArticle`: back from the trash, as a draft. */
export const untrashArticle = (id: string) =>
  callEndpoint(editorialEndpoints.untrashArticle, { params: { id } }, { credentials: 'include' });
