import { freePort } from '@portfolio/kit';
import { fakeAiServer, type FakeAiServer } from '@portfolio/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, providerClient, type ProviderConnection } from '../src/ai/providers/provider-client.ts';
import { redacted, retryAfter } from '../src/ai/providers/provider-http.ts';

const key = 'sk-live-9f8e7d6c5b4a3210';
const wrongKey = 'sk-live-0000aaaa1111bbbb';

/** The failure a call ends with; the test fails if the call succeeds or throws anything else. */
async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProviderError);
  const { failure } = error as ProviderError;
  expect(JSON.stringify(failure)).not.toContain(key);
  expect(JSON.stringify(failure)).not.toContain(wrongKey);
  return failure;
}

describe.each(['openai-compatible', 'anthropic'] as const)('the %s client when the API fails', (kind) => {
  let fake: FakeAiServer;
  let connection: ProviderConnection;
  const ask = (overrides: Partial<ProviderConnection> = {}, signal?: AbortSignal) =>
    providerClient({ ...connection, ...overrides }).chat(
      { model: fake.models[0]!, maxTokens: 500, messages: [{ role: 'user', content: 'Say something long.' }] },
      signal,
    );
  beforeAll(async () => {
    fake = await fakeAiServer({ kind, apiKey: key, answer: 'Some words in a stream. '.repeat(20) });
    connection = { kind, baseUrl: fake.url, apiKey: key, timeoutMs: 5_000 };
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it('says unauthorized for a wrong key, without the key in its words even when the API echoes it', async () => {
    const failure = await failureOf(providerClient({ ...connection, apiKey: wrongKey }).listModels());
    expect(failure.reason).toBe('unauthorized');
    expect(failure.detail).toBeTruthy();
  });

  it('says rate_limited with the Retry-After seconds', async () => {
    fake.fail({ type: 'rate-limited', retryAfterSeconds: 17 });
    expect(await failureOf(ask())).toEqual({
      reason: 'rate_limited',
      detail: expect.any(String),
      retryAfterSeconds: 17,
    });
  });

  it('says provider_error when overloaded (529 / 503) or failing (500), with the provider words', async () => {
    fake.fail({ type: 'overloaded' });
    expect(await failureOf(ask())).toMatchObject({
      reason: 'provider_error',
      detail: expect.stringMatching(/overloaded/i),
    });
    fake.fail({ type: 'server-error' });
    expect((await failureOf(ask())).reason).toBe('provider_error');
  });

  it('says not_found for a model the provider does not have, and for a wrong base path', async () => {
    const failure = await failureOf(
      providerClient(connection).chat({
        model: 'no-such-model',
        maxTokens: 10,
        messages: [{ role: 'user', content: 'Hi' }],
      }),
    );
    expect(failure).toMatchObject({ reason: 'not_found', detail: expect.stringContaining('no-such-model') });
    const wrongPath = fake.url.replace(/\/v1$/, '/api/v2');
    expect((await failureOf(providerClient({ ...connection, baseUrl: wrongPath }).listModels())).reason).toBe(
      'not_found',
    );
  });

  it('says malformed for a body or a stream that is not JSON, and for a model list without models', async () => {
    fake.fail({ type: 'malformed' });
    expect((await failureOf(ask())).reason).toBe('malformed');
    fake.fail({ type: 'malformed' });
    expect((await failureOf(providerClient(connection).listModels())).reason).toBe('malformed');
  });

  it('says provider_error for a stream cut mid-way or an error event in it, never a half answer', async () => {
    fake.fail({ type: 'cut' });
    expect(await failureOf(ask())).toEqual({ reason: 'provider_error', detail: 'the answer stopped before its end' });
    fake.fail({ type: 'stream-error' });
    expect((await failureOf(ask())).reason).toBe('provider_error');
  });

  it('says timeout for a provider that never answers, or stops mid-stream, past the time allowed', async () => {
    fake.fail({ type: 'hang' });
    expect((await failureOf(ask({ timeoutMs: 300 }))).reason).toBe('timeout');
    fake.fail({ type: 'stall' });
    expect((await failureOf(ask({ timeoutMs: 300 }))).reason).toBe('timeout');
  });

  it('says cancelled when the caller aborts (a cancelled job), even mid-stream', async () => {
    fake.fail({ type: 'stall' });
    const controller = new AbortController();
    const call = ask({}, controller.signal);
    while (fake.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    expect(await failureOf(call)).toEqual({ reason: 'cancelled' });
  });

  it('says unreachable when nothing listens at the address', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}/v1`;
    expect((await failureOf(providerClient({ ...connection, baseUrl }).listModels())).reason).toBe('unreachable');
  });
});

describe('what a failure keeps of the provider words', () => {
  it('drops the key, whole or masked, and any sk- token, and keeps the rest short', () => {
    const apiKey = 'sk-proj-abcdefghijklmnop';
    expect(redacted(`Incorrect API key provided: ${apiKey}.`, apiKey)).toBe('Incorrect API key provided: [key].');
    expect(redacted('Incorrect API key provided: sk-proj-****mnop.', apiKey)).toBe(
      'Incorrect API key provided: [key].',
    );
    expect(redacted('key xyz-abcdefgh123 refused', 'abcdefgh123456')).toBe('key [key] refused');
    expect(redacted('x'.repeat(1_000), apiKey)).toHaveLength(301);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfter(new Headers({ 'retry-after': '12' }))).toBe(12);
    expect(retryAfter(new Headers({ 'retry-after': new Date(90_000).toUTCString() }), 30_000)).toBe(60);
    expect(retryAfter(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfter(new Headers())).toBeUndefined();
  });
});
