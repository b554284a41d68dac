import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProviderView, AiSettings, AiUsage } from '@portfolio/contracts';
import { fakeAiServer, type FakeAiServer } from '@portfolio/testing';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';
import { audioNow, expectedSegments, publishArticle, readyAudio, sampleBody } from './reader-audio-fixtures.ts';

/**
 * The reader's audio with the speech task's provider (#20): made by the fake OpenAI-compatible server's
 * text-to-speech once the administrator chooses it, each segment's text sent and nothing else, and made again with
 * the local engine once the route is taken away.
 */
const base = '/api/admin/content/ai';
const key = 'sk-speech-0123456789abcdefghij';
const slug = 'spoken-by-a-provider';
let service: RunningEditorial;
let fake: FakeAiServer;

beforeAll(async () => {
  fake = await fakeAiServer({ kind: 'openai-compatible', apiKey: key });
  service = await startEditorial({ env: audioNow });
});
afterAll(async () => {
  await service.stop();
  await fake.close();
});

const settingsWith = (speech: AiSettings['routes']['speech']): AiSettings => ({
  routes: { translation: null, suggestions: null, altText: null, speech },
  prices: { inputPerMillion: 15, outputPerMillion: 0 },
  limits: { monthlyBudgetUsd: 0, requestsPerMinute: 600, timeoutMs: 5_000 },
});

describe('the reader audio with an AI provider', () => {
  it('is made by the speech provider when chosen, and by the local engine again when not', async () => {
    const provider = await service.expectStatus<AiProviderView>(201, 'POST', `${base}/providers`, {
      name: 'Speaker',
      kind: 'openai-compatible',
      baseUrl: fake.url,
      apiKey: key,
    });
    const route = { providerId: provider.id, model: 'tts-fake-1', voice: 'alloy' };
    await service.expectStatus(200, 'PUT', `${base}/settings`, settingsWith(route));
    await publishArticle(service, 'Spoken by a provider', [
      { lang: 'en', title: 'Spoken by a provider', markdown: sampleBody },
    ]);

    const spoken = await readyAudio(service, slug, 'en');
    expect(spoken).toMatchObject({ engine: 'ai-provider', voice: 'tts-fake-1/alloy' });
    const segments = await expectedSegments(service, slug, 'en');
    expect(spoken.segments.map((s) => s.text)).toEqual(segments);
    const sent = fake.requests.filter((r) => r.path === '/v1/audio/speech').map((r) => r.body);
    expect(sent).toEqual(
      segments.map((input) => ({ model: 'tts-fake-1', voice: 'alloy', input, response_format: 'pcm' })),
    );
    const usage = await service.expectStatus<AiUsage>(200, 'GET', `${base}/usage`);
    expect(usage.total).toBe(segments.length);
    expect(usage.entries[0]).toMatchObject({ task: 'speech', providerName: 'Speaker', outputTokens: 0 });
    expect(usage.month.spentUsd).toBeGreaterThan(0);

    await service.expectStatus(200, 'PUT', `${base}/settings`, settingsWith(null));
    const local = await readyAudio(service, slug, 'en', 60_000, spoken.url);
    expect(local).toMatchObject({ engine: 'espeak-ng', voice: 'en-us+f3' });
  });
});
