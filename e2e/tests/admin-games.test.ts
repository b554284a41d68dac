import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gamesEndpoints, type GamesSettings, type GamesSettingsView, type LeaderboardRun } from '@portfolio/contracts';
import { playGame } from '@portfolio/testing';
import { callApi } from '../support/api.ts';
import { useAdminSession } from '../support/admin-session.ts';
import { axeIt, axeViolations, describeViolations } from '../support/axe.ts';
import { pageErrors, useBrowser } from '../support/browser.ts';

/** A fresh context downloads the admin chunk, its texts and the contract before the first answer shows. */
const firstAnswer = { timeout: 15_000 };
const soon = { timeout: 15_000, interval: 250 };
/** A nickname of its own: letters no abuse word is made of (no vowel, nothing leetspeak reads as one). */
const uniqueNickname = () =>
  `Player ${Array.from({ length: 8 }, () => 'bdghjlmnpqrvwxz'[Math.floor(Math.random() * 15)]).join('')}`;

/** An endpoint's address for a game, as the contract spells it. */
const forGame = (endpoint: { path: string }, game: string) => endpoint.path.replace(':game', game);

/** The figure under a label in a game's statistics card. */
const figure = (page: Page, game: string, label: string) =>
  page
    .getByRole('region', { name: game, exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * The games screen against the running services, and `/games` as a visitor sees it: a game hidden and the others
 * reordered, a board size changed, a play counted, a leaderboard entry (a genuine game played with the run's seed
 * under the shared rules) removed. It runs on the authoring server of its topology (e2e/project.ts): it changes the
 * shared games settings, put back as they were at its end.
 */
describe('admin games screen', () => {
  const browser = useBrowser();
  const signedIn = useAdminSession(browser, inject('admin'));

  async function openScreen(query = '') {
    const page = await browser.page(signedIn());
    const errors = pageErrors(page);
    await page.goto(`/admin/games${query}`);
    // The games' list, in whatever language the screen is in.
    await page.locator('ol').getByRole('switch').first().waitFor(firstAnswer);
    return { page, errors };
  }
  const inGroup = (page: Page, group: string) => page.getByRole('group', { name: group, exact: true });

  it('hides, reorders and sets up the games, and /games follows; counts a play; removes a leaderboard entry', async () => {
    const { page, errors } = await openScreen('?days=7');
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
    const original = (await callApi(page, gamesEndpoints.gamesSettings.path)).body as GamesSettingsView;
    try {
      // Snake hidden, Memory moved to the top with the keyboard, its leaderboard on, the 2048 board 5 × 5.
      await inGroup(page, 'Snake').getByRole('switch', { name: 'Shown on /games' }).uncheck();
      await page.getByRole('button', { name: 'Move Memory up' }).click();
      // The focus stays on the button, and the move is said in words.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move Memory up');
      await page.keyboard.press('Enter');
      await page.getByText('Memory is now at position 1 of 3.').waitFor();
      // At the top, its up button is off: the focus went to the other one.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Move Memory down');
      await inGroup(page, 'Memory').getByRole('switch', { name: 'Public leaderboard' }).check();
      const board2048 = inGroup(page, '2048').getByRole('textbox', { name: 'Board size (cells on a side)' });
      const snakeBoard = inGroup(page, 'Snake').getByRole('textbox', { name: 'Board size (cells on a side)' });
      await board2048.fill('5');
      // A size out of its limits is refused on its field before any call.
      await snakeBoard.fill('30');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Enter a whole number from 10 to 24.').waitFor();
      expect(await snakeBoard.getAttribute('aria-invalid')).toBe('true');
      await snakeBoard.fill(String(original.settings.snake.boardSize));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Games settings saved').first().waitFor();
      await page.getByText(/^Last saved /).waitFor();

      // A visitor: Snake's tab gone, Memory first, the 2048 board with 25 cells; a game of 2048 started is sent.
      const visitor = await browser.page();
      await visitor.goto('/games?game=snake');
      const tabs = visitor.getByRole('tablist').getByRole('tab');
      await expect.poll(() => tabs.allTextContents(), soon).toEqual(['Memory', '2048']);
      expect(await visitor.getByRole('tab', { name: 'Memory' }).getAttribute('aria-selected')).toBe('true');
      await visitor.getByRole('tab', { name: '2048' }).click();
      const cells = visitor.getByRole('application', { name: '2048 board' });
      expect(await cells.evaluate((b) => b.children.length)).toBe(25);
      const playsBefore = Number((await figure(page, '2048', 'Plays').textContent(firstAnswer))?.replace(/\D/g, ''));
      const started = visitor.waitForRequest(
        (r) => new URL(r.url()).pathname === '/api/analytics/game-event' && /"start"/.test(r.postData() ?? '"start"'),
      );
      await cells.focus();
      for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown']) await visitor.keyboard.press(key);
      await started;
      // The play counted on the admin screen (its statistics read again on reload).
      await expect
        .poll(async () => {
          await page.reload();
          return Number((await figure(page, '2048', 'Plays').textContent(firstAnswer))?.replace(/\D/g, ''));
        }, soon)
        .toBeGreaterThan(playsBefore);

      // A genuine Memory game, played with the run's seed under the saved settings, enters the board.
      const run = await callApi(visitor, forGame(gamesEndpoints.startLeaderboardRun, 'memory'), { method: 'POST' });
      expect(run.status).toBe(201);
      const { token, seed } = run.body as LeaderboardRun;
      const saved = (await callApi(page, gamesEndpoints.gamesSettings.path)).body as GamesSettingsView;
      const played = playGame('memory', seed, saved.settings, true);
      const nickname = uniqueNickname();
      const submitted = await callApi(visitor, forGame(gamesEndpoints.submitScore, 'memory'), {
        method: 'POST',
        json: { token, nickname, durationMs: 1_000, score: played.score, record: played.record },
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);

      // The administrator, on the screen opened again, removes it after saying yes.
      await page.reload();
      await page.getByRole('combobox', { name: 'Board' }).selectOption({ label: 'Memory' });
      const row = page.getByRole('row').filter({ hasText: nickname });
      await row.waitFor(firstAnswer);
      await row.getByRole('button', { name: `Remove the entry of ${nickname}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove this entry?' });
      // The board with its entries and the question over it, checked too.
      await dialog.waitFor();
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Entry removed').first().waitFor();
      await expect.poll(() => row.count()).toBe(0);
      const board = await callApi(visitor, forGame(gamesEndpoints.leaderboard, 'memory'));
      expect(JSON.stringify(board.body)).not.toContain(nickname);
    } finally {
      await callApi(page, gamesEndpoints.saveGamesSettings.path, {
        method: 'PUT',
        json: original.settings satisfies GamesSettings,
      });
    }
    expect(errors).toEqual([]);
  });

  axeIt.each(['en', 'ar'])('has no accessibility violation in %s', async (language) => {
    const { page } = await openScreen(`?lang=${language}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Every part loaded: the statistics' cards and the leaderboard's answer.
    await page.getByRole('img').first().waitFor(firstAnswer);
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
