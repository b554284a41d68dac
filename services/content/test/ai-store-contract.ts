import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAiSettings, type AiJob, type AiUsageEntry } from '@portfolio/contracts';
import type { AiProviderRecord, AiStore } from '../src/stores/ai-port.ts';
import type { StoreBackend } from './store-backends.ts';

const provider = (n: number, fields: Partial<AiProviderRecord> = {}): AiProviderRecord => ({
  id: `provider-${n}`,
  name: `Provider ${n}`,
  kind: 'openai-compatible',
  baseUrl: 'https://api.example/v1',
  sealedKey: 'v1.abc.def.ghi.jkl',
  keyHint: 'wxyz',
  models: ['model-a'],
  modelsFetchedAt: new Date('2026-11-01T10:00:00.000Z'),
  createdAt: new Date(Date.UTC(2026, 10, n)),
  updatedAt: new Date(Date.UTC(2026, 10, n, 1)),
  ...fields,
});

const usage = (n: number, at: string, fields: Partial<AiUsageEntry> = {}): AiUsageEntry => ({
  id: `usage-${String(n).padStart(3, '0')}`,
  at,
  task: 'translation',
  providerId: 'provider-1',
  providerName: 'Provider 1',
  model: 'model-a',
  inputTokens: 1000 * n,
  outputTokens: 500 * n,
  costUsd: 0.25,
  durationMs: 120,
  ...fields,
});

const job = (n: number, fields: Partial<AiJob> = {}): AiJob => ({
  id: `job-${String(n).padStart(4, '0')}`,
  request: { kind: 'translate', articleId: 'article-1', from: 'en', languages: ['fr', 'de'] },
  status: 'queued',
  progress: { done: 0, total: 2 },
  failures: [],
  createdAt: new Date(Date.UTC(2026, 10, 24, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 24, n)).toISOString(),
  ...fields,
});

/** One contract, every adapter: what the AI providers rely on must hold for SQLite and for MongoDB alike. */
export function aiStoreContract(backend: StoreBackend<AiStore>) {
  describe(`AI store contract (${backend.kind})`, () => {
    let store: AiStore;
    beforeEach(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.dispose());

    it('keeps providers whole, in the order they were added, replaced by id and removed', async () => {
      expect(await store.providers()).toEqual([]);
      await store.putProvider(provider(2));
      await store.putProvider(provider(1, { sealedKey: null, keyHint: '', modelsFetchedAt: null, models: [] }));
      expect((await store.providers()).map((p) => p.id)).toEqual(['provider-1', 'provider-2']);
      const changed = provider(2, { name: 'Renamed', kind: 'anthropic', models: ['x', 'y'] });
      await store.putProvider(changed);
      expect(await store.provider('provider-2')).toEqual(changed);
      expect(await store.provider('provider-1')).toMatchObject({ sealedKey: null, modelsFetchedAt: null });
      expect(await store.removeProvider('provider-2')).toBe(true);
      expect(await store.removeProvider('provider-2')).toBe(false);
      expect(await store.provider('provider-2')).toBeUndefined();
    });

    it('keeps the settings as saved last', async () => {
      expect(await store.settings()).toBeUndefined();
      const updatedAt = new Date('2026-11-24T12:00:00.000Z');
      const settings = { ...defaultAiSettings, prices: { inputPerMillion: 3, outputPerMillion: 15 } };
      await store.saveSettings({ settings, updatedAt });
      expect(await store.settings()).toEqual({ settings, updatedAt });
    });

    it('pages the usage log newest first and sums the month from its first instant', async () => {
      await store.addUsage(usage(1, '2026-10-31T23:59:59.999Z'));
      await store.addUsage(usage(2, '2026-11-01T00:00:00.000Z'));
      const failure = { reason: 'rate_limited' as const, retryAfterSeconds: 7 };
      await store.addUsage(usage(3, '2026-11-20T08:00:00.000Z', { costUsd: 0, failure }));
      await store.addUsage(usage(4, '2026-11-20T08:00:00.000Z', { costUsd: 0.5 }));
      expect(await store.usageCount()).toBe(4);
      expect((await store.usage(0, 3)).map((e) => e.id)).toEqual(['usage-004', 'usage-003', 'usage-002']);
      expect(await store.usage(3, 3)).toEqual([usage(1, '2026-10-31T23:59:59.999Z')]);
      expect((await store.usage(1, 1))[0]).toEqual(usage(3, '2026-11-20T08:00:00.000Z', { costUsd: 0, failure }));
      expect(await store.month(new Date('2026-11-01T00:00:00.000Z'))).toEqual({
        spentUsd: 0.75,
        requests: 3,
        failures: 1,
      });
      expect(await store.month(new Date('2026-12-01T00:00:00.000Z'))).toEqual({
        spentUsd: 0,
        requests: 0,
        failures: 0,
      });
    });

    it('lists jobs newest first by article or image, and never writes over a settled one', async () => {
      await store.addJob(job(1));
      const alt = job(2, { request: { kind: 'altText', mediaId: 'media-0001', language: 'fr' } });
      await store.addJob(alt);
      await store.addJob(
        job(3, { request: { kind: 'translate', articleId: 'article-2', from: 'en', languages: ['fr'] } }),
      );
      const since = new Date(Date.UTC(2026, 10, 24, 2));
      expect((await store.jobs({ since })).map((j) => j.id)).toEqual(['job-0003', 'job-0002']);
      expect(await store.jobs({ since: new Date(0), articleId: 'article-1' })).toEqual([job(1)]);
      expect(await store.jobs({ since: new Date(0), mediaId: 'media-0001' })).toEqual([alt]);

      const running = job(1, { status: 'running', progress: { done: 1, total: 2 }, result: { languages: ['fr'] } });
      expect(await store.updateJob(running)).toBe(true);
      expect(await store.job('job-0001')).toEqual(running);
      expect(await store.updateJob({ ...running, status: 'cancelled' })).toBe(true);
      expect(await store.updateJob({ ...running, status: 'done' })).toBe(false);
      expect((await store.job('job-0001'))?.status).toBe('cancelled');
      expect(await store.job('job-9999')).toBeUndefined();
    });

    it('settles what a stopped process left queued or running, and nothing else', async () => {
      await store.addJob(job(1));
      await store.addJob(job(2, { status: 'running' }));
      await store.addJob(job(3, { status: 'done' }));
      const failure = { reason: 'cancelled' as const };
      const settled = await store.settleUnfinished((j) => ({ ...j, status: 'failed', failures: [{ failure }] }));
      expect(settled).toBe(2);
      const statuses = (await store.jobs({ since: new Date(0) })).map((j) => [j.id, j.status]);
      expect(statuses).toEqual([
        ['job-0003', 'done'],
        ['job-0002', 'failed'],
        ['job-0001', 'failed'],
      ]);
    });
  });
}
