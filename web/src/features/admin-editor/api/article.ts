import { queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `editorialEndpoints.adminArticle`: the article's draft in every language and what is public of it. */
export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'editor', 'article', id],
    queryFn: ({ signal }) =>
      callEndpoint(editorialEndpoints.adminArticle, { params: { id } }, { credentials: 'include', signal }),
    // The editor holds its own copy from the first answer on: a refetch must never replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
