import { queryOptions } from '@tanstack/react-query';
import { gamesEndpoints, type GamesSettings } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `gamesEndpoints.gamesSettings`: every game, shown or hidden, in the page's order, with its settings. */
export const gamesSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'games', 'settings'],
    queryFn: () => callEndpoint(gamesEndpoints.gamesSettings, {}, admin),
  });

/** `gamesEndpoints.saveGamesSettings`: the whole of it, as on screen. */
export const saveGamesSettings = (body: GamesSettings) =>
  callEndpoint(gamesEndpoints.saveGamesSettings, { body }, admin);
