let loading: Promise<typeof import('./contract')> | undefined;

/**
 * The contract's run-time part, fetched on demand: the calls a visitor's page makes after its first render
 * (session check, analytics, stats, language preference) load it here. zod's settings are loaded and applied
 * first, so that they hold before any schema is built whatever the bundler puts in which file. (A dynamic import
 * of local modules rather than of the package itself also keeps the entry's own modules in the entry chunk.)
 * The admin area, a chunk of its own, imports the declarations directly.
 */
export const loadContract = () =>
  (loading ??= import('./zod-config')
    .then(() => import('./contract'))
    .catch((error: unknown) => {
      // Offline for a moment: the next call tries again.
      loading = undefined;
      throw error;
    }));

/** The auth and analytics endpoint declarations, by name. */
export const loadEndpoints = () =>
  loadContract().then(({ authEndpoints, analyticsEndpoints }) => ({ ...authEndpoints, ...analyticsEndpoints }));
