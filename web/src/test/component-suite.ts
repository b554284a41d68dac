import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { toastStore } from '@/lib/toast-store';

/**
 * A component suite's surroundings: English with the texts `load` brings, loaded before the tests and read without
 * Suspense so that a render shows them at once; after each test the page is emptied, the toasts dismissed and the
 * stubbed globals (the fake server's fetch) put back.
 */
export function componentSuite(load: () => Promise<unknown>) {
  beforeAll(async () => {
    await initI18n('en');
    await load();
    i18n.options.react = { ...i18n.options.react, useSuspense: false };
  });
  afterEach(() => {
    cleanup();
    toastStore.dismiss();
    vi.unstubAllGlobals();
  });
}
