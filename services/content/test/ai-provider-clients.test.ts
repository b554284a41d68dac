import { fakeAiServer, fakeAnswers, fakeSpeechSampleRate, type FakeAiServer } from '@portfolio/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerClient, type ProviderConnection } from '../src/ai/providers/provider-client.ts';
import { endpointUrl } from '../src/ai/providers/provider-http.ts';

const key = 'sk-test-0123456789abcdef';
const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);

describe.each(['openai-compatible', 'anthropic'] as const)('the %s client against its fake API', (kind) => {
  let fake: FakeAiServer;
  let connection: ProviderConnection;
  const model = () => fake.models[0]!;
  const lastRequest = () => fake.requests.at(-1)!;
  beforeAll(async () => {
    fake = await fakeAiServer({ kind, apiKey: key });
    connection = { kind, baseUrl: fake.url, apiKey: key, timeoutMs: 5_000 };
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.answer = 'A fake answer.';
  });

  it('lists the models, the key in its header only and nothing in the address but the path', async () => {
    fake.models = ['model-a', 'model-b', 'model-a'];
    expect(await providerClient(connection).listModels()).toEqual(['model-a', 'model-b']);
    const request = lastRequest();
    expect(request.path).toBe('/v1/models');
    if (kind === 'anthropic') {
      expect(request.headers['x-api-key']).toBe(key);
      expect(request.headers['anthropic-version']).toBe('2023-06-01');
      expect(request.headers.authorization).toBeUndefined();
    } else {
      expect(request.headers.authorization).toBe(`Bearer ${key}`);
      expect(request.headers['x-api-key']).toBeUndefined();
    }
    expect(JSON.stringify(request.query)).not.toContain(key);
    fake.models = kind === 'anthropic' ? ['claude-fake-1'] : ['gpt-fake-1', 'tts-fake-1'];
  });

  it('streams a chat: the text put together, the usage read, only what was chosen sent', async () => {
    fake.answer = fakeAnswers.translator;
    const markdown = '## Title\n\nSome words with `code` and [a link](/blog/x).\n';
    const answer = await providerClient(connection).chat({
      model: model(),
      system: 'Translate.',
      maxTokens: 2_000,
      messages: [{ role: 'user', content: markdown }],
    });
    expect(answer.text).toBe('## TITLE\n\nSOME WORDS WITH `code` AND [A LINK](/blog/x).\n');
    expect(answer.truncated).toBe(false);
    expect({ inputTokens: answer.inputTokens, outputTokens: answer.outputTokens }).toEqual(lastRequest().usage);
    const body = lastRequest().body as Record<string, unknown>;
    expect(body.stream).toBe(true);
    expect(body).not.toHaveProperty('temperature');
    expect(JSON.stringify(body)).not.toContain(key);
    if (kind === 'anthropic') {
      expect(body).toMatchObject({ system: 'Translate.', max_tokens: 2_000 });
      expect(body.messages).toEqual([{ role: 'user', content: markdown }]);
    } else {
      expect(body).toMatchObject({ max_tokens: 2_000, stream_options: { include_usage: true } });
      expect(body.messages).toEqual([
        { role: 'system', content: 'Translate.' },
        { role: 'user', content: markdown },
      ]);
    }
  });

  it('sends an image as the API wants it (base64), with the temperature when one is chosen', async () => {
    fake.answer = (chat) =>
      `${chat.images.length} image of ${chat.images[0]?.bytes} bytes, ${chat.images[0]?.mediaType}`;
    const answer = await providerClient(connection).chat({
      model: model(),
      maxTokens: 100,
      temperature: 0.2,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', mediaType: 'image/png', data: image },
            { type: 'text', text: 'Describe it.' },
          ],
        },
      ],
    });
    expect(answer.text).toBe('1 image of 8 bytes, image/png');
    expect((lastRequest().body as { temperature: number }).temperature).toBe(0.2);
  });

  it('flags an answer cut at the token limit, whether the model ran out or the API says so', async () => {
    fake.answer = 'word '.repeat(100);
    const client = providerClient(connection);
    const short = await client.chat({ model: model(), maxTokens: 10, messages: [{ role: 'user', content: 'Go.' }] });
    expect(short).toMatchObject({ truncated: true, text: 'word '.repeat(8) });
    fake.fail({ type: 'truncated' });
    const cut = await client.chat({ model: model(), maxTokens: 1_000, messages: [{ role: 'user', content: 'Go.' }] });
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBe(250);
  });

  it('speaks as 24 kHz PCM where the API can (OpenAI), and offers no speech where it cannot (Anthropic)', async () => {
    const client = providerClient(connection);
    if (kind === 'anthropic') {
      expect(client.speak).toBeUndefined();
      return;
    }
    const speech = await client.speak!({ model: 'tts-fake-1', voice: 'alloy', text: 'Ten chars.' });
    expect(speech).toMatchObject({ sampleRate: fakeSpeechSampleRate, characters: 10 });
    expect(speech.pcm.length).toBe(fakeSpeechSampleRate * 2);
    expect(lastRequest().body).toEqual({
      model: 'tts-fake-1',
      voice: 'alloy',
      input: 'Ten chars.',
      response_format: 'pcm',
    });
  });

  it('pages through a long model list (Anthropic pages it; OpenAI lists it whole)', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `model-${String(i).padStart(2, '0')}`);
    const paged = await fakeAiServer({ kind, apiKey: key, models: many, modelPageSize: 10 });
    try {
      const models = await providerClient({ ...connection, baseUrl: paged.url }).listModels();
      expect(models).toEqual(many);
      expect(paged.requests).toHaveLength(kind === 'anthropic' ? 3 : 1);
    } finally {
      await paged.close();
    }
  });

  it('sends no key at all to a server that needs none (a local one)', async () => {
    const local = await fakeAiServer({ kind });
    try {
      await providerClient({ ...connection, baseUrl: local.url, apiKey: '' }).listModels();
      const headers = local.requests[0]!.headers;
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-api-key']).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});

describe('a base address', () => {
  it('joins its path whatever the slashes, and gets /v1 when it has no path', () => {
    expect(endpointUrl('https://api.openai.com/v1', 'models').href).toBe('https://api.openai.com/v1/models');
    expect(endpointUrl('https://api.openai.com/v1/', 'models').href).toBe('https://api.openai.com/v1/models');
    expect(endpointUrl('https://api.groq.com/openai/v1', 'chat/completions').href).toBe(
      'https://api.groq.com/openai/v1/chat/completions',
    );
    expect(endpointUrl('https://api.anthropic.com', 'messages').href).toBe('https://api.anthropic.com/v1/messages');
    expect(endpointUrl('http://127.0.0.1:11434/v1//', 'models').href).toBe('http://127.0.0.1:11434/v1/models');
  });
});
