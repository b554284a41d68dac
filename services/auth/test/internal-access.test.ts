import { describe, expect, it, onTestFinished } from 'vitest';
import { endpoint, gatewayTokenHeader } from '@portfolio/contracts';
import { createServiceApp, mountRoutes, route, serviceRouter } from '@portfolio/kit';
import { listen } from '@portfolio/testing';
import { startAuth, useBackend } from './fixture.ts';

const secret = 'a-test-gateway-secret-of-enough-length-0123';

/** An internal endpoint of the auth service's, as a later one mounted on its router would be declared. */
const internalCall = endpoint({
  service: 'auth',
  method: 'POST',
  path: '/api/internal/auth-test',
  access: 'internal',
  summary: '',
  response: null,
});

/**
 * The auth service's access checks (its parts' `access`) over kit's router: an internal endpoint it mounts must stay
 * our own processes' (kit's check: no forwarding header, the gateway token), as in every other service. The
 * gateway's auth checks are answered before the router (session-check.ts) and need no exception here.
 */
describe('an internal endpoint mounted by the auth service', () => {
  const backend = useBackend('sqlite');

  it('refuses a relayed request and one without the gateway token, and lets our own processes in', async () => {
    const auth = await startAuth(backend(), { trust: [] });
    const trust = {
      ...auth.deps.trust,
      fromGateway: (req: { headers: Record<string, unknown> }) => req.headers[gatewayTokenHeader] === secret,
    };
    const app = createServiceApp({ logger: auth.deps.logger, trust, lifecycle: auth.deps.lifecycle });
    const router = serviceRouter();
    mountRoutes(router, [route(internalCall, () => undefined)], { trust, access: auth.parts.access });
    app.use(router.routes());
    const served = await listen(app.callback());
    onTestFinished(() => served.close());

    const post = (headers: Record<string, string>) =>
      fetch(`${served.url}${internalCall.path}`, { method: 'POST', headers });
    expect((await post({})).status).toBe(403);
    expect((await post({ [gatewayTokenHeader]: secret, 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await post({ [gatewayTokenHeader]: secret })).status).toBe(204);
  });
});
