import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const include = { credentials: 'include' } as const;

/** `editorialEndpoints.publishArticle`: the draft goes public now (422 not_publishable names each field). */
export const publishArticle = (id: string, baseRevision: number) =>
  callEndpoint(editorialEndpoints.publishArticle, { params: { id }, body: { baseRevision } }, include);

/** `editorialEndpoints.scheduleArticle`: the draft goes public at `at`. */
export const scheduleArticle = (id: string, baseRevision: number, at: string) =>
  callEndpoint(editorialEndpoints.scheduleArticle, { params: { id }, body: { baseRevision, at } }, include);

/** `editorialEndpoints.unpublishArticle`: off the public pages, or the schedule cancelled. */
export const unpublishArticle = (id: string, baseRevision: number) =>
  callEndpoint(editorialEndpoints.unpublishArticle, { params: { id }, body: { baseRevision } }, include);
