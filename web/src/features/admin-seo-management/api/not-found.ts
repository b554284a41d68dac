import { queryOptions } from '@tanstack/react-query';
import { analyticsPathsEndpoints, seoAuditEndpoints, topPathsLimits } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { notFoundPaths, pathsToClassify } from '../not-found-paths';

const admin = { credentials: 'include' } as const;

/**
 * The most viewed paths that lead nowhere, over a period: `analyticsPathsEndpoints.topPaths` counts what visitors
 * asked for, `seoAuditEndpoints.notFoundPaths` says which of those the site does not have. Two services, combined
 * here (neither calls the other).
 */
export const notFoundQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'seo-management', 'not-found', period.from, period.to],
    queryFn: async () => {
      const top = await callEndpoint(
        analyticsPathsEndpoints.topPaths,
        { query: { from: period.from, to: period.to, limit: topPathsLimits.maxLimit } },
        admin,
      );
      const answers = await Promise.all(
        pathsToClassify(top.paths).map((paths) =>
          callEndpoint(seoAuditEndpoints.notFoundPaths, { body: { paths } }, admin),
        ),
      );
      return notFoundPaths(top.paths, answers);
    },
  });
