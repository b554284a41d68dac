import { queryOptions } from '@tanstack/react-query';
import type { PreferenceResponse } from '@portfolio/contracts';
import { storageKeys } from '@/config/constants';
import { apiPaths } from '@/config/paths';
import { ApiError, apiRequest } from '@/lib/api-client';

const path = apiPaths.adminPreference(storageKeys.uiLanguage);

/** The administrator's language in the server key-value store (spec §4); `null` when none is stored. */
export const uiLanguagePreferenceQuery = () =>
  queryOptions({
    queryKey: ['admin', 'preferences', storageKeys.uiLanguage],
    queryFn: async (): Promise<string | null> => {
      try {
        const body = await apiRequest<PreferenceResponse>(path, { credentials: 'include' });
        return typeof body?.value === 'string' ? body.value : null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const saveUiLanguagePreference = (language: string) =>
  apiRequest<PreferenceResponse>(path, { method: 'PUT', json: { value: language }, credentials: 'include' });
