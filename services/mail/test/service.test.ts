import { describe, expect, it } from 'vitest';
import { endpointsByService, pathOf } from '@portfolio/contracts';
import { declaredRoutes, endpointName, mountedRoutes } from '@portfolio/testing';
import { mailForSuite } from './mail-service.ts';

const mailEndpoints = endpointsByService.mail;

describe('the mail service as it runs', () => {
  const mail = mailForSuite();

  it('answers /healthz and, its SQLite file open, /readyz', async () => {
    const health = await fetch(`${mail.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${mail.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('mounts each endpoint of its contract once and nothing else', () => {
    expect(mountedRoutes(mail.app, mail.parts)).toEqual(declaredRoutes(mailEndpoints));
  });

  it("refuses each administrator's endpoint to a caller without the gateway's role, before any area sees it", async () => {
    for (const endpoint of Object.values(mailEndpoints).filter((e) => e.access === 'admin')) {
      const path = pathOf(endpoint, { id: '0123456789abcdef0123456789abcdef' });
      const res = await mail.call(endpoint.method, path, undefined, {});
      expect(res.status, endpointName(endpoint)).toBe(401);
    }
  });

  it('answers an undeclared path under its prefix with 404', async () => {
    expect((await mail.get('/api/mail/nothing-here')).status).toBe(404);
    expect((await mail.call('GET', '/api/admin/mail/nothing-here')).status).toBe(404);
  });
});
