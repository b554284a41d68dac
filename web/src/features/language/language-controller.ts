import type { QueryClient } from '@tanstack/react-query';
import { storageKeys, type Language } from '@/config/constants';
import { i18n, initI18n } from '@/lib/i18n';
import { idle } from '@/lib/idle';
import { readStorage, writeStorage } from '@/lib/storage';
import { applyDocumentLanguage } from './document-language';
import { needsServerCheck, resolveInitialLanguage, toLanguageOrDefault } from './resolve-language';

const serverPreference = () => import('./server-preference');

/**
 * Starts i18n in the language resolved from the address, local storage or the browser, and renders at once.
 * When nothing was stored locally, the signed-in administrator's server preference (second in the spec's
 * order, before the browser language) is looked up in the background and applied when it arrives.
 */
export async function startLanguage(
  queryClient: QueryClient | Promise<QueryClient>,
  quiet: () => Promise<void> = idle,
): Promise<void> {
  const { language, origin } = resolveInitialLanguage({
    fromAddress: new URLSearchParams(window.location.search).get('lang'),
    stored: readStorage(storageKeys.uiLanguage),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (origin === 'address') writeStorage(storageKeys.uiLanguage, language);
  applyDocumentLanguage(language);
  await initI18n(language);
  i18n.on('languageChanged', (code) => applyDocumentLanguage(toLanguageOrDefault(code)));
  if (!needsServerCheck(origin)) return;
  // When the browser is quiet (by default idle; for the app, idle once the first page has rendered): the check
  // (and the contract it validates with) must not compete with the first paint.
  await quiet();
  await (await serverPreference()).applyServerPreference(await queryClient);
}

/** The visitor's explicit choice: applied, kept locally, and kept on the server for the administrator. */
export async function chooseLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  writeStorage(storageKeys.uiLanguage, language);
  await i18n.changeLanguage(language);
  await (await serverPreference()).saveServerPreference(queryClient, language);
}
