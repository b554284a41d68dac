import { defaultTheme, storageKeys, themes, type Theme } from '@/config/constants';
import { readStorage, writeStorage } from '@/lib/storage';

export type ResolvedTheme = 'light' | 'dark';
export interface ThemeSnapshot {
  theme: Theme;
  resolved: ResolvedTheme;
}

const darkScheme = '(prefers-color-scheme: dark)';

const parseTheme = (value: string | null): Theme =>
  (themes as readonly string[]).includes(value ?? '') ? (value as Theme) : defaultTheme;

/**
 * Light, dark or system (spec §4), kept under `theme` in local storage. "System" follows the operating system
 * live; another tab's choice arrives through the `storage` event. The resolved theme is the `dark` class on
 * <html>, which `public/early-init.js` already set before the first paint.
 */
export function createThemeStore(win: Window = window) {
  const media = win.matchMedia(darkScheme);
  const listeners = new Set<() => void>();
  let theme = parseTheme(readStorage(storageKeys.theme));
  const resolve = (): ResolvedTheme => (theme === 'system' ? (media.matches ? 'dark' : 'light') : theme);
  let snapshot: ThemeSnapshot = { theme, resolved: resolve() };
  const render = () => win.document.documentElement.classList.toggle('dark', snapshot.resolved === 'dark');

  const apply = () => {
    const resolved = resolve();
    if (snapshot.theme === theme && snapshot.resolved === resolved) return;
    snapshot = { theme, resolved };
    render();
    for (const listener of listeners) listener();
  };

  media.addEventListener('change', apply);
  win.addEventListener('storage', (event) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== storageKeys.theme) return;
    theme = parseTheme(readStorage(storageKeys.theme));
    apply();
  });
  render();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme(next: Theme) {
      theme = next;
      writeStorage(storageKeys.theme, next);
      apply();
    },
  };
}

export type ThemeStore = ReturnType<typeof createThemeStore>;

let shared: ThemeStore | undefined;
/** The page's one store, created on first use (tests create their own). */
export const themeStore = () => (shared ??= createThemeStore());
