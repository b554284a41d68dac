let loading: Promise<typeof import('./games-contract')> | undefined;

/** The games' endpoints by name, fetched once; a failed fetch (offline for a moment) is tried again next call. */
export const loadGamesEndpoints = () =>
  (loading ??= import('./games-contract').catch((error: unknown) => {
    loading = undefined;
    throw error;
  })).then(({ gamesEndpoints, gameAnalyticsEndpoints }) => ({ ...gamesEndpoints, ...gameAnalyticsEndpoints }));
