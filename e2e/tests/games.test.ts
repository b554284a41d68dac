import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageErrors, useBrowser } from '../support/browser.ts';

const bestScores = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('bestScores') ?? '{}') as object);

/** What the browser does when the tab goes to the background. */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('games, played with the keyboard', () => {
  const browser = useBrowser();

  it('Snake: starts with Enter, steers with the arrows, pauses with Space and when the tab is hidden', async () => {
    const page = await browser.page();
    const errors = pageErrors(page);
    await page.goto('/games?game=snake');
    const board = page.getByRole('application', { name: 'Snake board' });
    await board.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await page.keyboard.press(' ');
    await page.getByText('Paused', { exact: true }).waitFor();
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    await hideTab(page);
    await page.getByText('Paused', { exact: true }).waitFor();

    // Resume by steering up: the snake runs into the top wall.
    await board.focus();
    await page.keyboard.press('ArrowUp');
    await page.getByText('Game over', { exact: true }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Pause' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('2048: the arrow keys slide the tiles, and the best score is kept on this device', async () => {
    const page = await browser.page();
    await page.goto('/games?game=2048');
    const board = page.getByRole('application', { name: '2048 board' });
    const tiles = () => board.evaluate((b) => [...b.children].map((c) => c.textContent).join(','));
    const before = await tiles();
    await board.focus();
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'a', 'w', 'd', 's']) {
      await page.keyboard.press(key);
    }
    expect(await tiles()).not.toBe(before);
    const score = Number(await page.locator('#game2048-title ~ dl dd').first().textContent());
    await page.getByRole('button', { name: 'New game' }).click();
    if (score > 0) expect(await bestScores(page)).toEqual({ 2048: score });
  });

  it('Memory: arrow keys move between cards, Enter turns them over, all pairs found wins', async () => {
    const page = await browser.page();
    await page.goto('/games?game=memory');
    const cards = page.getByRole('list', { name: 'Memory cards' }).getByRole('button');
    await cards.first().focus();
    const symbols: string[] = [];
    // Turn every card over once, in order, reading what it shows.
    for (let index = 0; index < 16; index++) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      const label = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      symbols.push(/: ([^,]+)/.exec(label)?.[1] ?? '');
    }
    expect(symbols.filter(Boolean)).toHaveLength(16);
    // Then turn the pairs not yet found, by position.
    for (let index = 0; index < 16; index++) {
      const label = (await cards.nth(index).getAttribute('aria-label')) ?? '';
      if (label.endsWith('found')) continue;
      const other = symbols.findIndex((s, i) => i !== index && s === symbols[index]);
      for (const position of [index, other]) {
        await cards.nth(position).focus();
        await page.keyboard.press('Enter');
      }
    }
    await page.getByText('You won!', { exact: true }).waitFor();
    const moves = Number(await page.locator('#memory-title ~ dl dd').first().textContent());
    expect(moves).toBeGreaterThanOrEqual(8);
    expect(await bestScores(page)).toEqual({ memory: moves });
  });

  it('each game is its own chunk, fetched when its tab is opened', async () => {
    const page = await browser.page();
    const chunks: string[] = [];
    page.on('request', (r) => {
      const match = /\/assets\/(snake-game|game-2048|memory-game)-[\w-]+\.js$/.exec(r.url());
      if (match) chunks.push(match[1]!);
    });
    await page.goto('/games');
    await page.getByRole('application', { name: 'Snake board' }).waitFor();
    expect(chunks).toEqual(['snake-game']);
    await page.getByRole('tab', { name: 'Memory' }).click();
    await page.getByRole('list', { name: 'Memory cards' }).waitFor();
    expect(chunks).toEqual(['snake-game', 'memory-game']);
    expect(new URL(page.url()).searchParams.get('game')).toBe('memory');
  });
});
