import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsEndpoints, endpointsByService, gameAnalyticsEndpoints } from '@portfolio/contracts';
import {
  assembleService,
  createLifecycle,
  createLogger,
  parseConfig,
  startService,
  trustedProxies,
} from '@portfolio/kit';
import { declaredRoutes, endpointName, listen, mountedRoutes } from '@portfolio/testing';
import { analyticsConfigSchema } from '../src/config.ts';
import { analyticsService } from '../src/service.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'analytics-routes-'));
  dirs.push(dir);
  return dir;
};

describe("the analytics service's routes are exactly its contract's endpoints", () => {
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('mounts each declared endpoint once, on Koa or directly, and nothing else', async () => {
    const config = parseConfig(analyticsConfigSchema, { DATA_DIR: tempDir() });
    const logger = createLogger('analytics', 'silent');
    const context = { config, logger, trust: trustedProxies([]), lifecycle: createLifecycle() };
    const parts = await analyticsService.build({ ...context, announce: () => {} });
    try {
      const { app } = assembleService('analytics', parts, context);
      const direct = (parts.direct ?? []).map((d) => endpointName(d.endpoint));
      expect(direct.sort()).toEqual(
        [analyticsEndpoints.pageview, analyticsEndpoints.sessionStart, gameAnalyticsEndpoints.gameEvent]
          .map(endpointName)
          .sort(),
      );
      expect(mountedRoutes(app, parts)).toEqual(declaredRoutes(endpointsByService.analytics));
    } finally {
      await parts.close?.();
    }
  });

  it('answers every declared endpoint from the real definition, and no undeclared analytics path', async () => {
    const service = await startService(analyticsService, { DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, () => {});
    const served = await listen(service.handle);
    try {
      for (const endpoint of Object.values(analyticsEndpoints)) {
        const res = await fetch(`${served.url}${endpoint.path}`, {
          method: endpoint.method,
          headers: { 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
        });
        // Ingestion refuses an empty event (400); the statistics answer anyone, the public lists only.
        expect(res.status, endpointName(endpoint)).toBe(endpoint.method === 'GET' ? 200 : 400);
      }
      for (const path of ['/api/analytics/other', '/api/analytics/stats/x', '/api/analytics/Stats']) {
        expect((await fetch(`${served.url}${path}`)).status, path).toBe(404);
      }
    } finally {
      await served.close();
      await service.close();
    }
  });
});
