import type { GameId, GamesSettings } from '@portfolio/contracts';
import type { SettingsRecord, SettingsStore } from './settings-port.ts';

/** The games settings' store: one record at most, its revision counted by saves (the /games page's cache keys on it). */
export type GamesSettingsRecord = SettingsRecord<GamesSettings>;
export type GamesSettingsStore = SettingsStore<GamesSettings>;

/** One accepted score on a game's board. */
export interface LeaderboardRecord {
  id: string;
  game: GameId;
  nickname: string;
  score: number;
  /** The moves the replay counted (turns, slides or pairs of flips). */
  moves: number;
  durationMs: number;
  at: Date;
  /** Names the run the score came from: a run gives one entry, ever (a removed entry keeps its run spent). */
  tokenId: string;
}

/** Which scores are better: Snake and 2048 the highest, Memory the lowest (its moves). */
export type ScoreOrder = 'highest' | 'lowest';

/**
 * The leaderboards' store. Boards rank by score in the game's order, then the shortest duration, then the earliest
 * entry; a removed entry is gone from every read but its run stays spent.
 */
export interface LeaderboardStore {
  /** Adds an entry; false (nothing written) when its run already gave one. */
  add(entry: LeaderboardRecord): Promise<boolean>;
  /** A game's best `limit` entries, best first. */
  best(game: GameId, order: ScoreOrder, limit: number): Promise<LeaderboardRecord[]>;
  /** The entries of the game that rank strictly before a score of `score` made in `durationMs`. */
  better(game: GameId, order: ScoreOrder, score: number, durationMs: number): Promise<number>;
  count(game: GameId): Promise<number>;
  /** A game's entries newest first, from `offset`. */
  newest(game: GameId, offset: number, limit: number): Promise<LeaderboardRecord[]>;
  /** Removes an entry of the game; false when there is none. */
  remove(game: GameId, id: string): Promise<boolean>;
  close(): Promise<void>;
}
