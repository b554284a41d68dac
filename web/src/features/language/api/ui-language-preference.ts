import { queryOptions } from '@tanstack/react-query';
import { storageKeys } from '@/config/constants';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { loadEndpoints } from '@/lib/api/endpoints';

const params = { key: storageKeys.uiLanguage };

/** The administrator's language in the server key-value store (spec §4); `null` when none is stored. */
export const uiLanguagePreferenceQuery = () =>
  queryOptions({
    queryKey: ['admin', 'preferences', storageKeys.uiLanguage],
    queryFn: async (): Promise<string | null> => {
      const { preferenceGet } = await loadEndpoints();
      try {
        const { value } = await callEndpoint(preferenceGet, { params }, { credentials: 'include' });
        return typeof value === 'string' ? value : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export async function saveUiLanguagePreference(language: string) {
  const { preferenceSet } = await loadEndpoints();
  return callEndpoint(preferenceSet, { params, body: { value: language } }, { credentials: 'include' });
}
