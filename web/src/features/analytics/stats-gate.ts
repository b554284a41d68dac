/**
 * Whether the first stats fetch may happen: the tracker opens the gate at its third step, so that stats never
 * compete with the session start and the initial page view.
 */
let open = false;
const listeners = new Set<() => void>();

export const statsGate = {
  isOpen: () => open,
  open() {
    if (open) return;
    open = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
