import { accepted } from '../analytics.ts';
import { endpoint } from '../endpoint.ts';
import { gameEvent, gameStats, gameStatsQuery, gamesSettings, gamesSettingsView, publicGames } from '../games.ts';
import {
  adminLeaderboard,
  adminLeaderboardQuery,
  leaderboard,
  leaderboardEntryParams,
  leaderboardParams,
  leaderboardRun,
  scoreAccepted,
  scoreSubmission,
} from '../leaderboard.ts';

/** A game's record is at most a few hundred KB (20,000 steps); nothing else the games send comes near. */
const recordBody = 512 * 1024;

/**
 * The games' settings and leaderboards (#20), kept by the content service with the rest of the site. Runs and scores
 * have prefixes of their own: the gateway limits them per address (`ingest`), which it decides on the prefix alone.
 */
export const gamesEndpoints = {
  games: endpoint({
    service: 'content',
    access: 'public',
    method: 'GET',
    path: '/api/content/games',
    summary: 'The visible games in their order, with their settings and whether each has a leaderboard.',
    response: publicGames,
  }),
  gamesSettings: endpoint({
    service: 'content',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/content/games',
    summary: 'Every game (shown or hidden) in its order, with its settings and leaderboard switch.',
    response: gamesSettingsView,
  }),
  saveGamesSettings: endpoint({
    service: 'content',
    access: 'admin',
    method: 'PUT',
    path: '/api/admin/content/games',
    summary: 'Replaces the games settings as a whole: every game exactly once, in the order shown.',
    body: gamesSettings,
    response: gamesSettingsView,
  }),
  startLeaderboardRun: endpoint({
    service: 'content',
    access: 'public',
    method: 'POST',
    path: '/api/content/game-runs/:game',
    summary: 'A signed seed to play a leaderboard game with; 404 when the game has no leaderboard.',
    params: leaderboardParams,
    response: leaderboardRun,
    status: 201,
    rateLimit: 'ingest',
  }),
  submitScore: endpoint({
    service: 'content',
    access: 'public',
    method: 'POST',
    path: '/api/content/game-scores/:game',
    summary: "A finished run's record: replayed, checked against the time that passed, then ranked.",
    params: leaderboardParams,
    body: scoreSubmission,
    bodyLimit: recordBody,
    response: scoreAccepted,
    status: 201,
    rateLimit: 'ingest',
  }),
  leaderboard: endpoint({
    service: 'content',
    access: 'public',
    method: 'GET',
    path: '/api/content/games/:game/leaderboard',
    summary: "A game's best scores; 404 when the game has no leaderboard.",
    params: leaderboardParams,
    response: leaderboard,
  }),
  adminLeaderboard: endpoint({
    service: 'content',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/content/games/:game/leaderboard',
    summary: "Every entry of a game's board, newest first, paged; also while the board is off.",
    params: leaderboardParams,
    query: adminLeaderboardQuery,
    response: adminLeaderboard,
  }),
  removeLeaderboardEntry: endpoint({
    service: 'content',
    access: 'admin',
    method: 'DELETE',
    path: '/api/admin/content/games/:game/leaderboard/:entryId',
    summary: 'Removes one entry from a board.',
    params: leaderboardEntryParams,
    response: null,
    status: 204,
  }),
};

/** The games' anonymous play events and their statistics, kept by the analytics service. */
export const gameAnalyticsEndpoints = {
  gameEvent: endpoint({
    service: 'analytics',
    method: 'POST',
    path: '/api/analytics/game-event',
    access: 'public',
    summary: 'A game started or finished: no visitor identity, counted once per event id.',
    body: gameEvent,
    response: accepted,
    status: 202,
    contentTypes: ['application/json', 'text/plain'],
    rateLimit: 'ingest',
    sameSiteOnly: false,
    retrySafe: true,
  }),
  gameStats: endpoint({
    service: 'analytics',
    method: 'GET',
    path: '/api/admin/analytics/games',
    access: 'admin',
    summary: 'Plays, completions, median score and duration per game over a range, and per day.',
    query: gameStatsQuery,
    response: gameStats,
  }),
};
