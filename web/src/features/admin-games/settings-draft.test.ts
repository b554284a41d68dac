import { defaultGamesSettings } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, invalidFields, moveGame, settingsOf } from './settings-draft';

describe('the games settings form', () => {
  it('moves a game one place up or down, and nowhere past either end', () => {
    const games = defaultGamesSettings.games;
    expect(moveGame(games, 2, -1).map((g) => g.id)).toEqual(['snake', 'memory', '2048']);
    expect(moveGame(games, 0, 1).map((g) => g.id)).toEqual(['2048', 'snake', 'memory']);
    expect(moveGame(games, 0, -1).map((g) => g.id)).toEqual(['snake', '2048', 'memory']);
    expect(moveGame(games, 2, 1).map((g) => g.id)).toEqual(['snake', '2048', 'memory']);
    // The list given is left as it was.
    expect(games.map((g) => g.id)).toEqual(['snake', '2048', 'memory']);
  });

  it('gives back the saved settings unchanged when nothing was edited', () => {
    expect(settingsOf(draftOf(defaultGamesSettings))).toEqual({ settings: defaultGamesSettings });
  });

  it('refuses each size outside its limits, or not a whole number, on its own field', () => {
    const draft = draftOf(defaultGamesSettings);
    draft.sizes = { 'snake.boardSize': '9', '2048.boardSize': '4.5', 'memory.pairs': '13' };
    expect(settingsOf(draft)).toEqual({ invalid: new Set(['snake.boardSize', '2048.boardSize', 'memory.pairs']) });
    draft.sizes = { 'snake.boardSize': '24', '2048.boardSize': ' 6 ', 'memory.pairs': '' };
    expect(settingsOf(draft)).toEqual({ invalid: new Set(['memory.pairs']) });
  });

  it("names the server's refusals as the page's: a size by its place, the list as games, else the form", () => {
    expect(
      invalidFields([
        { path: 'body.memory.pairs' },
        { path: 'body.games' },
        { path: 'body.games.1.id' },
        { path: 'body' },
      ]),
    ).toEqual(new Set(['memory.pairs', 'games', 'form']));
  });
});
