import type { ProviderClient, ProviderConnection } from './provider-types.ts';
import { anthropicClient } from './anthropic.ts';
import { openAiCompatibleClient } from './openai-compatible.ts';

// The types live apart so that the adapters import them without importing this file, which imports them.
export * from './provider-types.ts';

/** The client of the connection's API kind; every failure it throws is a `ProviderError`. */
export function providerClient(connection: ProviderConnection): ProviderClient {
  return connection.kind === 'anthropic' ? anthropicClient(connection) : openAiCompatibleClient(connection);
}
