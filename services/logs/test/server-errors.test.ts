import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLifecycle,
  createLogger,
  createServiceApp,
  forwardServerErrors,
  internalLogsPath,
  trustedProxies,
} from '@portfolio/kit';
import { listen, testGatewaySecret, type Listening } from '@portfolio/testing';
import { recordServerErrors } from '../src/server-errors.ts';
import { silent, useLogs, type RunningLogs } from './fixture.ts';
import { entry, fromGateway, issueDetail, json, listIssues, uniqueWord } from './http.ts';

/** Another service of the platform, built on the kit like every service, with a route that fails. */
async function failingService(service: 'auth' | 'analytics', failure: string): Promise<Listening> {
  const app = createServiceApp({
    logger: createLogger(service, 'silent'),
    trust: trustedProxies([]),
    lifecycle: createLifecycle(),
  });
  const router = new Router();
  router.get('/api/fails', () => {
    throw new Error(failure);
  });
  app.use(router.routes());
  return listen(app.callback());
}

/** Flushes until an issue from `source` whose title holds `word` is stored: reports are recorded asynchronously. */
async function storedIssue(logs: RunningLogs, source: string, word: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    await logs.flush();
    const found = (await listIssues(logs.url, { source, q: word })).issues;
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${source} issue with ${word}`);
}

describe("the services' own server-side errors, in the same process", () => {
  const logs = useLogs();
  let stop: () => void;
  beforeAll(() => {
    stop = recordServerErrors(logs().ingestion, silent);
  });
  afterAll(() => stop());

  it('lands in the store with the service as source, scrubbed like any entry', async () => {
    const word = uniqueWord('driver');
    const service = await failingService('analytics', `${word}: auth failed for ops@example.com password=s3cret`);
    try {
      const res = await fetch(`${service.url}/api/fails?token=abc`, { headers: { 'user-agent': 'probe/1.0' } });
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain(word);
      const [issue] = await storedIssue(logs(), 'analytics', word);
      expect(issue).toMatchObject({
        source: 'analytics',
        level: 'error',
        title: `Error: ${word}: auth failed for [email] password=[redacted]`,
      });
      const [occurrence] = (await issueDetail(logs().url, issue!.id)).occurrences;
      expect(occurrence).toMatchObject({
        path: '/api/fails',
        userAgent: 'probe/1.0',
        context: { method: 'GET', requestId: res.headers.get('x-request-id') },
        stack: expect.stringContaining(word),
      });
    } finally {
      await service.close();
    }
  });

  it('records nothing for a client error', async () => {
    const before = (await listIssues(logs().url, { source: 'analytics' })).issues.length;
    const service = await failingService('analytics', 'unused');
    try {
      expect((await fetch(`${service.url}/api/missing`)).status).toBe(404);
    } finally {
      await service.close();
    }
    await logs().flush();
    expect((await listIssues(logs().url, { source: 'analytics' })).issues).toHaveLength(before);
  });
});

describe('the internal ingestion route (gateway topology)', () => {
  const logs = useLogs({ trust: ['127.0.0.1'] });
  const post = (body: unknown, headers: Record<string, string> = fromGateway) =>
    fetch(`${logs().url}${internalLogsPath}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  it("takes a service's errors posted directly, under that service's name", async () => {
    const word = uniqueWord('internal');
    const res = await post({ source: 'auth', entries: [entry({ message: word })] });
    expect(res.status).toBe(202);
    const [issue] = await storedIssue(logs(), 'auth', word);
    expect(issue!.source).toBe('auth');
  });

  it('refuses a request relayed by a proxy, so the outside can never post in a service name', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.5' }, { forwarded: 'for=203.0.113.5' }] as Record<
      string,
      string
    >[]) {
      const res = await post({ source: 'auth', entries: [entry()] }, { ...fromGateway, ...headers });
      expect(res.status).toBe(404);
    }
  });

  it("refuses a local process that does not hold the services' shared secret", async () => {
    const word = uniqueWord('impostor');
    const tokens: Record<string, string>[] = [{}, { 'x-gateway-token': '' }, { 'x-gateway-token': 'x'.repeat(40) }];
    for (const headers of tokens) {
      const res = await post({ source: 'auth', entries: [entry({ message: word })] }, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    await logs().flush();
    expect((await listIssues(logs().url, { q: word })).issues).toEqual([]);
  });

  it('accepts only the names of our services as source', async () => {
    for (const source of ['client', 'gateway', '']) {
      expect((await post({ source, entries: [entry()] })).status, source).toBe(400);
    }
  });

  it("receives a service's errors through the kit's forwarder", async () => {
    const word = uniqueWord('forwarded');
    const forwarder = forwardServerErrors({ url: logs().url, logger: silent, gatewaySecret: testGatewaySecret });
    const service = await failingService('auth', `${word} store timeout`);
    try {
      expect((await fetch(`${service.url}/api/fails`)).status).toBe(500);
      await forwarder.flush();
      const [issue] = await storedIssue(logs(), 'auth', word);
      expect(issue).toMatchObject({ source: 'auth', title: `Error: ${word} store timeout`, count: 1 });
    } finally {
      await service.close();
      await forwarder.stop();
    }
  });
});
