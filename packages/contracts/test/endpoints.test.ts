import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  aiLimits,
  allEndpoints,
  defaultAnswerWithinMs,
  deriveRouteTable,
  endpoint,
  endpoints,
  mailLimits,
  matchRoute,
  mediaLimits,
  pathOf,
  routeTable,
  type EndpointInput,
  type EndpointRequest,
} from '../src/index.ts';

describe('endpoints', () => {
  it('are declared once each: no two share a method and path, and every name is distinct', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(endpoints)).toHaveLength(allEndpoints.length);
  });

  it('each reaches its own service with its own access through the derived route table', () => {
    for (const e of allEndpoints) {
      const route = matchRoute(
        pathOf(e, {
          id: 'a'.repeat(32),
          key: 'uiLanguage',
          slug: 'an-article',
          seq: '3',
          lang: 'fr',
          game: 'snake',
          entryId: 'b'.repeat(16),
        }),
      );
      expect(route, `${e.method} ${e.path}`).toMatchObject({ service: e.service, access: e.access });
      expect(route!.rateLimit, e.path).toBe(e.rateLimit);
    }
  });

  it('has a parameter schema naming exactly its path parameters', () => {
    for (const e of allEndpoints) {
      const names = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = e.params instanceof z.core.$ZodObject ? Object.keys(e.params._zod.def.shape) : [];
      expect(shape.sort(), e.path).toEqual(names.sort());
    }
  });

  it('fills defaults: 204 without a response body, same-site state changes, JSON bodies', () => {
    expect(endpoints.verifyAdmin.status).toBe(204);
    expect(endpoints.login).toMatchObject({ status: 200, sameSiteOnly: true, contentTypes: ['application/json'] });
    expect(endpoints.session.sameSiteOnly).toBe(false);
    expect(endpoints.pageview).toMatchObject({ status: 202, sameSiteOnly: false, rateLimit: 'ingest' });
  });

  it('builds paths with each parameter encoded as one segment', () => {
    expect(pathOf(endpoints.preferenceGet, { key: 'a/b?c' })).toBe('/api/admin/preferences/a%2Fb%3Fc');
    expect(() => pathOf(endpoints.issue, {})).toThrow(/id is missing/);
  });

  it('types a handler input and a call from the declaration', () => {
    expectTypeOf<EndpointInput<typeof endpoints.issueStatus>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<keyof EndpointRequest<typeof endpoints.session>>().toEqualTypeOf<never>();
    // @ts-expect-error a path parameter without its schema does not compile
    endpoint({ service: 'logs', method: 'GET', path: '/x/:id', access: 'admin', summary: '', response: null });
  });
});

describe('route table derivation', () => {
  it('refuses endpoints under one prefix that disagree on access', () => {
    const base = { service: 'logs', method: 'GET', access: 'admin', summary: '', response: null } as const;
    const params = z.object({ id: z.string() });
    const list = [
      endpoint({ ...base, path: '/api/x' }),
      endpoint({ ...base, path: '/api/x/:id', access: 'public', params }),
    ];
    expect(() => deriveRouteTable(list)).toThrow(/disagrees/);
  });

  it('takes the largest body limit of a prefix', () => {
    expect(routeTable.find((r) => r.prefix === '/api/admin/logs')?.bodyLimitBytes).toBe(64 * 1024);
    expect(routeTable.find((r) => r.prefix === '/api/admin/logs/purge')?.bodyLimitBytes).toBe(1024);
  });

  it('waits for a prefix as long as its slowest endpoint may take, the gateway default for the others', () => {
    const answerWithin = (prefix: string) => routeTable.find((r) => r.prefix === prefix)?.answerWithinMs;
    // The image list and the image details are under the uploads' prefix: they are waited for as long.
    expect(answerWithin('/api/admin/content/media')).toBe(mediaLimits.uploadAnswerWithinMs);
    expect(answerWithin('/api/admin/content/ai/providers')).toBeGreaterThan(aiLimits.timeoutMs.max);
    expect(answerWithin('/api/admin/mail/smtp/check')).toBe(mailLimits.smtpAnswerWithinMs);
    expect(answerWithin('/api/admin/mail/messages')).toBe(mailLimits.smtpAnswerWithinMs);
    expect(answerWithin('/api/logs')).toBe(defaultAnswerWithinMs);
    expect(answerWithin('/api/admin/content/ai/jobs')).toBe(defaultAnswerWithinMs);
  });
});
