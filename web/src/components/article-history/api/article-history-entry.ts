import { queryOptions } from '@tanstack/react-query';
import { editorialEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { historyKey } from './article-history';

/** `editorialEndpoints.articleHistoryEntry`: one entry whole. An entry never changes once kept. */
export const articleHistoryEntryQuery = (id: string, seq: number) =>
  queryOptions({
    queryKey: [...historyKey(id), 'entry', seq],
    queryFn: () =>
      callEndpoint(
        editorialEndpoints.articleHistoryEntry,
        { params: { id, seq: String(seq) } },
        { credentials: 'include' },
      ),
    staleTime: Infinity,
  });
