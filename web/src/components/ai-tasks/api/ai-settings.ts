import { queryOptions } from '@tanstack/react-query';
import { aiProviderEndpoints, type AiSettings } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `aiProviderEndpoints.aiSettings`: which provider and model serve each task, the prices, the limits. */
export const aiSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'ai', 'settings'],
    queryFn: () => callEndpoint(aiProviderEndpoints.aiSettings, {}, admin),
  });

/** `saveAiSettings`: the whole of them, as on screen. */
export const saveAiSettings = (body: AiSettings) => callEndpoint(aiProviderEndpoints.saveAiSettings, { body }, admin);
