import { describe, expect, it } from 'vitest';
import type { AdminArticle, AiConnectionTest, AiJob, AiProviderView, AiSettings, AiUsage } from '@portfolio/contracts';
import { eventually, fakeAiServer, fakeAnswers, useMongoDatabase } from '@portfolio/testing';
import { draftWith, startEditorial } from './editorial-service.ts';

/**
 * The AI providers on MongoDB, against a fake Anthropic Messages API: the service's wiring of the AI store to
 * MongoDB (providers, settings, usage, jobs) and the Anthropic adapter behind the calls' gate, one service start.
 */
const mongo = await useMongoDatabase();

const base = '/api/admin/content/ai';
const key = 'sk-ant-api03-abcdefghijklmnopqrstuv';

describe('the AI providers on MongoDB', () => {
  it('keep an Anthropic provider, its settings, its jobs and its usage there', async () => {
    const fake = await fakeAiServer({ kind: 'anthropic', apiKey: key, answer: fakeAnswers.translator });
    const service = await startEditorial({ mongo });
    try {
      const provider = await service.expectStatus<AiProviderView>(201, 'POST', `${base}/providers`, {
        name: 'Claude',
        kind: 'anthropic',
        baseUrl: fake.url,
        apiKey: key,
      });
      const test = await service.expectStatus<AiConnectionTest>(200, 'POST', `${base}/providers/${provider.id}/test`);
      expect(test).toMatchObject({ ok: true, models: ['claude-fake-1'] });
      expect(fake.requests[0]!.headers['x-api-key']).toBe(key);
      const route = { providerId: provider.id, model: 'claude-fake-1' };
      const settings: AiSettings = {
        routes: { translation: route, suggestions: route, altText: route, speech: route },
        prices: { inputPerMillion: 3, outputPerMillion: 15 },
        limits: { monthlyBudgetUsd: 20, requestsPerMinute: 60, timeoutMs: 5_000 },
      };
      await service.expectStatus(200, 'PUT', `${base}/settings`, settings);

      const article = await service.create('Words to carry over');
      const markdown = '## A heading\n\nA [link](/blog) and code:\n\n```sh\nls -la\n```\n';
      await service.saved(article, draftWith([{ title: 'Words to carry over', excerpt: '', markdown }]));
      const request = { kind: 'translate', articleId: article.id, from: 'en', languages: ['ja'] };
      const started = await service.expectStatus<AiJob>(202, 'POST', `${base}/jobs`, request);
      let job = started;
      await eventually(async () => {
        job = await service.expectStatus<AiJob>(200, 'GET', `${base}/jobs/${started.id}`);
        return job.status === 'done';
      });
      expect(job.result).toEqual({ languages: ['ja'] });
      const ja = (await service.expectStatus<AdminArticle>(200, 'GET', `/api/admin/content/articles/${article.id}`))
        .versions[1]!;
      expect(ja).toMatchObject({ lang: 'ja', machineTranslated: true, title: 'WORDS TO CARRY OVER' });
      expect(ja.markdown).toContain('```sh\nls -la\n```');

      const usage = await service.expectStatus<AiUsage>(200, 'GET', `${base}/usage`);
      expect(usage.total).toBe(2);
      expect(usage.month).toMatchObject({ budgetUsd: 20, requests: 2, failures: 0 });
      expect(usage.entries.every((e) => e.providerName === 'Claude' && e.costUsd > 0)).toBe(true);
      const { jobs } = await service.expectStatus<{ jobs: AiJob[] }>(
        200,
        'GET',
        `${base}/jobs?articleId=${article.id}`,
      );
      expect(jobs.map((j) => j.id)).toEqual([started.id]);
    } finally {
      await service.stop();
      await fake.close();
    }
  });
});
