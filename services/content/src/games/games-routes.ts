import { gamesEndpoints as e } from '@portfolio/contracts';
import { answered, conditionalGet, route, weakEtag, type RouteDefinition } from '@portfolio/kit';
import { publicGamesOf, type GamesSettingsKeeper } from './games-settings.ts';

/** When nothing was ever saved: a date before any save, so that the first save moves Last-Modified. */
const neverSaved = new Date(0);

/**
 * The games settings: the administrator's read and save, and the page's public read (the visible games in their
 * order), whose ETag is its own bytes' hash: it changes with any save that changes what the page shows.
 */
export function gamesSettingsRoutes(games: GamesSettingsKeeper): RouteDefinition[] {
  return [
    route(e.gamesSettings, () => games.view()),
    route(e.saveGamesSettings, (_ctx, { body }) => games.save(body)),
    route(e.games, async (ctx) => {
      const { settings, updatedAt } = await games.current();
      const answer = publicGamesOf(settings);
      const validators = { etag: weakEtag('games', JSON.stringify(answer)), lastModified: updatedAt ?? neverSaved };
      if (conditionalGet(ctx.req, ctx.res, validators)) {
        ctx.status = 304;
        return answered;
      }
      return answer;
    }),
  ];
}
