import { queryOptions } from '@tanstack/react-query';
import { aiProviderEndpoints, type AiProviderBody } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `aiProviderEndpoints.aiProviders`: the providers with their models as last listed, never their keys. */
export const aiProvidersQuery = () =>
  queryOptions({
    queryKey: ['admin', 'ai', 'providers'],
    queryFn: () => callEndpoint(aiProviderEndpoints.aiProviders, {}, admin),
  });

/** `addAiProvider` (no id yet) or `saveAiProvider`: an empty key keeps the one kept. */
export const saveAiProvider = ({ id, body }: { id?: string; body: AiProviderBody }) =>
  id === undefined
    ? callEndpoint(aiProviderEndpoints.addAiProvider, { body }, admin)
    : callEndpoint(aiProviderEndpoints.saveAiProvider, { params: { id }, body }, admin);

/** `removeAiProvider`: the tasks it served are left without one. */
export const removeAiProvider = (id: string) =>
  callEndpoint(aiProviderEndpoints.removeAiProvider, { params: { id } }, admin);

/** `testAiProvider`: lists the models with the kept key; the models on success, else the reason. */
export const testAiProvider = (id: string) =>
  callEndpoint(aiProviderEndpoints.testAiProvider, { params: { id } }, admin);
