import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAiServer, type FakeAiServer } from '../src/ai/index.ts';

const key = 'sk-fake-key-123456';

/** The fakes refuse what the real APIs refuse, so that an adapter passing against them is right for the real ones. */
describe('the fake Anthropic API', () => {
  let fake: FakeAiServer;
  beforeAll(async () => {
    fake = await fakeAiServer({ kind: 'anthropic', apiKey: key });
  });
  afterAll(() => fake.close());
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}/messages`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const message = { model: 'claude-fake-1', max_tokens: 10, messages: [{ role: 'user', content: 'Hi' }] };

  it('answers a message, and refuses one without the version header or the key, with its error body', async () => {
    expect(await (await post(message)).json()).toMatchObject({ type: 'message', stop_reason: 'end_turn' });
    const noVersion = await post(message, { 'anthropic-version': '' });
    expect([noVersion.status, await noVersion.json()]).toEqual([
      400,
      { type: 'error', error: { type: 'invalid_request_error', message: 'anthropic-version: header is required' } },
    ]);
    const noKey = await post(message, { 'x-api-key': 'sk-other' });
    expect([noKey.status, ((await noKey.json()) as { error: { type: string } }).error.type]).toEqual([
      401,
      'authentication_error',
    ]);
  });

  it('refuses a system role among the messages, a missing max_tokens and an image given by address', async () => {
    const refused = [
      { ...message, messages: [{ role: 'system', content: 'x' }] },
      { model: 'claude-fake-1', messages: message.messages },
      { ...message, messages: [{ role: 'user', content: [{ type: 'image', source: { type: 'url', url: 'x' } }] }] },
    ];
    for (const body of refused) expect((await post(body)).status).toBe(400);
  });
});

describe('the fake OpenAI API', () => {
  let fake: FakeAiServer;
  beforeAll(async () => {
    fake = await fakeAiServer({ kind: 'openai-compatible', apiKey: key });
  });
  afterAll(() => fake.close());
  const post = (path: string, body: unknown, authorization = `Bearer ${key}`) =>
    fetch(`${fake.url}/${path}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers with its error body: no key, an unknown model, an image that is not a data URL', async () => {
    const noKey = await post('chat/completions', {}, '');
    expect([noKey.status, await noKey.json()]).toEqual([
      401,
      {
        error: {
          message: "You didn't provide an API key.",
          type: 'invalid_request_error',
          param: null,
          code: 'missing_api_key',
        },
      },
    ]);
    const unknown = await post('chat/completions', { model: 'nope', messages: [{ role: 'user', content: 'Hi' }] });
    expect(unknown.status).toBe(404);
    const image = [{ type: 'image_url', image_url: { url: 'https://example.org/a.png' } }];
    const byAddress = await post('chat/completions', {
      model: 'gpt-fake-1',
      messages: [{ role: 'user', content: image }],
    });
    expect(byAddress.status).toBe(400);
  });

  it('streams usage only when asked, after the last choice and before [DONE]', async () => {
    const body = { model: 'gpt-fake-1', messages: [{ role: 'user', content: 'Hi' }], stream: true };
    const plain = await (await post('chat/completions', body)).text();
    expect(plain).not.toContain('"prompt_tokens"');
    const withUsage = await (
      await post('chat/completions', { ...body, stream_options: { include_usage: true } })
    ).text();
    const events = withUsage.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    expect(JSON.parse(events.at(-2)!.slice(6))).toMatchObject({ choices: [], usage: { prompt_tokens: 1 } });
  });
});
