import { describe, expect, it } from 'vitest';
import {
  analyticsEndpoints,
  authEndpoints,
  endpointsByService,
  errorBody,
  openApiDocument,
} from '@portfolio/contracts';
import { assembleService, route } from '@portfolio/kit';
import { authParts } from '../src/parts.ts';
import { declaredRoutes, endpointName, mountedRoutes } from '@portfolio/testing';
import { startAuth, useBackend } from './fixture.ts';
import { get, signIn } from './http.ts';

describe('the auth service against its contract', () => {
  const backend = useBackend('sqlite');

  it('mounts exactly the endpoints the contract declares for it, at their methods and paths', async () => {
    const { app, parts } = await startAuth(backend());
    // The checks answered before Koa (direct routes), and all of them with the Koa router's layers.
    const direct = (parts.direct ?? []).map(({ endpoint }) => endpointName(endpoint));
    expect(direct.sort()).toEqual([
      'GET /api/admin/session',
      'GET /api/admin/verify',
      'GET /api/admin/verify/identify',
    ]);
    expect(mountedRoutes(app, parts)).toEqual(declaredRoutes(endpointsByService.auth));
  });

  it('refuses to start with a declared endpoint left without a handler, or one of another service', async () => {
    const { deps } = await startAuth(backend());
    const parts = authParts(deps);
    const withoutOpenApi = parts.routes.filter((r) => r.endpoint !== authEndpoints.openApi);
    expect(() => assembleService('auth', { ...parts, routes: withoutOpenApi }, deps)).toThrow(
      /GET \/api\/admin\/openapi is declared but has no handler/,
    );
    const foreign = route(analyticsEndpoints.stats, () => ({}) as never);
    expect(() => assembleService('auth', { ...parts, routes: [...parts.routes, foreign] }, deps)).toThrow(
      /belongs to analytics/,
    );
  });

  it('serves the OpenAPI document to the signed-in administrator only', async () => {
    const { url } = await startAuth(backend());
    const path = authEndpoints.openApi.path;
    const visitor = await get(url, path);
    expect(visitor.status).toBe(401);
    expect(errorBody.parse(await visitor.json()).code).toBe('unauthorized');

    const cookie = await signIn(url);
    const res = await get(url, path, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
