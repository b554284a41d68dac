/** A set of listeners, each told in turn; one that unsubscribes while being told does not disturb the others. */
export function listeners<T = void>() {
  const set = new Set<(value: T) => void>();
  return {
    add(listener: (value: T) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(value: T) {
      for (const listener of [...set]) listener(value);
    },
    clear: () => set.clear(),
  };
}
