import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultGamesSettings, type GamesSettings } from '@portfolio/contracts';
import type { GamesSettingsStore, LeaderboardRecord, LeaderboardStore } from '../src/stores/games-port.ts';
import type { StoreBackend } from './store-backends.ts';

/** Settings unlike the defaults in every field: a hidden game, another order, each board on or off. */
export const changedSettings: GamesSettings = {
  games: [
    { id: 'memory', visible: true, leaderboard: true },
    { id: 'snake', visible: false, leaderboard: false },
    { id: '2048', visible: true, leaderboard: true },
  ],
  snake: { speed: 'fast', boardSize: 20 },
  '2048': { boardSize: 5 },
  memory: { pairs: 10 },
};

/** One contract, every adapter: what the games settings rely on must hold for SQLite and for MongoDB alike. */
export function gamesSettingsStoreContract(backend: StoreBackend<GamesSettingsStore>) {
  describe(`games settings store contract (${backend.kind})`, () => {
    let store: GamesSettingsStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('has nothing and revision 0 before the first save, then keeps each save whole', async () => {
      expect(await store.read()).toBeUndefined();
      expect(await store.revision()).toBe(0);
      const at = new Date('2026-11-24T10:11:12.345Z');
      const saved = await store.save(changedSettings, at);
      expect(saved).toEqual({ settings: changedSettings, revision: 1, updatedAt: at });
      expect(await store.read()).toEqual(saved);
      const later = new Date('2026-11-24T11:00:00Z');
      expect(await store.save(defaultGamesSettings, later)).toEqual({
        settings: defaultGamesSettings,
        revision: 2,
        updatedAt: later,
      });
      expect(await store.revision()).toBe(2);
    });

    it('counts every one of concurrent saves, the last one kept whole', async () => {
      const saves = await Promise.all(
        [10, 12, 14, 16].map((boardSize) =>
          store.save({ ...changedSettings, snake: { speed: 'slow', boardSize } }, new Date(boardSize * 1000)),
        ),
      );
      expect(saves.map((saved) => saved.revision).sort()).toEqual([1, 2, 3, 4]);
      const kept = await store.read();
      expect(saves).toContainEqual(kept);
      expect(kept?.revision).toBe(4);
    });
  });
}

const entry = (n: number, fields: Partial<LeaderboardRecord> = {}): LeaderboardRecord => ({
  id: `entry-${String(n).padStart(4, '0')}`,
  game: 'snake',
  nickname: `Player ${n}`,
  score: 10,
  moves: 30,
  durationMs: 5000,
  at: new Date(Date.UTC(2026, 10, 24, 10, 0, n)),
  tokenId: `token-${n}`,
  ...fields,
});

/** The boards' order, ranks, pages, the single use of a run and removal, on every adapter. */
export function leaderboardStoreContract(backend: StoreBackend<LeaderboardStore>) {
  describe(`leaderboard store contract (${backend.kind})`, () => {
    let store: LeaderboardStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('ranks by score in the game order, then the shortest game, then the earliest; boards are per game', async () => {
      const entries = [
        entry(1, { score: 10, durationMs: 9000 }),
        entry(2, { score: 30, durationMs: 9000 }),
        entry(3, { score: 10, durationMs: 4000 }),
        entry(4, { score: 20, durationMs: 9000 }),
        entry(5, { score: 10, durationMs: 4000 }),
        entry(6, { game: 'memory', score: 12 }),
        entry(7, { game: 'memory', score: 9 }),
      ];
      for (const one of entries) expect(await store.add(one)).toBe(true);
      const ids = (list: LeaderboardRecord[]) => list.map((one) => one.id);
      expect(ids(await store.best('snake', 'highest', 10))).toEqual([
        'entry-0002',
        'entry-0004',
        'entry-0003',
        'entry-0005',
        'entry-0001',
      ]);
      expect(ids(await store.best('snake', 'highest', 2))).toEqual(['entry-0002', 'entry-0004']);
      expect(ids(await store.best('memory', 'lowest', 10))).toEqual(['entry-0007', 'entry-0006']);
      expect(await store.best('snake', 'highest', 1)).toEqual([entries[1]]);
      expect(await store.better('snake', 'highest', 10, 4000)).toBe(2);
      expect(await store.better('snake', 'highest', 10, 9000)).toBe(4);
      expect(await store.better('snake', 'highest', 31, 1)).toBe(0);
      expect(await store.better('memory', 'lowest', 10, 5000)).toBe(1);
      expect(await store.count('snake')).toBe(5);
      expect(await store.count('2048')).toBe(0);
    });

    it('takes one entry per run, pages newest first, and removes for good', async () => {
      for (const n of [1, 2, 3, 4, 5]) expect(await store.add(entry(n))).toBe(true);
      expect(await store.add(entry(9, { tokenId: 'token-3', score: 999 }))).toBe(false);
      expect((await store.newest('snake', 0, 2)).map((one) => one.id)).toEqual(['entry-0005', 'entry-0004']);
      expect((await store.newest('snake', 4, 2)).map((one) => one.id)).toEqual(['entry-0001']);
      expect(await store.remove('memory', 'entry-0004')).toBe(false);
      expect(await store.remove('snake', 'entry-0004')).toBe(true);
      expect(await store.remove('snake', 'entry-0004')).toBe(false);
      expect(await store.count('snake')).toBe(4);
      expect((await store.newest('snake', 0, 10)).map((one) => one.id)).not.toContain('entry-0004');
      expect((await store.best('snake', 'highest', 10)).map((one) => one.id)).not.toContain('entry-0004');
      // The removed entry's run stays spent: sending it again does not put it back.
      expect(await store.add(entry(10, { tokenId: 'token-4' }))).toBe(false);
    });
  });
}
