import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.restoreArticle`: the entry becomes the draft again; 409 when the draft moved on since `baseRevision`. */
export const restoreArticle = (id: string, seq: number, baseRevision: number) =>
  callEndpoint(
    editorialEndpoints.restoreArticle,
    { params: { id, seq: String(seq) }, body: { baseRevision } },
    { credentials: 'include' },
  );
