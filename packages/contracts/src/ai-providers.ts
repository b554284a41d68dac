// zod mini, as the rest of the contract: the admin screens validate the API's answers with these schemas.
import * as z from 'zod/mini';
import { languageCode } from './languages.ts';

/**
 * AI providers (#20): the administrator's providers (any OpenAI-compatible API, Anthropic's Messages API), which
 * provider and model serve each task, the limits, and the usage log. Keys are sealed at rest with a key from the
 * deployment's secrets and never leave the server: a view says whether one is kept and its last four characters.
 */
export const aiLimits = {
  nameLength: 60,
  baseUrlLength: 300,
  keyLength: 500,
  modelLength: 200,
  providers: 20,
  /** The most a month's budget may be set to, in US dollars. */
  budgetUsd: 100_000,
  requestsPerMinute: 600,
  timeoutMs: { min: 1_000, max: 300_000 },
} as const;

const whole = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const isoTime = z.string();
const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an id'));
const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const aiProviderKinds = ['openai-compatible', 'anthropic'] as const;
export const aiProviderKind = z.enum(aiProviderKinds);
export type AiProviderKind = z.infer<typeof aiProviderKind>;

/** What the administrator sees of a provider. */
export const aiProviderView = z.strictObject({
  id,
  name: z.string(),
  kind: aiProviderKind,
  /** `https://api.openai.com/v1`, `https://api.mistral.ai/v1`, `http://127.0.0.1:11434/v1` (Ollama)… */
  baseUrl: z.string(),
  keySet: z.boolean(),
  /** The key's last four characters, to tell keys apart; empty without a key. */
  keyHint: z.string(),
  /** As the provider listed them at the last successful test (`models` refreshes them). */
  models: z.array(z.string()),
  modelsFetchedAt: z.nullable(isoTime),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AiProviderView = z.infer<typeof aiProviderView>;
export const aiProviderList = z.strictObject({ providers: z.array(aiProviderView) });

/**
 * `POST /api/admin/content/ai/providers` and `PUT …/:id`. On a change, an empty `apiKey` keeps the key kept and
 * `clearKey` removes it (a local server without one). A base address must be http(s) without credentials; plain
 * http only to this machine (loopback) or when `allowInsecure` says so, for a server on the local network.
 */
export const aiProviderBody = z.strictObject({
  name: trimmed(aiLimits.nameLength),
  kind: aiProviderKind,
  baseUrl: trimmed(aiLimits.baseUrlLength),
  apiKey: z.string().check(z.maxLength(aiLimits.keyLength)),
  clearKey: z.optional(z.boolean()),
  allowInsecure: z.optional(z.boolean()),
});
export type AiProviderBody = z.infer<typeof aiProviderBody>;
export const aiProviderParams = z.object({ id });

/** Why a call to a provider failed, as the screens translate it; `detail` holds the provider's own words, if any. */
export const aiFailureReasons = [
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'timeout',
  'unreachable',
  'malformed',
  'provider_error',
  'budget_reached',
  'structure_broken',
  'not_configured',
  'cancelled',
] as const;
export const aiFailureReason = z.enum(aiFailureReasons);
export type AiFailureReason = z.infer<typeof aiFailureReason>;
export const aiFailure = z.strictObject({
  reason: aiFailureReason,
  detail: z.optional(z.string()),
  /** For `rate_limited`: when the provider said to come back (from `Retry-After`), in seconds. */
  retryAfterSeconds: z.optional(z.number()),
});
export type AiFailure = z.infer<typeof aiFailure>;

/** `POST …/providers/:id/test`: the models listed on success (kept on the provider), else why not. */
export const aiConnectionTest = z.strictObject({
  ok: z.boolean(),
  models: z.array(z.string()),
  durationMs: z.number(),
  failure: z.optional(aiFailure),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTest>;

export const aiTaskKinds = ['translation', 'suggestions', 'altText', 'speech'] as const;
export const aiTaskKind = z.enum(aiTaskKinds);
export type AiTaskKind = z.infer<typeof aiTaskKind>;

/** Which provider and model serve a task; null: none (speech then uses the local engine of #13). */
const route = z.nullable(
  z.strictObject({
    providerId: id,
    model: trimmed(aiLimits.modelLength),
    /** Speech only: the provider's voice name (`alloy`…). */
    voice: z.optional(trimmed(60)),
  }),
);
/** US dollars per million tokens, for the cost estimate (the provider's price list; 0 for a local server). */
const price = z.number().check(z.minimum(0), z.maximum(10_000));

export const aiSettings = z.strictObject({
  routes: z.strictObject({ translation: route, suggestions: route, altText: route, speech: route }),
  prices: z.strictObject({ inputPerMillion: price, outputPerMillion: price }),
  limits: z.strictObject({
    /** Estimated spending allowed per calendar month (UTC); 0: no limit. */
    monthlyBudgetUsd: z.number().check(z.minimum(0), z.maximum(aiLimits.budgetUsd)),
    requestsPerMinute: whole(1, aiLimits.requestsPerMinute),
    timeoutMs: whole(aiLimits.timeoutMs.min, aiLimits.timeoutMs.max),
  }),
});
export type AiSettings = z.infer<typeof aiSettings>;
export const defaultAiSettings: AiSettings = {
  routes: { translation: null, suggestions: null, altText: null, speech: null },
  prices: { inputPerMillion: 0, outputPerMillion: 0 },
  limits: { monthlyBudgetUsd: 10, requestsPerMinute: 20, timeoutMs: 60_000 },
};
export const aiSettingsView = z.strictObject({ settings: aiSettings, updatedAt: z.nullable(isoTime) });

/** One call to a provider, as the usage log keeps it (never the prompt, the answer or the key). */
export const aiUsageEntry = z.strictObject({
  id: z.string(),
  at: isoTime,
  task: aiTaskKind,
  providerId: z.string(),
  providerName: z.string(),
  model: z.string(),
  inputTokens: whole(0, Number.MAX_SAFE_INTEGER),
  outputTokens: whole(0, Number.MAX_SAFE_INTEGER),
  costUsd: z.number(),
  durationMs: z.number(),
  failure: z.optional(aiFailure),
});
export type AiUsageEntry = z.infer<typeof aiUsageEntry>;
export const aiUsageQuery = z.object({ page: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/))) });
export const aiUsage = z.strictObject({
  /** The calendar month so far (UTC), against the budget. */
  month: z.strictObject({ spentUsd: z.number(), budgetUsd: z.number(), requests: z.number(), failures: z.number() }),
  entries: z.array(aiUsageEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AiUsage = z.infer<typeof aiUsage>;

/* ------------------------------------------------------------------ tasks the author starts */

export const suggestionFields = ['excerpt', 'seoTitle', 'seoDescription'] as const;
export const aiJobRequest = z.discriminatedUnion('kind', [
  /** Draft translations of an article into these languages, from its `from` version. */
  z.strictObject({
    kind: z.literal('translate'),
    articleId: id,
    from: languageCode,
    languages: z.array(languageCode).check(z.minLength(1), z.maxLength(9)),
  }),
  /** A suggestion for one field of one language of an article: shown to the author, saved only when accepted. */
  z.strictObject({
    kind: z.literal('suggest'),
    articleId: id,
    language: languageCode,
    field: z.enum(suggestionFields),
  }),
  /** An alt text for a media-library image in one language (a vision-capable model). */
  z.strictObject({ kind: z.literal('altText'), mediaId: id, language: languageCode }),
]);
export type AiJobRequest = z.infer<typeof aiJobRequest>;

export const aiJobStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export const aiJob = z.strictObject({
  id,
  request: aiJobRequest,
  status: aiJobStatus,
  /** Steps done of the steps planned (a translation: one per language). */
  progress: z.strictObject({ done: z.number(), total: z.number() }),
  /** A suggestion's text; a translation's languages written as drafts. */
  result: z.optional(z.strictObject({ text: z.optional(z.string()), languages: z.optional(z.array(languageCode)) })),
  /** Per language for a translation (some may fail while others are written), else the job's. */
  failures: z.array(z.strictObject({ language: z.optional(languageCode), failure: aiFailure })),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type AiJob = z.infer<typeof aiJob>;
export const aiJobParams = z.object({ id });
export const aiJobListQuery = z.object({ articleId: z.optional(id), mediaId: z.optional(id) });
export const aiJobList = z.strictObject({ jobs: z.array(aiJob) });
