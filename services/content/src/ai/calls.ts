import { randomBytes } from 'node:crypto';
import type { AiFailure, AiSettings, AiTaskKind, AiUsageEntry } from '@portfolio/contracts';
import type { Logger } from '@portfolio/kit';
import type { AiStore } from '../stores/ai-port.ts';
import type { AiSettingsKeeper } from './ai-settings.ts';
import { minuteWindow } from './minute-window.ts';
import type { AiProviders } from './providers.ts';
import { failureOf } from './providers.ts';
import { ProviderError, providerClient, type ProviderClient } from './providers/provider-client.ts';

export interface AiCallsDeps {
  store: AiStore;
  settings: AiSettingsKeeper;
  providers: AiProviders;
  now: () => Date;
  logger: Logger;
}

/** What a call reports of itself for the usage log (speech counts characters, which its providers bill). */
export interface CallUsage {
  inputTokens: number;
  outputTokens: number;
}

/** The task's route as a call sees it: the client, the model, the voice for speech. */
export interface Routed {
  client: ProviderClient;
  model: string;
  voice: string | undefined;
}

/** The first instant of the calendar month (UTC) of `at`. */
export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

export const estimatedCost = (usage: CallUsage, prices: AiSettings['prices']) =>
  (usage.inputTokens * prices.inputPerMillion + usage.outputTokens * prices.outputPerMillion) / 1_000_000;

const refused = (failure: AiFailure) => new ProviderError(failure);

/** An answer received and paid for, then refused (cut short, structure broken): its tokens still count. */
export class RefusedAnswer extends ProviderError {
  readonly usage: CallUsage;
  constructor(failure: AiFailure, usage: CallUsage) {
    super(failure);
    this.usage = usage;
  }
}

/**
 * The one place every call to a provider goes through: the task's route (none: `not_configured`), the month's
 * budget (estimated spending at or over it: `budget_reached`, nothing sent), the requests per minute (waits), the
 * timeout, and the usage log. Neither the key, the prompt nor the answer is ever logged: the log line and the
 * usage entry hold the provider, the model, the figures and the failure's reason.
 */
export function aiCalls({ store, settings, providers, now, logger }: AiCallsDeps) {
  const window = minuteWindow();

  async function record(entry: AiUsageEntry) {
    const { id: _id, failure, ...figures } = entry;
    logger.info({ ...figures, ...(failure ? { reason: failure.reason } : {}) }, 'ai call');
    try {
      await store.addUsage(entry);
    } catch (err) {
      logger.warn({ err }, 'ai usage not logged: the store failed');
    }
  }

  return {
    async run<T>(
      task: AiTaskKind,
      work: (routed: Routed, signal: AbortSignal | undefined) => Promise<{ result: T; usage: CallUsage }>,
      signal?: AbortSignal,
    ): Promise<T> {
      const current = await settings.current();
      const route = current.routes[task];
      const provider = route ? await store.provider(route.providerId) : undefined;
      if (!route || !provider) throw refused({ reason: 'not_configured' });
      const { monthlyBudgetUsd, requestsPerMinute, timeoutMs } = current.limits;
      if (monthlyBudgetUsd > 0 && (await store.month(monthStart(now()))).spentUsd >= monthlyBudgetUsd) {
        throw refused({ reason: 'budget_reached' });
      }
      try {
        await window.take(requestsPerMinute, signal);
      } catch {
        throw refused({ reason: 'cancelled' });
      }
      const client = providerClient(await providers.connection(provider, timeoutMs));
      const at = now();
      const started = performance.now();
      const entryOf = (usage: CallUsage, failure?: AiFailure): AiUsageEntry => ({
        id: randomBytes(12).toString('base64url'),
        at: at.toISOString(),
        task,
        providerId: provider.id,
        providerName: provider.name,
        model: route.model,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        costUsd: estimatedCost(usage, current.prices),
        durationMs: Math.round(performance.now() - started),
        ...(failure ? { failure } : {}),
      });
      try {
        const { result, usage } = await work({ client, model: route.model, voice: route.voice }, signal);
        await record(entryOf(usage));
        return result;
      } catch (error) {
        const failure: AiFailure = signal?.aborted ? { reason: 'cancelled' } : failureOf(error);
        const usage = error instanceof RefusedAnswer ? error.usage : { inputTokens: 0, outputTokens: 0 };
        await record(entryOf(usage, failure));
        throw refused(failure);
      }
    },
  };
}

export type AiCalls = ReturnType<typeof aiCalls>;
