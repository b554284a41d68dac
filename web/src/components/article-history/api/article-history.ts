import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** What an article's history queries' keys start with: a save or a restore refreshes them. */
export const historyKey = (id: string) => ['admin', 'blog', 'history', id] as const;

/**
 * `editorialEndpoints.articleHistory`: the article's publications and checkpoints, newest first. The key carries
 * the draft's revision, so that a save (which may have kept a checkpoint) lists them again, the old list shown
 * meanwhile.
 */
export const articleHistoryQuery = (id: string, revision: number) =>
  queryOptions({
    queryKey: [...historyKey(id), 'list', revision],
    queryFn: () => callEndpoint(editorialEndpoints.articleHistory, { params: { id } }, { credentials: 'include' }),
    placeholderData: keepPreviousData,
  });
