import type { QueryClient } from '@tanstack/react-query';
import { storageKeys, type Language } from '@/config/constants';
import { adminSessionQuery } from '@/lib/api/admin-session';
import { i18n, initI18n } from '@/lib/i18n';
import { readStorage, writeStorage } from '@/lib/storage';
import { saveUiLanguagePreference, uiLanguagePreferenceQuery } from './api/ui-language-preference';
import { applyDocumentLanguage } from './document-language';
import { needsServerCheck, resolveInitialLanguage, toLanguage, toLanguageOrDefault } from './resolve-language';

/**
 * Starts i18n in the language resolved from the address, local storage or the browser, and renders at once.
 * When nothing was stored locally, the signed-in administrator's server preference (second in the spec's
 * order, before the browser language) is looked up in the background and applied when it arrives.
 */
export async function startLanguage(queryClient: QueryClient): Promise<void> {
  const { language, origin } = resolveInitialLanguage({
    fromAddress: new URLSearchParams(window.location.search).get('lang'),
    stored: readStorage(storageKeys.uiLanguage),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  if (origin === 'address') writeStorage(storageKeys.uiLanguage, language);
  applyDocumentLanguage(language);
  i18n.on('languageChanged', (code) => applyDocumentLanguage(toLanguageOrDefault(code)));
  await initI18n(language);
  if (needsServerCheck(origin)) await applyServerPreference(queryClient);
}

async function applyServerPreference(queryClient: QueryClient) {
  const session = await queryClient.fetchQuery(adminSessionQuery());
  if (!session.authenticated) return;
  const preferred = toLanguage(await queryClient.fetchQuery(uiLanguagePreferenceQuery()).catch(() => null));
  // A choice made while the answer was on its way wins.
  if (preferred && readStorage(storageKeys.uiLanguage) === null && preferred !== i18n.language) {
    await i18n.changeLanguage(preferred);
  }
}

/** The visitor's explicit choice: applied, kept locally, and kept on the server for the administrator. */
export async function chooseLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  writeStorage(storageKeys.uiLanguage, language);
  await i18n.changeLanguage(language);
  const session = await queryClient.ensureQueryData(adminSessionQuery());
  if (!session.authenticated) return;
  // Local storage already holds the choice, and it comes first on the next visit: a failed save changes nothing.
  await saveUiLanguagePreference(language).then(
    () => queryClient.setQueryData(uiLanguagePreferenceQuery().queryKey, language),
    () => undefined,
  );
}
