import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDarkScheme } from '@/test/fake-media';
import { useTheme } from './hooks/use-theme';
import { createThemeStore } from './theme-store';

const isDark = () => document.documentElement.classList.contains('dark');

/** Another tab writes the key; this tab only hears about it through the storage event. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem('theme');
  else localStorage.setItem('theme', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value }));
}

describe('theme store', () => {
  let os: ReturnType<typeof fakeDarkScheme>;
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    os = fakeDarkScheme(false);
    vi.spyOn(window, 'matchMedia').mockImplementation(os.matchMedia);
  });
  afterEach(() => localStorage.clear());

  it('defaults to dark, even when the system prefers light, and stores nothing until a choice is made', () => {
    const store = createThemeStore();
    expect(store.getSnapshot()).toEqual({ theme: 'dark', resolved: 'dark' });
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('keeps the choice under the key "theme" and applies it', () => {
    const store = createThemeStore();
    store.setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);
    expect(createThemeStore().getSnapshot().theme).toBe('light');
  });

  it('treats an unknown stored value as the default', () => {
    localStorage.setItem('theme', 'sepia');
    expect(createThemeStore().getSnapshot()).toEqual({ theme: 'dark', resolved: 'dark' });
  });

  it('follows the operating system live when set to system', () => {
    const store = createThemeStore();
    const seen = vi.fn();
    store.subscribe(seen);
    store.setTheme('system');
    expect(store.getSnapshot().resolved).toBe('light');
    os.setDark(true);
    expect(store.getSnapshot()).toEqual({ theme: 'system', resolved: 'dark' });
    expect(isDark()).toBe(true);
    os.setDark(false);
    expect(isDark()).toBe(false);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('ignores the operating system when a theme is chosen explicitly', () => {
    const store = createThemeStore();
    store.setTheme('dark');
    os.setDark(false);
    expect(isDark()).toBe(true);
  });

  it("follows another tab's choice, and falls back to the default when it is removed", () => {
    const store = createThemeStore();
    otherTabWrites('light');
    expect(store.getSnapshot().theme).toBe('light');
    expect(isDark()).toBe(false);
    otherTabWrites(null);
    expect(store.getSnapshot()).toEqual({ theme: 'dark', resolved: 'dark' });
  });

  it('ignores storage events about other keys', () => {
    const store = createThemeStore();
    store.setTheme('light');
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'uiLanguage', newValue: 'fr' }));
    expect(store.getSnapshot().theme).toBe('light');
  });

  it('re-renders components through useTheme', () => {
    const store = createThemeStore();
    const { result } = renderHook(() => useTheme(store));
    expect(result.current.theme).toBe('dark');
    act(() => result.current.setTheme('light'));
    expect(result.current).toMatchObject({ theme: 'light', resolved: 'light' });
    act(() => otherTabWrites('system'));
    expect(result.current).toMatchObject({ theme: 'system', resolved: 'light' });
  });
});
