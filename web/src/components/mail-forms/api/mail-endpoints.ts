let loading: Promise<typeof import('./mail-contract')> | undefined;

/** The mail service's public endpoints by name, fetched once; a failed fetch (offline for a moment) is tried again. */
export const loadMailEndpoints = () =>
  (loading ??= import('./mail-contract').catch((error: unknown) => {
    loading = undefined;
    throw error;
  })).then(({ mailPublicEndpoints }) => mailPublicEndpoints);
