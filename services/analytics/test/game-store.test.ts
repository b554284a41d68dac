import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@portfolio/kit';
import type { GamePlayEvent } from '../src/events.ts';
import { calendar } from '../src/stats/calendar.ts';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import {
  at,
  mongoAdapter,
  pageviewEvent,
  sessionEvent,
  sqliteAdapter,
  statsRequest,
  type AdapterUnderTest,
} from './store-fixture.ts';

const adapters: AdapterUnderTest[] = [sqliteAdapter(), await mongoAdapter()];
afterAll(async () => {
  await Promise.all(adapters.map((a) => a.dispose()));
});

let ids = 0;
const play = (overrides: Partial<GamePlayEvent> = {}): GamePlayEvent => ({
  kind: 'game',
  id: `contract-game-${++ids}`,
  at: at(0),
  game: 'snake',
  event: 'start',
  score: null,
  durationMs: null,
  completed: false,
  ...overrides,
});
const won = (game: GamePlayEvent['game'], score: number, durationMs: number, minutes = 0) =>
  play({ game, event: 'finish', score, durationMs, completed: true, at: at(minutes) });

const range = (from: string, to: string, timeZone = 'UTC') => statsRequest({ from, to, timeZone }).range;

/** The games' part of the store contract: every adapter counts and reads them alike. */
describe.each(adapters.map((a) => [a.kind, a] as const))('game events in the store (%s)', (_, adapter) => {
  it('counts an event once however often it is written, beside the visits it does not touch', async () => {
    const store = await adapter.open();
    const started = play();
    const ended = won('snake', 12, 4000);
    await store.write([sessionEvent(), started, started, pageviewEvent(), ended]);
    await store.write([started, ended]);
    await store.write([ended]);
    const data = await store.gameStats(range('2026-03-10', '2026-03-10'));
    expect(data.days).toEqual([{ game: 'snake', day: '2026-03-10', plays: 1, completions: 1 }]);
    expect(data.medians).toEqual([{ game: 'snake', score: 12, durationMs: 4000 }]);
    const visits = await store.stats(statsRequest());
    expect({ pageviews: visits.pageviews, sessions: visits.sessions }).toEqual({ pageviews: 1, sessions: 1 });
  });

  it('takes the medians over completed games only: the middle one, or the mean of the middle two', async () => {
    const store = await adapter.open();
    await store.write([
      ...[7, 3, 5, 1, 9].map((score, i) => won('2048', score, 1000 * (i + 1))),
      ...[40, 10, 30, 20].map((moves, i) => won('memory', moves, 100 * (4 - i))),
      // Left half-way: counted nowhere but as a finish.
      play({ game: '2048', event: 'finish', score: 1_000_000, durationMs: 1, completed: false }),
      play({ game: 'memory', event: 'finish', score: 0, durationMs: 0, completed: false }),
      play({ game: 'snake' }),
    ]);
    const data = await store.gameStats(range('2026-03-10', '2026-03-10'));
    const medians = Object.fromEntries(data.medians.map((m) => [m.game, m]));
    expect(medians['2048']).toEqual({ game: '2048', score: 5, durationMs: 3000 });
    expect(medians.memory).toEqual({ game: 'memory', score: 25, durationMs: 250 });
    // No completed snake game: no median to tell.
    expect(medians.snake?.score ?? null).toBeNull();
    expect(data.days).toContainEqual({ game: '2048', day: '2026-03-10', plays: 0, completions: 5 });
    expect(data.days).toContainEqual({ game: 'snake', day: '2026-03-10', plays: 1, completions: 0 });
  });

  it("reads days in the range's time zone, and nothing outside the range", async () => {
    const store = await adapter.open('Europe/Paris');
    await store.write([
      // 23:30 in UTC is half past midnight in Paris: the next day there.
      play({ at: Date.parse('2026-03-10T23:30:00Z') }),
      play({ at: Date.parse('2026-03-10T20:00:00Z') }),
      won('snake', 3, 300, -3 * 24 * 60),
      play({ at: Date.parse('2026-03-13T12:00:00Z') }),
    ]);
    const data = await store.gameStats(range('2026-03-10', '2026-03-11', 'Europe/Paris'));
    expect(data.days).toEqual([
      { game: 'snake', day: '2026-03-10', plays: 1, completions: 0 },
      { game: 'snake', day: '2026-03-11', plays: 1, completions: 0 },
    ]);
    expect(data.medians.every((m) => m.score === null)).toBe(true);
  });
});

describe('game events in the SQLite store', () => {
  const silent = createLogger('analytics-game-store-test', 'silent');

  it("purges them with the page views' retention, and moves their days when the time zone changes", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'analytics-games-'));
    const file = join(dir, 'analytics.sqlite');
    const open = (timeZone: string) => openSqliteStore(file, { calendar: calendar(timeZone), logger: silent });
    try {
      const store = await open('UTC');
      await store.write([play({ at: at(-3 * 24 * 60) }), play({ at: Date.parse('2026-03-10T23:30:00Z') })]);
      await store.purge(at(-24 * 60));
      expect((await store.gameStats(range('2026-03-01', '2026-03-11'))).days).toEqual([
        { game: 'snake', day: '2026-03-10', plays: 1, completions: 0 },
      ]);
      await store.close();
      const reopened = await open('Europe/Paris');
      const days = (await reopened.gameStats(range('2026-03-10', '2026-03-11', 'Europe/Paris'))).days;
      await reopened.close();
      expect(days).toEqual([{ game: 'snake', day: '2026-03-11', plays: 1, completions: 0 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
