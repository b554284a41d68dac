import { queryOptions } from '@tanstack/react-query';
import { redirectEndpoints, type RedirectInput } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `redirectEndpoints.redirectList`: the administrator's redirects with their hits, and the editor's former slugs. */
export const redirectListQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo-management', 'redirects'],
    queryFn: () => callEndpoint(redirectEndpoints.redirectList, {}, admin),
  });

/** `redirectEndpoints.createRedirect`: a 400 names a field of bad shape, a 409 a loop, a chain or a taken source. */
export const createRedirect = (body: RedirectInput) => callEndpoint(redirectEndpoints.createRedirect, { body }, admin);

/** `redirectEndpoints.updateRedirect`: the same checks; the hit count stays. */
export const updateRedirect = (id: string, body: RedirectInput) =>
  callEndpoint(redirectEndpoints.updateRedirect, { params: { id }, body }, admin);

/** `redirectEndpoints.deleteRedirect`. */
export const deleteRedirect = (id: string) => callEndpoint(redirectEndpoints.deleteRedirect, { params: { id } }, admin);
