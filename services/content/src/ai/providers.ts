import { randomBytes } from 'node:crypto';
import {
  aiLimits,
  type AiConnectionTest,
  type AiFailure,
  type AiProviderBody,
  type AiProviderView,
} from '@portfolio/contracts';
import { HttpError, type Sealer } from '@portfolio/kit';
import type { AiProviderRecord, AiStore } from '../stores/ai-port.ts';
import { baseAddressProblem, normalisedBaseAddress } from './base-address.ts';
import { ProviderError, providerClient, type ProviderConnection } from './providers/provider-client.ts';

export interface AiProvidersDeps {
  store: AiStore;
  /** Seals the keys at rest (kit's sealer under its own purpose). */
  secrets: Sealer;
  now: () => Date;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
  /** The timeout of the settings as they are now, for a connection test. */
  timeoutMs: () => Promise<number>;
  /** After a provider is removed: the tasks it served are left without one. */
  removed: (id: string) => Promise<void>;
  /** After a provider is changed (its kind decides whether it can speak). */
  changed: () => Promise<void>;
}

const newId = () => randomBytes(12).toString('base64url');
/** Short keys show no hint at all: four characters of eight would give half the key away. */
const hintOf = (key: string) => (key.length >= 12 ? key.slice(-4) : '');

export const providerViewOf = (record: AiProviderRecord): AiProviderView => ({
  id: record.id,
  name: record.name,
  kind: record.kind,
  baseUrl: record.baseUrl,
  keySet: record.sealedKey !== null,
  keyHint: record.sealedKey === null ? '' : record.keyHint,
  models: record.models,
  modelsFetchedAt: record.modelsFetchedAt?.toISOString() ?? null,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

const invalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The provider is not valid.', { details: [{ path, message }] });
const notFound = () => new HttpError(404, 'not_found', 'There is no such provider.');

/** A failure as the screens show it; an error that is not the adapters' own is ours, and says nothing more. */
export const failureOf = (error: unknown): AiFailure =>
  error instanceof ProviderError ? error.failure : { reason: 'provider_error' };

/** The administrator's providers: kept with their keys sealed, listed and changed without ever showing a key. */
export function aiProviders({ store, secrets, now, fromStore, timeoutMs, removed, changed }: AiProvidersDeps) {
  const find = async (id: string) => {
    const record = await fromStore(() => store.provider(id));
    if (!record) throw notFound();
    return record;
  };
  /** The body's fields as kept; the key sealed anew, cleared, or the one kept (sealed again with the first key). */
  function recordOf(body: AiProviderBody, kept: AiProviderRecord | undefined): Omit<AiProviderRecord, 'id'> {
    const problem = baseAddressProblem(body.baseUrl, body.allowInsecure === true);
    if (problem) throw invalid('body.baseUrl', problem);
    const at = now();
    let sealedKey = kept?.sealedKey ?? null;
    let keyHint = kept?.keyHint ?? '';
    if (body.apiKey !== '') {
      sealedKey = secrets.seal(body.apiKey);
      keyHint = hintOf(body.apiKey);
    } else if (body.clearKey === true) {
      sealedKey = null;
      keyHint = '';
    }
    const baseUrl = normalisedBaseAddress(body.baseUrl);
    // Another address or kind lists other models: the old list would offer models this provider may not have.
    const sameServer = kept !== undefined && kept.baseUrl === baseUrl && kept.kind === body.kind;
    return {
      name: body.name,
      kind: body.kind,
      baseUrl,
      sealedKey,
      keyHint,
      models: sameServer ? kept.models : [],
      modelsFetchedAt: sameServer ? kept.modelsFetchedAt : null,
      createdAt: kept?.createdAt ?? at,
      updatedAt: at,
    };
  }

  /** How to reach a provider, its key opened; a key no configured key opens any more is sent as none. */
  async function connection(record: AiProviderRecord, timeout: number): Promise<ProviderConnection> {
    const apiKey = record.sealedKey === null ? '' : (secrets.open(record.sealedKey) ?? '');
    return { kind: record.kind, baseUrl: record.baseUrl, apiKey, timeoutMs: timeout };
  }

  return {
    list: async () => ({ providers: (await fromStore(() => store.providers())).map(providerViewOf) }),
    find,
    connection,
    async add(body: AiProviderBody): Promise<AiProviderView> {
      const count = (await fromStore(() => store.providers())).length;
      if (count >= aiLimits.providers) throw invalid('body', `at most ${aiLimits.providers} providers`);
      const record = { id: newId(), ...recordOf(body, undefined) };
      await fromStore(() => store.putProvider(record));
      return providerViewOf(record);
    },
    async save(id: string, body: AiProviderBody): Promise<AiProviderView> {
      const kept = await find(id);
      const record = { id, ...recordOf(body, kept) };
      await fromStore(() => store.putProvider(record));
      await changed();
      return providerViewOf(record);
    },
    async remove(id: string): Promise<void> {
      if (!(await fromStore(() => store.removeProvider(id)))) throw notFound();
      await removed(id);
    },
    /** Lists the models with the provider's key: kept on the provider on success; the reason otherwise. */
    async test(id: string): Promise<AiConnectionTest> {
      const record = await find(id);
      const started = performance.now();
      try {
        const models = await providerClient(await connection(record, await timeoutMs())).listModels();
        const durationMs = Math.round(performance.now() - started);
        // Onto the provider as it is now (changed or removed meanwhile: a removed one stays removed).
        const latest = await fromStore(() => store.provider(id));
        if (latest) await fromStore(() => store.putProvider({ ...latest, models, modelsFetchedAt: now() }));
        return { ok: true, models, durationMs };
      } catch (error) {
        const durationMs = Math.round(performance.now() - started);
        return { ok: false, models: [], durationMs, failure: failureOf(error) };
      }
    },
  };
}

export type AiProviders = ReturnType<typeof aiProviders>;
