import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authRoleHeader, gameStats, gatewayTokenHeader, pageviewId, statsResponse } from '@portfolio/contracts';
import { testGatewaySecret } from '@portfolio/testing';
import { browserInfo, chromeUserAgent, startAnalytics } from './fixture.ts';
import { post, stats } from './http.ts';
import { readRows } from './stored-files.ts';

/** Text of every kind: plain, unicode, operators, prototype keys, separators. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('$where', '__proto__', 'constructor', 'a.b', 'utm_source', 'UTM_Campaign', 'ref', 'source', ''),
);
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, 3_600_001));
const path = fc.oneof(
  { arbitrary: fc.constant('/'), weight: 2 },
  text,
  fc.tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments()).map(([p, q, f]) => `/${p}?${q}#${f}`),
  fc
    .tuple(fc.constantFrom('utm_source', 'utm_x', 'ref', 'token', 'source', '$a'), text)
    .map(([k, v]) => `/p?${k}=${encodeURIComponent(v)}`),
);

/** Payloads close enough to the contract that many pass, and far enough in places that many do not. */
const nearlyValid = fc.record(
  {
    pageviewId: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 3 },
      fc.stringMatching(/^[A-Za-z0-9_-]{8,12}$/),
      text,
    ),
    path,
    referrer: fc.oneof({ arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }), weight: 3 }, text),
    landingPage: path,
    sessionId: fc.oneof({ arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,16}$/), weight: 5 }, text),
    browserInfo: fc.oneof(
      { arbitrary: fc.constant(browserInfo), weight: 3 },
      fc.record({
        ...Object.fromEntries(
          Object.keys(browserInfo).map((k) => [k, fc.constant(browserInfo[k as keyof typeof browserInfo])]),
        ),
        language: text,
      }),
      fc.jsonValue(),
    ),
    performance: fc.oneof(
      { arbitrary: fc.constant(null), weight: 2 },
      {
        arbitrary: fc.record({
          navigationType: fc.constantFrom('navigate', 'reload'),
          timeToFirstByte: fc.option(fc.double({ min: 0, max: 3_600_000, noNaN: true })),
          domContentLoaded: fc.option(fc.double({ min: 0, max: 3_600_000, noNaN: true })),
          loadEvent: fc.option(fc.double({ min: 0, max: 3_600_000, noNaN: true })),
        }),
        weight: 2,
      },
      fc.record({ navigationType: text, timeToFirstByte: number, domContentLoaded: number, loadEvent: number }),
    ),
    utm: fc.oneof(
      { arbitrary: fc.constant({}), weight: 3 },
      fc.dictionary(fc.constantFrom('utm_source', 'utm_medium', 'UTM_Term', 'ref', 'source', 'token', 'email'), text),
      fc.dictionary(text, text, { maxKeys: 25 }),
      fc.jsonValue(),
    ),
  },
  { requiredKeys: ['path', 'referrer', 'landingPage', 'sessionId', 'browserInfo', 'performance', 'utm'] },
);

const body = fc.oneof(
  { arbitrary: nearlyValid, weight: 8 },
  { arbitrary: fc.jsonValue(), weight: 1 },
  { arbitrary: fc.dictionary(text, fc.jsonValue(), { maxKeys: 10 }), weight: 1 },
);
// undefined: a browser's User-Agent (most of the time, so that much is stored); else anything printable.
const userAgent = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 3 },
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map(String.fromCharCode), maxLength: 80 }),
);

// What may be in the store after anything at all was posted: the same bounds as the contract, and only what is
// meant to be kept.
const storedPath = z
  .string()
  .max(2000)
  .regex(/^\/[^?#]*$/);
const timingValue = z.number().min(0).max(3_600_000).nullable();
const pageviewRow = z.strictObject({
  id: z.union([pageviewId, z.uuid()]),
  session_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  at: z.number().int(),
  path: storedPath,
  ttfb: timingValue,
  dcl: timingValue,
  load: timingValue,
});
const keptUtm = z.record(z.string().regex(/^(utm_[a-z0-9_-]{1,60}|ref|source)$/), z.string().min(1).max(256));
const sessionRow = z.looseObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  visitor: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  browser: z.string().min(1).max(64),
  os: z.string().min(1).max(64),
  device: z.string().min(1).max(16),
  country: z.string().regex(/^([A-Z]{2}|Unknown)$/),
  language: z.string().max(35),
  landing_page: storedPath,
  referrer: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).regex(/^[^?#]*$/)]),
  referrer_host: z.string().max(253),
  utm: z
    .string()
    .nullable()
    .refine((u) => u === null || keptUtm.safeParse(JSON.parse(u)).success),
});

/** Game events: valid starts and finishes, and mixes of right and wrong kinds, results and types. */
const eventId = fc.stringMatching(/^[A-Za-z0-9_-]{8,12}$/);
const gameName = fc.constantFrom('snake', '2048', 'memory');
const gameEvent = fc.oneof(
  fc.record({ eventId, game: gameName, kind: fc.constant('start') }),
  fc.record({
    eventId,
    game: gameName,
    kind: fc.constant('finish'),
    score: fc.nat(10_000_000),
    durationMs: fc.nat(86_400_000),
    completed: fc.boolean(),
  }),
  fc.record(
    {
      eventId: fc.oneof(eventId, text),
      game: fc.oneof(gameName, text),
      kind: fc.oneof(fc.constantFrom('start', 'finish'), text),
      score: fc.oneof(fc.nat(20_000_000), number, text),
      durationMs: fc.oneof(fc.nat(100_000_000), number),
      completed: fc.oneof(fc.boolean(), text),
    },
    { requiredKeys: ['eventId', 'game', 'kind'] },
  ),
);
const gameRow = z.strictObject({
  id: pageviewId,
  at: z.number().int().multipleOf(900_000),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  game: z.enum(['snake', '2048', 'memory']),
  kind: z.enum(['start', 'finish']),
  score: z.number().int().min(0).max(10_000_000).nullable(),
  duration_ms: z.number().int().min(0).max(86_400_000).nullable(),
  completed: z.union([z.literal(0), z.literal(1)]),
});

describe('fuzz', () => {
  it('never answers a 5xx to random input on either call, and stores only what validates', async () => {
    const { url, dataDir, flush } = await startAnalytics({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('session' as const, 'pageview' as const),
        body,
        userAgent,
        fc.constantFrom('application/json', 'text/plain'),
        async (call, payload, ua, contentType) => {
          const res = await post(url, call, payload === undefined ? 'null' : payload, { contentType, userAgent: ua });
          await res.arrayBuffer();
          expect([202, 400]).toContain(res.status);
        },
      ),
      { numRuns: 600 },
    );
    await flush();
    const views = readRows<Record<string, unknown>>(
      dataDir,
      'SELECT id, session_id, at, path, ttfb, dcl, load FROM pageviews',
    );
    const sessions = readRows<Record<string, unknown>>(dataDir, 'SELECT * FROM sessions');
    expect(views.length).toBeGreaterThan(20);
    for (const row of views) pageviewRow.parse(row);
    for (const row of sessions) sessionRow.parse(row);
    statsResponse.parse(await stats(url, { admin: true }));
  });

  it('never answers a 5xx to random bytes', async () => {
    const { url } = await startAnalytics({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('session' as const, 'pageview' as const),
        fc.string({ unit: 'binary', maxLength: 300 }),
        async (call, raw) => {
          const res = await post(url, call, raw);
          await res.arrayBuffer();
          expect([202, 400]).toContain(res.status);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never answers a 5xx to random game events, and stores only what validates', async () => {
    const { url, dataDir, flush } = await startAnalytics({ env: { ANALYTICS_RATE_LIMIT: '100000' } });
    await fc.assert(
      fc.asyncProperty(fc.oneof({ arbitrary: gameEvent, weight: 8 }, fc.jsonValue()), async (payload) => {
        const res = await fetch(`${url}/api/analytics/game-event`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': chromeUserAgent },
          body: JSON.stringify(payload ?? null),
        });
        await res.arrayBuffer();
        expect([202, 400]).toContain(res.status);
      }),
      { numRuns: 300 },
    );
    await flush();
    const rows = readRows<Record<string, unknown>>(dataDir, 'SELECT * FROM game_events');
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) gameRow.parse(row);
    const admin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };
    gameStats.parse(await (await fetch(`${url}/api/admin/analytics/games`, { headers: admin })).json());
  });
});
