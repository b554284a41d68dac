import { afterAll, describe, expect, it } from 'vitest';
import { endpointsByService, logsEndpoints, pathOf } from '@portfolio/contracts';
import { assembleService, createLifecycle, parseConfig, startService, trustedProxies } from '@portfolio/kit';
import { declaredRoutes, endpointName, listen, mountedRoutes } from '@portfolio/testing';
import { logsConfigSchema } from '../src/config.ts';
import { logsService } from '../src/service.ts';
import { removeTempDirs, silent, tempDir } from './fixture.ts';

// Each endpoint refused by its own steps: admin 401, internal 403 (no gateway token), public 400 (an empty batch).
const refusedWith: Record<string, number> = { admin: 401, internal: 403, public: 400 };

describe("the logs service's routes are exactly its contract's endpoints", () => {
  afterAll(removeTempDirs);

  it('mounts each declared endpoint once, on Koa or directly, and nothing else', async () => {
    const config = parseConfig(logsConfigSchema, { DATA_DIR: tempDir() });
    const context = { config, logger: silent, trust: trustedProxies([]), lifecycle: createLifecycle() };
    const parts = await logsService.build({ ...context, announce: () => {} });
    try {
      const { app } = assembleService('logs', parts, context);
      expect(mountedRoutes(app, parts)).toEqual(declaredRoutes(endpointsByService.logs));
    } finally {
      await parts.close?.();
    }
  });

  it('answers every declared endpoint from the real definition, none with "no such route"', async () => {
    const service = await startService(logsService, { DATA_DIR: tempDir(), LOG_LEVEL: 'silent' }, () => {});
    const served = await listen(service.handle);
    try {
      for (const endpoint of Object.values(logsEndpoints)) {
        const path = pathOf(endpoint, { id: '0123456789abcdef0123456789abcdef' });
        const res = await fetch(`${served.url}${path}`, {
          method: endpoint.method,
          headers: { 'content-type': 'application/json' },
          ...(endpoint.method === 'GET' ? {} : { body: '{}' }),
        });
        expect(res.status, endpointName(endpoint)).toBe(refusedWith[endpoint.access]);
      }
      expect((await fetch(`${served.url}/api/admin/logs/purge/x`)).status).toBe(404);
    } finally {
      await served.close();
      await service.close();
    }
  });
});
