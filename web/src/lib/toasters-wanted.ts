let wanted = false;
const listeners = new Set<() => void>();

/**
 * Whether a notification was asked for yet. The layout mounts the toasters (Radix's and Sonner's) with the first
 * one, so their code stays out of the visits that never notify (the home page's, for one); both render the
 * notifications asked for before they mounted.
 */
export const toastersWanted = {
  get: () => wanted,
  raise() {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
