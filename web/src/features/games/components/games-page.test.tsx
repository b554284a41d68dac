import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultGamesSettings,
  newMemoryGame,
  replayRecord,
  scoreSubmission,
  seededRandom,
  type PublicGames,
  type ScoreSubmission,
} from '@portfolio/contracts';
import { loadNamespaces } from '@/lib/i18n';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { GamesPage } from './games-page';

const settings = { snake: defaultGamesSettings.snake, '2048': { boardSize: 5 }, memory: { pairs: 4 } };
const answer = (games: PublicGames['games']): PublicGames => ({ games, ...settings });
const seed = 4242;

/** A browser without a beacon, so that the games' events reach the fake server as requests. */
function withoutBeacon() {
  const stand = Object.create(navigator) as Navigator;
  Object.defineProperty(stand, 'sendBeacon', { value: undefined });
  vi.stubGlobal('navigator', stand);
}

const accepted = { 'POST /api/analytics/game-event': () => json(202, { accepted: true }) };

function show(address: string) {
  withoutBeacon();
  const router = createMemoryRouter([{ path: '/games', element: <GamesPage /> }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the games page', () => {
  componentSuite(() => loadNamespaces(['games']));

  it('shows the visible games in their order with their settings, the first one when the address names a hidden one', async () => {
    fakeServer({
      ...accepted,
      'GET /api/content/games': () =>
        json(
          200,
          answer([
            { id: 'memory', leaderboard: false },
            { id: '2048', leaderboard: false },
          ]),
        ),
    });
    show('/games?game=snake');
    await screen.findByRole('tab', { name: 'Memory' });
    expect(tabNames()).toEqual(['Memory', '2048']);
    expect(screen.getByRole('tab', { name: 'Memory' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Find all 4 pairs in as few moves as possible.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Memory cards' })).getAllByRole('button')).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Leaderboard' })).toBeNull();
  });

  it('says so when no game is shown', async () => {
    fakeServer({ ...accepted, 'GET /api/content/games': () => json(200, answer([])) });
    show('/games');
    expect(await screen.findByRole('heading', { name: 'No games right now' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it("plays a leaderboard game with its run's seed and sends a record the server's replay confirms", async () => {
    const server = fakeServer({
      ...accepted,
      'GET /api/content/games': () => json(200, answer([{ id: 'memory', leaderboard: true }])),
      'POST /api/content/game-runs/memory': () => json(201, { token: 'signed-run', seed }),
      'POST /api/content/game-scores/memory': (init) => {
        const { nickname } = JSON.parse(String(init!.body)) as ScoreSubmission;
        if (nickname === 'badword') {
          return json(422, {
            code: 'nickname_refused',
            message: 'Refused.',
            details: [{ path: 'body.nickname', message: 'abuse' }],
          });
        }
        const entry = { id: 'entry-0001', nickname, score: 4, durationMs: 900, at: '2026-11-24T20:00:00.000Z' };
        return json(201, { entry, rank: 2 });
      },
      'GET /api/content/games/memory/leaderboard': () =>
        json(200, {
          game: 'memory',
          order: 'lowest',
          entries: [
            { id: 'entry-0000', nickname: 'Ada', score: 4, durationMs: 700, at: '2026-11-24T19:00:00.000Z' },
            { id: 'entry-0001', nickname: 'Grace', score: 4, durationMs: 900, at: '2026-11-24T20:00:00.000Z' },
          ],
        }),
    });
    show('/games');
    const board = await screen.findByRole('list', { name: 'Memory cards' });
    // The cards lie where the seed puts them: each pair is turned at the first try.
    const { cards } = newMemoryGame(seededRandom(seed), 4);
    const buttons = within(board).getAllByRole('button');
    cards.forEach((card, index) => {
      if (cards.findIndex((c) => c.symbol === card.symbol) !== index) return;
      fireEvent.click(buttons[index]!);
      fireEvent.click(buttons[cards.findIndex((c, i) => i !== index && c.symbol === card.symbol)]!);
    });

    const nickname = await screen.findByRole('textbox', { name: 'Nickname' });
    fireEvent.change(nickname, { target: { value: 'badword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add my score' }));
    expect(await screen.findByText('This nickname is not allowed. Please choose another one.')).toBeTruthy();
    expect(document.activeElement).toBe(nickname);
    fireEvent.change(nickname, { target: { value: ' Grace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add my score' }));

    const added = await screen.findByText('Added: you are number 2 on the leaderboard.');
    await waitFor(() => expect(document.activeElement).toBe(added));
    const yours = await screen.findByRole('row', { current: true });
    expect(yours.textContent).toContain('Grace');
    const sent = server
      .called('POST', '/api/content/game-scores/memory')
      .map((call) => JSON.parse(String(call.init!.body)) as ScoreSubmission);
    expect(sent.map((s) => [s.token, s.nickname, s.score])).toEqual([
      ['signed-run', 'badword', 4],
      ['signed-run', 'Grace', 4],
    ]);
    // As the server reads it: the contract's shape (whole milliseconds), and a record whose replay ends the game.
    for (const submission of sent) expect(scoreSubmission.safeParse(submission).error).toBeUndefined();
    expect(replayRecord(sent[1]!.record, seed, settings)).toEqual({ finished: true, score: 4, moves: 4 });
  });

  it('plays unranked, and says so, when the run cannot be had', async () => {
    fakeServer({ ...accepted, 'GET /api/content/games': () => json(200, answer([{ id: '2048', leaderboard: true }])) });
    show('/games');
    expect(
      await screen.findByText('The leaderboard could not be reached: this game cannot be added to it.'),
    ).toBeTruthy();
    const board = screen.getByRole('application', { name: '2048 board' });
    expect(board.children.length).toBeGreaterThanOrEqual(25);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Leaderboard' })).toBeTruthy());
  });
});
