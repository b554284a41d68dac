import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { aiProviderEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `aiProviderEndpoints.aiUsage`: the month's spending against the budget, and one page of calls, newest first. */
export const aiUsageQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'ai', 'usage', page],
    queryFn: () => callEndpoint(aiProviderEndpoints.aiUsage, { query: { page: String(page) } }, admin),
    placeholderData: keepPreviousData,
  });
