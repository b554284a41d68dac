import { editorialEndpoints, type ArticleDraft } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.saveArticle`: the autosave and Ctrl+S (a checkpoint kept in the history). */
export const saveArticle = (id: string, baseRevision: number, draft: ArticleDraft, checkpoint = false) =>
  callEndpoint(
    editorialEndpoints.saveArticle,
    { params: { id }, body: { baseRevision, draft, ...(checkpoint && { checkpoint }) } },
    { credentials: 'include' },
  );
