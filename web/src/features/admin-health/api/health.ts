import { queryOptions } from '@tanstack/react-query';
import { logsEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `logsEndpoints.health`: every service's state, backlogs, free disk and the last backup; fresh every 30 s. */
export const healthQuery = () =>
  queryOptions({
    queryKey: ['admin', 'health'],
    queryFn: () => callEndpoint(logsEndpoints.health, {}, { credentials: 'include' }),
    refetchInterval: 30_000,
  });
