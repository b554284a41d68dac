import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftOf,
  type AdminArticle,
  type AiConnectionTest,
  type AiJob,
  type AiJobRequest,
  type AiProviderView,
  type AiSettings,
  type AiUsage,
  type MediaItem,
} from '@portfolio/contracts';
import { eventually, fakeAiServer, fakeAnswers, type FakeAiServer } from '@portfolio/testing';
import { sameStructure } from '../src/ai/markdown-structure.ts';
import { asAdmin, startEditorial, type RunningEditorial } from './editorial-service.ts';
import { smallWebp } from './media-images.ts';

/**
 * The author's jobs on the service as it runs, against a fake OpenAI-compatible server on loopback: the sample
 * article translated (structure kept, drafts marked), a breaker's answer refused, 429 and the budget reported, a
 * cancel, the usage logged, and the key in no answer and no log line.
 */
const base = '/api/admin/content/ai';
const key = 'sk-live-abcdefghijklmnopqrstuvwxyz-KEY1';
const article = 'css-grid-real-content';
const shippedSeed = fileURLToPath(new URL('../seed/articles', import.meta.url));
const logLines: string[] = [];
const answers: string[] = [];
let service: RunningEditorial;
let fake: FakeAiServer;
let provider: AiProviderView;

const call = async <T>(status: number, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await service.call(method, path, body);
  const text = await res.text();
  answers.push(text);
  expect(res.status, `${method} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
};

const settingsWith = (limits: Partial<AiSettings['limits']> = {}): AiSettings => {
  const route = { providerId: provider.id, model: 'gpt-fake-1' };
  return {
    routes: { translation: route, suggestions: route, altText: route, speech: null },
    prices: { inputPerMillion: 2, outputPerMillion: 8 },
    limits: { monthlyBudgetUsd: 0, requestsPerMinute: 600, timeoutMs: 5_000, ...limits },
  };
};

/** Starts a job and waits until it settles (done, failed or cancelled). */
async function settled(request: AiJobRequest): Promise<AiJob> {
  // The test's clock stands still unless moved: a second per job keeps the usage log's order that of the calls.
  service.clock.advance(1000);
  const started = await call<AiJob>(202, 'POST', `${base}/jobs`, request);
  let job = started;
  await eventually(async () => {
    job = await call<AiJob>(200, 'GET', `${base}/jobs/${started.id}`);
    return job.status !== 'queued' && job.status !== 'running';
  });
  return job;
}

const editorArticle = () => call<AdminArticle>(200, 'GET', `/api/admin/content/articles/${article}`);

beforeAll(async () => {
  fake = await fakeAiServer({ kind: 'openai-compatible', apiKey: key, answer: fakeAnswers.translator });
  service = await startEditorial({
    env: { CONTENT_SEED_DIR: shippedSeed },
    logTo: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await service.stop();
  await fake.close();
});

describe('the AI jobs', () => {
  it('test the provider with its key in the header alone, and refuse a wrong key by its reason', async () => {
    const body = { name: 'Fake', kind: 'openai-compatible', baseUrl: fake.url, apiKey: 'sk-wrong-key-000000000' };
    provider = await call<AiProviderView>(201, 'POST', `${base}/providers`, body);
    const wrong = await call<AiConnectionTest>(200, 'POST', `${base}/providers/${provider.id}/test`);
    expect(wrong).toMatchObject({ ok: false, failure: { reason: 'unauthorized' } });
    // OpenAI's answer names the wrong key in part: never repeated to the browser.
    expect(JSON.stringify(wrong)).not.toMatch(/sk-wrong|000000000/);
    await call(200, 'PUT', `${base}/providers/${provider.id}`, { ...body, apiKey: key });
    const ok = await call<AiConnectionTest>(200, 'POST', `${base}/providers/${provider.id}/test`);
    expect(ok).toMatchObject({ ok: true, models: fake.models });
    expect((await call<{ providers: AiProviderView[] }>(200, 'GET', `${base}/providers`)).providers[0]!.models).toEqual(
      fake.models,
    );
    await call(200, 'PUT', `${base}/settings`, settingsWith());
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect(request.headers.authorization).toMatch(/^Bearer sk-/);
      expect(JSON.stringify([request.path, request.query, request.body])).not.toContain('sk-');
    }
  });

  it('translate the sample article into two languages: drafts written whole, structure kept, marked', async () => {
    const handWritten = { kind: 'translate', articleId: article, from: 'en', languages: ['fr'] };
    const refused = await service.call('POST', `${base}/jobs`, handWritten);
    expect(refused.status).toBe(400);
    fake.reset();
    const job = await settled({ kind: 'translate', articleId: article, from: 'en', languages: ['de', 'es'] });
    expect(job).toMatchObject({ status: 'done', progress: { done: 2, total: 2 }, result: { languages: ['de', 'es'] } });
    expect(job.failures).toEqual([]);
    const { versions } = await editorArticle();
    const source = versions.find((v) => v.lang === 'en')!;
    for (const lang of ['de', 'es']) {
      const version = versions.find((v) => v.lang === lang)!;
      expect(version).toMatchObject({ machineTranslated: true, title: source.title.toUpperCase() });
      expect(sameStructure(source.markdown, version.markdown)).toEqual({ ok: true });
      expect(version.markdown).not.toBe(source.markdown);
    }
    expect(versions.find((v) => v.lang === 'fr')!.machineTranslated).toBe(false);
    // The mark lasts until the author changes the words.
    const current = await editorArticle();
    const edited = current.versions.map((v) => (v.lang === 'de' ? { ...v, title: 'Von Hand' } : v));
    const after = await service.saved(current, draftOf({ ...current, versions: edited }));
    expect(after.versions.map((v) => [v.lang, v.machineTranslated])).toContainEqual(['de', false]);
    expect(after.versions.map((v) => [v.lang, v.machineTranslated])).toContainEqual(['es', true]);
    // Markdown, title and excerpt per language: what the author chose to send, nothing else.
    expect(fake.requests.map((r) => r.path)).toEqual(Array(6).fill('/v1/chat/completions'));
    const usage = await call<AiUsage>(200, 'GET', `${base}/usage`);
    expect(usage.total).toBe(6);
    expect(usage.entries[0]).toMatchObject({ task: 'translation', providerName: 'Fake', model: 'gpt-fake-1' });
    expect(usage.entries.every((e) => e.inputTokens > 0 && e.outputTokens > 0 && e.costUsd > 0)).toBe(true);
    expect(usage.month.spentUsd).toBeGreaterThan(0);
    expect(usage.month.requests).toBe(6);
  });

  it("refuse a breaker's answer as structure_broken, writing that language not at all and the next one whole; report a 429 with its wait", async () => {
    // Italian broken (a code block dropped), Chinese kept whole: one language failing does not stop the next.
    fake.answer = (chat) =>
      chat.system.includes('Italian') ? fakeAnswers.breaker(chat) : fakeAnswers.translator(chat);
    const broken = await settled({ kind: 'translate', articleId: article, from: 'en', languages: ['it', 'zh'] });
    expect(broken).toMatchObject({ status: 'done', progress: { done: 2, total: 2 }, result: { languages: ['zh'] } });
    expect(broken.failures).toEqual([
      { language: 'it', failure: { reason: 'structure_broken', detail: expect.stringMatching(/code block/) } },
    ]);
    const { versions } = await editorArticle();
    expect(versions.some((v) => v.lang === 'it')).toBe(false);
    expect(versions.find((v) => v.lang === 'zh')).toMatchObject({ machineTranslated: true });

    fake.answer = 'Grids that hold real content.';
    fake.fail({ type: 'rate-limited', retryAfterSeconds: 7 });
    const limited = await settled({ kind: 'suggest', articleId: article, language: 'en', field: 'seoTitle' });
    expect(limited.failures).toEqual([
      { failure: { reason: 'rate_limited', retryAfterSeconds: 7, detail: expect.any(String) } },
    ]);
    const suggested = await settled({ kind: 'suggest', articleId: article, language: 'en', field: 'seoTitle' });
    expect(suggested).toMatchObject({ status: 'done', result: { text: 'Grids that hold real content.' } });
    const { entries } = await call<AiUsage>(200, 'GET', `${base}/usage`);
    expect(entries[1]).toMatchObject({ task: 'suggestions', failure: { reason: 'rate_limited' } });
  });

  it('describe an image with its pixels sent to the vision model', async () => {
    const upload = await fetch(`${service.url}/api/admin/content/media?name=grid.webp`, {
      method: 'POST',
      headers: { ...asAdmin, 'content-type': 'image/webp' },
      body: new Uint8Array(await smallWebp()),
    });
    const image = (await upload.json()) as MediaItem;
    fake.answer = 'A grid of coloured cards.';
    fake.reset();
    const job = await settled({ kind: 'altText', mediaId: image.id, language: 'fr' });
    expect(job).toMatchObject({ status: 'done', result: { text: 'A grid of coloured cards.' } });
    const sent = JSON.stringify(fake.requests[0]!.body);
    expect(sent).toMatch(/data:image\/jpeg;base64,/);
  });

  it('stop a job at a cancel, sending nothing more, and fail the languages left once the budget is reached mid-job', async () => {
    fake.answer = fakeAnswers.translator;
    fake.reset();
    fake.fail({ type: 'hang' });
    const request = { kind: 'translate', articleId: article, from: 'en', languages: ['pt', 'ru'] };
    const started = await call<AiJob>(202, 'POST', `${base}/jobs`, request);
    await eventually(async () => fake.requests.length === 1);
    const cancelled = await call<AiJob>(200, 'POST', `${base}/jobs/${started.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', failures: [] });
    expect(fake.requests).toHaveLength(1);
    const { versions } = await editorArticle();
    expect(versions.map((v) => v.lang)).not.toContain('pt');

    const spent = (await call<AiUsage>(200, 'GET', `${base}/usage`)).month.spentUsd;
    // Room for one more call (the spending shown is rounded to a millionth): reached in the middle of Portuguese.
    await call(200, 'PUT', `${base}/settings`, settingsWith({ monthlyBudgetUsd: spent + 0.000001 }));
    fake.reset();
    const over = await settled({ kind: 'translate', articleId: article, from: 'en', languages: ['pt', 'ru'] });
    expect(over).toMatchObject({ status: 'failed', progress: { done: 2, total: 2 } });
    expect(over.failures.map((f) => [f.language, f.failure.reason])).toEqual([
      ['pt', 'budget_reached'],
      ['ru', 'budget_reached'],
    ]);
    // Its body was translated and paid for, its title refused: Portuguese is not written at all.
    expect(fake.requests).toHaveLength(1);
    expect((await editorArticle()).versions.map((v) => v.lang)).not.toContain('pt');
    const { jobs } = await call<{ jobs: AiJob[] }>(200, 'GET', `${base}/jobs?articleId=${article}`);
    expect(jobs[0]!.id).toBe(over.id);
  });

  it('end a running job and a queued one as failed, reason cancelled, across a restart', async () => {
    await call(200, 'PUT', `${base}/settings`, settingsWith());
    fake.reset();
    fake.fail({ type: 'hang' });
    const translate = (lang: string) => ({ kind: 'translate', articleId: article, from: 'en', languages: [lang] });
    const running = await call<AiJob>(202, 'POST', `${base}/jobs`, translate('pt'));
    const queued = await call<AiJob>(202, 'POST', `${base}/jobs`, translate('ru'));
    await eventually(async () => fake.requests.length === 1);
    await service.stop(true);
    service = await startEditorial({ dataDir: service.dataDir, env: { CONTENT_SEED_DIR: shippedSeed } });
    const failures = async (id: string) => (await call<AiJob>(200, 'GET', `${base}/jobs/${id}`)).failures;
    expect(await failures(running.id)).toEqual([{ failure: { reason: 'cancelled', detail: 'the service stopped' } }]);
    expect(await failures(queued.id)).toEqual([{ failure: { reason: 'cancelled', detail: 'the service restarted' } }]);
    expect(fake.requests).toHaveLength(1);
  });

  it('never show the key: in no answer and no log line', async () => {
    expect(logLines.some((line) => line.includes('"msg":"ai call"'))).toBe(true);
    expect(logLines.filter((line) => line.includes(key))).toEqual([]);
    expect(answers.filter((text) => text.includes(key))).toEqual([]);
  });
});
