let loading: Promise<typeof import('./content-contract')> | undefined;

/** The content endpoints by name, fetched once; a failed fetch (offline for a moment) is tried again next call. */
export const loadContentEndpoints = () =>
  (loading ??= import('./content-contract').catch((error: unknown) => {
    loading = undefined;
    throw error;
  })).then(({ contentEndpoints }) => contentEndpoints);
