import type { QueryClient } from '@tanstack/react-query';
import { storageKeys, type Language } from '@/config/constants';
import { adminSessionQuery } from '@/lib/api/admin-session';
import { i18n } from '@/lib/i18n';
import { readStorage } from '@/lib/storage';
import { saveUiLanguagePreference, uiLanguagePreferenceQuery } from './api/ui-language-preference';
import { toLanguage } from './resolve-language';

/*
 * The administrator's language kept on the server. Its own chunk, fetched when needed: the API client and the
 * contracts stay out of the first download.
 */

/** The signed-in administrator's server preference, applied when nothing was stored locally meanwhile. */
export async function applyServerPreference(queryClient: QueryClient) {
  const session = await queryClient.fetchQuery(adminSessionQuery());
  if (!session.authenticated) return;
  const preferred = toLanguage(await queryClient.fetchQuery(uiLanguagePreferenceQuery()).catch(() => null));
  // A choice made while the answer was on its way wins.
  if (preferred && readStorage(storageKeys.uiLanguage) === null && preferred !== i18n.language) {
    await i18n.changeLanguage(preferred);
  }
}

/** Keeps the administrator's choice on the server; a visitor's stays local. */
export async function saveServerPreference(queryClient: QueryClient, language: Language) {
  const session = await queryClient.ensureQueryData(adminSessionQuery());
  if (!session.authenticated) return;
  // Local storage already holds the choice, and it comes first on the next visit: a failed save changes nothing.
  await saveUiLanguagePreference(language).then(
    () => queryClient.setQueryData(uiLanguagePreferenceQuery().queryKey, language),
    () => undefined,
  );
}
