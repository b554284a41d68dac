import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Router from '@koa/router';
import type Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsEndpoints, type AnyEndpoint } from '@portfolio/contracts';
import {
  assembleService,
  createLifecycle,
  createLogger,
  parseConfig,
  startService,
  trustedProxies,
} from '@portfolio/kit';
import { listen } from '@portfolio/testing';
import { analyticsConfigSchema } from '../src/config.ts';
import { analyticsService } from '../src/service.ts';

const named = (e: Pick<AnyEndpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;
const declared = Object.values(analyticsEndpoints).map(named).sort();

/** The router kit mounted the Koa routes on (koa-router marks its dispatch middleware with it). */
const routerOf = (app: Koa) =>
  app.middleware.map((m) => (m as { router?: Router }).router).find((r): r is Router => r !== undefined)!;

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
      const onKoa = routerOf(app).stack.map((layer) =>
        named({
          method: layer.methods.filter((m) => m !== 'HEAD').join(',') as AnyEndpoint['method'],
          path: String(layer.path),
        }),
      );
      const direct = (parts.direct ?? []).map((d) => named(d.endpoint));
      expect(direct.sort()).toEqual(
        [named(analyticsEndpoints.pageview), named(analyticsEndpoints.sessionStart)].sort(),
      );
      expect([...onKoa, ...direct].sort()).toEqual(declared);
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
        expect(res.status, named(endpoint)).toBe(endpoint.method === 'GET' ? 200 : 400);
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
