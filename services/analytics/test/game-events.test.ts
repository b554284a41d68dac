import { afterAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import {
  authRoleHeader,
  errorBody,
  gameStats,
  gatewayTokenHeader,
  serviceTable,
  type GameStats,
} from '@portfolio/contracts';
import { mongoForTests, testGatewaySecret } from '@portfolio/testing';
import { chromeUserAgent, googlebotUserAgent, startAnalytics } from './fixture.ts';
import { filesContaining, readRows } from './stored-files.ts';

const mongo = await mongoForTests();
// The database named in MONGO_URL is the one the service uses.
const [base, options] = mongo.url.split('?');
const mongoUrl = `${base!.replace(/\/$/, '')}/${mongo.dbName}_games${options ? `?${options}` : ''}`;
afterAll(async () => {
  const client = await MongoClient.connect(mongo.url);
  await client.db(`${mongo.dbName}_games`).dropDatabase();
  await client.close();
  await mongo.stop();
});

const probeUserAgent = `${chromeUserAgent} GameProbe/4242`;
const probeAddress = '90.84.0.77';

const send = (url: string, body: unknown, { contentType = 'application/json', userAgent = probeUserAgent } = {}) =>
  fetch(`${url}/api/analytics/game-event`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'user-agent': userAgent, 'x-forwarded-for': probeAddress },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const admin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };
const ask = (url: string, query = '', headers: Record<string, string> = admin) =>
  fetch(`${url}/api/admin/analytics/games${query ? `?${query}` : ''}`, { headers });

let ids = 0;
const start = (game: string) => ({ eventId: `game-start-${++ids}`, game, kind: 'start' });
const finish = (game: string, score: number, durationMs: number, completed = true) => ({
  eventId: `game-finish-${++ids}`,
  game,
  kind: 'finish',
  score,
  durationMs,
  completed,
});

describe.each([
  ['sqlite', {}],
  ['mongodb', { MONGO_URL: mongoUrl, MONGO_TIMEOUT_MS: '5000' }],
] as const)('game events and their statistics (%s)', (_, env) => {
  it('counts each event once, by day, with the medians of completed games, for the administrator only', async () => {
    const { url, flush, clock } = await startAnalytics({ env });
    const twice = start('snake');
    const events = [
      twice,
      twice,
      start('snake'),
      start('snake'),
      finish('snake', 10, 1000),
      finish('snake', 30, 3000),
      finish('snake', 20, 2000),
      // Left half-way: a finish, not a completion, and out of the medians.
      finish('snake', 999, 99_000, false),
      start('2048'),
      finish('2048', 1200, 60_000),
      finish('2048', 1000, 40_000),
    ];
    for (const [i, event] of events.entries()) {
      const res = await send(url, event, { contentType: i % 2 ? 'text/plain;charset=UTF-8' : 'application/json' });
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ accepted: true });
    }
    // A crawler gets the same answer, and nothing is counted.
    expect((await send(url, start('memory'), { userAgent: googlebotUserAgent })).status).toBe(202);
    clock.advance(24 * 3_600_000);
    await send(url, start('snake'));
    await send(url, twice);
    await flush();

    const res = await ask(url, 'from=2026-03-10&to=2026-03-11');
    expect(res.status).toBe(200);
    const answer: GameStats = gameStats.parse(await res.json());
    expect(answer).toMatchObject({ from: '2026-03-10', to: '2026-03-11' });
    expect(answer.games).toEqual([
      {
        game: 'snake',
        plays: 4,
        completions: 3,
        medianScore: 20,
        medianDurationMs: 2000,
        days: [
          { day: '2026-03-10', plays: 3, completions: 3 },
          { day: '2026-03-11', plays: 1, completions: 0 },
        ],
      },
      {
        game: '2048',
        plays: 1,
        completions: 2,
        medianScore: 1100,
        medianDurationMs: 50_000,
        days: [
          { day: '2026-03-10', plays: 1, completions: 2 },
          { day: '2026-03-11', plays: 0, completions: 0 },
        ],
      },
      {
        game: 'memory',
        plays: 0,
        completions: 0,
        medianScore: null,
        medianDurationMs: null,
        days: [
          { day: '2026-03-10', plays: 0, completions: 0 },
          { day: '2026-03-11', plays: 0, completions: 0 },
        ],
      },
    ]);
    // The default range: the last 30 days, today included, as the statistics'.
    const defaults = gameStats.parse(await (await ask(url)).json());
    expect(defaults).toMatchObject({ from: '2026-02-10', to: '2026-03-11' });
    expect(defaults.games[0]!.days).toHaveLength(30);
    expect(defaults.games[0]!.plays).toBe(4);

    expect((await ask(url, '', {})).status).toBe(401);
    expect((await ask(url, '', { [authRoleHeader]: 'admin' })).status).toBe(401);
    for (const [query, field] of [
      ['from=2026-03-12&to=2026-03-10', 'query.from'],
      ['from=2025-01-01&to=2026-03-10', 'query.from'],
      ['to=yesterday', 'query.to'],
    ] as const) {
      const refused = await ask(url, query);
      expect(refused.status, query).toBe(400);
      expect(errorBody.parse(await refused.json()).details?.map((d) => d.path)).toContain(field);
    }
  });
});

describe('game events refused', () => {
  it('answers forged, inconsistent or oversized events with a 4xx naming the field, and keeps nothing identifying', async () => {
    const { url, flush, dataDir } = await startAnalytics();
    const refusals: [unknown, string][] = [
      [{ ...start('snake'), sessionId: '1741608000000-session01' }, 'body'],
      [{ ...start('tetris') }, 'body.game'],
      [{ ...start('snake'), kind: 'pause' }, 'body.kind'],
      [{ ...start('snake'), eventId: 'short' }, 'body.eventId'],
      [{ ...start('snake'), eventId: '$where:1-xxxxxx' }, 'body.eventId'],
      [{ ...start('snake'), score: 10 }, 'body.score'],
      [{ ...start('snake'), completed: true }, 'body.completed'],
      [{ ...finish('snake', 10, 1000), score: undefined }, 'body.score'],
      [{ ...finish('snake', 10, 1000), completed: undefined }, 'body.completed'],
      [finish('snake', -1, 1000), 'body.score'],
      [finish('snake', 1.5, 1000), 'body.score'],
      [finish('snake', 10_000_001, 1000), 'body.score'],
      [finish('snake', 10, 86_400_001), 'body.durationMs'],
      [{ ...finish('snake', 10, 1000), completed: 'yes' }, 'body.completed'],
    ];
    for (const [body, field] of refusals) {
      const res = await send(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = errorBody.parse(await res.json());
      expect(error.code).toBe('validation_failed');
      expect(
        error.details?.map((d) => d.path),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect((await send(url, '{"eventId":')).status).toBe(400);
    const huge = JSON.stringify({ ...start('snake'), pad: 'x'.repeat(serviceTable.analytics.bodyLimitBytes) });
    expect((await send(url, huge)).status).toBe(413);
    expect((await send(url, JSON.stringify(start('snake')), { contentType: 'text/html' })).status).toBe(415);

    expect((await send(url, finish('memory', 24, 45_000))).status).toBe(202);
    await flush();
    const rows = readRows<Record<string, unknown>>(dataDir, 'SELECT * FROM game_events');
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['at', 'completed', 'day', 'duration_ms', 'game', 'id', 'kind', 'score'].sort(),
    );
    expect(rows[0]).toMatchObject({ game: 'memory', kind: 'finish', score: 24, duration_ms: 45_000, completed: 1 });
    expect(Number(rows[0]!.at) % 900_000).toBe(0);
    for (const needle of [probeAddress, probeUserAgent, 'GameProbe']) {
      expect(filesContaining(dataDir, needle), needle).toEqual([]);
    }
  });
});
