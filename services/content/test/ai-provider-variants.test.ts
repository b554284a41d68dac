import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeAiServer, fakeSpeechSampleRate } from '@portfolio/testing';
import { describe, expect, it } from 'vitest';
import { ProviderError, providerClient } from '../src/ai/providers/provider-client.ts';
import { speechPieces } from '../src/ai/providers/speech-pieces.ts';

const key = 'sk-variant-0123456789';

describe.each(['openai-compatible', 'anthropic'] as const)('a %s server that does not stream', (kind) => {
  it('is read from its one JSON answer, usage and token-limit stop included', async () => {
    const fake = await fakeAiServer({ kind, apiKey: key, streams: false, answer: 'word '.repeat(50) });
    try {
      const client = providerClient({ kind, baseUrl: fake.url, apiKey: key, timeoutMs: 5_000 });
      const chat = { model: fake.models[0]!, maxTokens: 1_000, messages: [{ role: 'user' as const, content: 'Hi' }] };
      const whole = await client.chat(chat);
      expect(whole).toEqual({ text: 'word '.repeat(50), truncated: false, ...fake.requests[0]!.usage });
      const cut = await client.chat({ ...chat, maxTokens: 5 });
      expect(cut).toMatchObject({ text: 'word '.repeat(4), truncated: true });
    } finally {
      await fake.close();
    }
  });
});

describe('the OpenAI-compatible client', () => {
  it('asks a reasoning model again with max_completion_tokens, which it names instead of max_tokens', async () => {
    const fake = await fakeAiServer({
      kind: 'openai-compatible',
      apiKey: key,
      models: ['o-fake'],
      reasoningModels: ['o-fake'],
    });
    try {
      const client = providerClient({ kind: 'openai-compatible', baseUrl: fake.url, apiKey: key, timeoutMs: 5_000 });
      const answer = await client.chat({
        model: 'o-fake',
        maxTokens: 300,
        messages: [{ role: 'user', content: 'Hi' }],
      });
      expect(answer.text).toBe('A fake answer.');
      const bodies = fake.requests.map((request) => request.body as Record<string, unknown>);
      expect(bodies.map((body) => [body.max_tokens, body.max_completion_tokens])).toEqual([
        [300, undefined],
        [undefined, 300],
      ]);
    } finally {
      await fake.close();
    }
  });

  it('speaks a long text piece by piece, each within the endpoint limit, the audio end to end', async () => {
    const fake = await fakeAiServer({ kind: 'openai-compatible', apiKey: key });
    try {
      const client = providerClient({ kind: 'openai-compatible', baseUrl: fake.url, apiKey: key, timeoutMs: 5_000 });
      const text = 'A sentence of the article, read aloud. '.repeat(250);
      const speech = await client.speak!({ model: 'tts-fake-1', voice: 'alloy', text }, undefined);
      const inputs = fake.requests.map((request) => (request.body as { input: string }).input);
      expect(inputs.length).toBe(3);
      expect(inputs.every((input) => input.length <= 4_096 && input.endsWith('aloud.'))).toBe(true);
      expect(inputs.join(' ')).toBe(text.trim());
      const samples = inputs.reduce((sum, input) => sum + Math.round((input.length / 10) * fakeSpeechSampleRate), 0);
      expect(speech).toMatchObject({ sampleRate: fakeSpeechSampleRate, characters: text.length });
      expect(speech.pcm.length).toBe(samples * 2);
    } finally {
      await fake.close();
    }
  });

  it('cuts a text without sentences at spaces, and a text without spaces anywhere', () => {
    expect(speechPieces('aaaa bbbb cccc', 10)).toEqual(['aaaa bbbb', 'cccc']);
    expect(speechPieces('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
    expect(speechPieces('  ', 10)).toEqual([]);
  });
});

describe('a provider that redirects', () => {
  it('is not followed, so that the key never travels to another address', async () => {
    const seen: string[] = [];
    const elsewhere = createServer((req, res) => {
      seen.push(req.headers.authorization ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/v1/models`;
    const redirecting = createServer((_req, res) => res.writeHead(307, { location: target }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/v1`;
      const call = providerClient({ kind: 'openai-compatible', baseUrl, apiKey: key, timeoutMs: 5_000 }).listModels();
      await expect(call).rejects.toBeInstanceOf(ProviderError);
      expect(seen).toEqual([]);
    } finally {
      elsewhere.close();
      redirecting.close();
    }
  });
});
