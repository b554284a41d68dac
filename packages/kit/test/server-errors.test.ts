import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limits, logEntry } from '@portfolio/contracts';
import { listen, type Listening } from '@portfolio/testing';
import {
  createLogger,
  forwardServerErrors,
  HttpError,
  internalLogsPath,
  onServerError,
  truncateUtf8,
  type ServerErrorReport,
} from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';
import { rawRequest } from './support/raw-http.ts';

function routes(router: Router) {
  router.get('/api/boom', () => {
    throw new Error('connect ECONNREFUSED 10.0.0.5:27017');
  });
  router.get('/api/huge', () => {
    throw new Error('é'.repeat(limits.logMessageBytes));
  });
  router.get('/api/refused', () => {
    throw new HttpError(503, 'service_unavailable', 'Try later.');
  });
  router.get('/api/thrown-string', () => {
    throw 'not an Error';
  });
}

describe('server-error hook', () => {
  let app: KitApp;
  const reports: ServerErrorReport[] = [];
  let unsubscribe: () => void;
  beforeAll(async () => {
    app = await startKitApp(routes);
    unsubscribe = onServerError((report) => reports.push(report));
  });
  afterAll(async () => {
    unsubscribe();
    await app.close();
  });
  afterEach(() => {
    reports.length = 0;
  });

  it('reports an unexpected failure as a log entry named after the service', async () => {
    const res = await rawRequest(`${app.url}/api/boom?x=1`, { headers: { 'user-agent': 'probe/1' } });
    expect(res.status).toBe(500);
    expect(reports).toHaveLength(1);
    const [{ source, entry }] = reports as [ServerErrorReport];
    expect(source).toBe('kit-test');
    expect(logEntry.safeParse(entry).success).toBe(true);
    expect(entry).toMatchObject({
      level: 'error',
      message: 'Error: connect ECONNREFUSED 10.0.0.5:27017',
      path: '/api/boom',
      userAgent: 'probe/1',
      context: { method: 'GET', requestId: res.headers['x-request-id'] },
      stack: expect.stringContaining('connect ECONNREFUSED'),
    });
  });

  it('keeps a report within the log entry caps', async () => {
    await rawRequest(`${app.url}/api/huge`);
    expect(logEntry.safeParse(reports[0]!.entry).success).toBe(true);
  });

  it('reports a thrown non-Error too', async () => {
    await rawRequest(`${app.url}/api/thrown-string`);
    expect(reports[0]!.entry.message).toBe('Error: not an Error');
  });

  it('reports neither client errors nor deliberate refusals', async () => {
    expect((await rawRequest(`${app.url}/api/missing`)).status).toBe(404);
    expect((await rawRequest(`${app.url}/api/refused`)).status).toBe(503);
    expect(reports).toEqual([]);
  });

  it('answers the same when a subscriber fails, and logs that it did', async () => {
    const stop = onServerError(() => {
      throw new Error('reporter down');
    });
    try {
      const res = await rawRequest(`${app.url}/api/boom`);
      expect(res.status).toBe(500);
      expect(res.json()).toMatchObject({ code: 'internal_error' });
      expect(reports).toHaveLength(1);
      expect(app.entries().some((e) => e.msg === 'server error reporter failed')).toBe(true);
    } finally {
      stop();
    }
  });

  it('stops reporting to a subscriber that unsubscribed', async () => {
    const late: ServerErrorReport[] = [];
    const stop = onServerError((r) => late.push(r));
    stop();
    await rawRequest(`${app.url}/api/boom`);
    expect(late).toEqual([]);
    expect(reports).toHaveLength(1);
  });
});

describe('truncateUtf8', () => {
  it('cuts to a byte budget without splitting a character', () => {
    expect(truncateUtf8('abc', 10)).toBe('abc');
    expect(truncateUtf8('ééé', 5)).toBe('éé');
    expect(truncateUtf8('a😀b', 4)).toBe('a');
    expect(Buffer.byteLength(truncateUtf8('é'.repeat(100), 51))).toBe(50);
  });
});

describe('forwarding server errors to the logs service', () => {
  let app: KitApp;
  let receiver: Listening;
  const received: { path: string; body: { source: string; entries: unknown[] } }[] = [];
  let answer = 202;

  beforeAll(async () => {
    app = await startKitApp(routes);
    receiver = await listen((req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body) as (typeof received)[number]['body'] });
        res.writeHead(answer, { 'content-type': 'application/json' }).end('{}');
      });
    });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  it('posts queued reports in batches to the internal route', async () => {
    const forwarder = forwardServerErrors({ url: receiver.url, logger: createLogger('kit-test', 'silent') });
    try {
      for (let i = 0; i < limits.logEntriesPerBatch + 3; i++) await rawRequest(`${app.url}/api/boom`);
      await forwarder.flush();
    } finally {
      await forwarder.stop();
    }
    expect(received.map((r) => [r.path, r.body.source, r.body.entries.length])).toEqual([
      [internalLogsPath, 'kit-test', limits.logEntriesPerBatch],
      [internalLogsPath, 'kit-test', 3],
    ]);
  });

  it('drops what it cannot send or hold, and never fails the service for it', async () => {
    received.length = 0;
    answer = 500;
    const forwarder = forwardServerErrors({
      url: receiver.url,
      logger: createLogger('kit-test', 'silent'),
      maxQueued: 2,
    });
    try {
      for (let i = 0; i < 4; i++) expect((await rawRequest(`${app.url}/api/boom`)).status).toBe(500);
      await forwarder.flush();
      expect(received.map((r) => r.body.entries.length)).toEqual([2]);
      await forwarder.flush();
      expect(received).toHaveLength(1);
    } finally {
      await forwarder.stop();
      answer = 202;
    }
  });

  it('survives a logs service that is not there', async () => {
    const closed = await listen(() => {});
    await closed.close();
    const forwarder = forwardServerErrors({ url: closed.url, logger: createLogger('kit-test', 'silent') });
    await rawRequest(`${app.url}/api/boom`);
    await expect(forwarder.flush()).resolves.toBeUndefined();
    await forwarder.stop();
  });
});
