import { queryOptions } from '@tanstack/react-query';
import { redirectEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `redirectEndpoints.robotsSettings`: robots.txt as served, and whether it is still the generated default. */
export const robotsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'seo-management', 'robots'],
    queryFn: () => callEndpoint(redirectEndpoints.robotsSettings, {}, admin),
  });

/** `redirectEndpoints.saveRobots`: each line it cannot read is a 400 detail `lines.<n>`. */
export const saveRobots = (text: string) => callEndpoint(redirectEndpoints.saveRobots, { body: { text } }, admin);
