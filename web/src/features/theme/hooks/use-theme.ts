import { useSyncExternalStore } from 'react';
import { themeStore, type ThemeStore } from '../theme-store';

export function useTheme(store: ThemeStore = themeStore()) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, setTheme: store.setTheme };
}
