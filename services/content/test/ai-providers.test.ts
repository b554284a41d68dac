import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultAiSettings,
  type AiConnectionTest,
  type AiProviderView,
  type AiSettings,
  type AiUsage,
  type ErrorBody,
} from '@portfolio/contracts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

type AiProviderList = { providers: AiProviderView[] };

/** The administrator's providers, settings and usage on the service as it runs, its SQLite file read back. */
const base = '/api/admin/content/ai';
const secretKey = 'sk-test-0123456789abcdefSECRET';
let service: RunningEditorial;
beforeAll(async () => {
  service = await startEditorial();
});
afterAll(() => service.stop());

const body = (fields: Record<string, unknown> = {}) => ({
  name: 'OpenAI',
  kind: 'openai-compatible',
  baseUrl: 'https://api.openai.com/v1/',
  apiKey: secretKey,
  ...fields,
});

const refusal = async (method: string, path: string, payload: unknown) => {
  const res = await service.call(method, path, payload);
  const error = (await res.json()) as ErrorBody;
  return { status: res.status, code: error.code, paths: error.details?.map((d) => d.path) ?? [] };
};

/** Every byte of the data folder's files, as text: where a key must never be found in the clear. */
const dataFolderText = (dir = service.dataDir): string =>
  readdirSync(dir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory() ? dataFolderText(join(dir, entry.name)) : readFileSync(join(dir, entry.name), 'latin1'),
    )
    .join('\n');

describe('the AI providers', () => {
  let added: AiProviderView;

  it('are added with the key sealed at rest, shown by its last four characters only', async () => {
    expect(await service.expectStatus<AiProviderList>(200, 'GET', `${base}/providers`)).toEqual({ providers: [] });
    added = await service.expectStatus<AiProviderView>(201, 'POST', `${base}/providers`, body());
    expect(added).toMatchObject({
      name: 'OpenAI',
      baseUrl: 'https://api.openai.com/v1',
      keySet: true,
      keyHint: 'CRET',
      models: [],
      modelsFetchedAt: null,
    });
    const list = await service.call('GET', `${base}/providers`);
    const text = await list.text();
    expect(text).not.toContain(secretKey);
    expect(JSON.parse(text)).toEqual({ providers: [added] });
    expect(dataFolderText()).not.toContain(secretKey);
    expect((await service.get(`${base}/providers`)).status).toBe(401);
  });

  it('keep the key on an empty one, change it, or clear it', async () => {
    const kept = await service.expectStatus<AiProviderView>(200, 'PUT', `${base}/providers/${added.id}`, {
      ...body({ name: 'Renamed', apiKey: '' }),
    });
    expect(kept).toMatchObject({ name: 'Renamed', keySet: true, keyHint: 'CRET', createdAt: added.createdAt });
    const changed = await service.expectStatus<AiProviderView>(200, 'PUT', `${base}/providers/${added.id}`, {
      ...body({ apiKey: 'sk-another-key-long-enough-9876' }),
    });
    expect(changed.keyHint).toBe('9876');
    const cleared = await service.expectStatus<AiProviderView>(200, 'PUT', `${base}/providers/${added.id}`, {
      ...body({ apiKey: '', clearKey: true }),
    });
    expect(cleared).toMatchObject({ keySet: false, keyHint: '' });
    await service.expectStatus(200, 'PUT', `${base}/providers/${added.id}`, body());
  });

  it('refuse base addresses the contract forbids, naming the field and writing nothing', async () => {
    const bad = [
      'ftp://files.example/v1',
      'https://user:pass@api.example/v1',
      'http://192.168.1.20:11434/v1',
      'https://api.example/v1?key=1',
      'not an address',
    ];
    for (const baseUrl of bad) {
      expect(await refusal('POST', `${base}/providers`, body({ baseUrl }))).toEqual({
        status: 400,
        code: 'validation_failed',
        paths: ['body.baseUrl'],
      });
    }
    const local = await service.expectStatus<AiProviderView>(
      201,
      'POST',
      `${base}/providers`,
      body({ name: 'LAN', baseUrl: 'http://192.168.1.20:11434/v1', allowInsecure: true, apiKey: '' }),
    );
    // Listed in the order added: the test's clock stands still unless moved.
    service.clock.advance(1000);
    const ollama = body({ name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1', apiKey: '' });
    const loopback = await service.expectStatus<AiProviderView>(201, 'POST', `${base}/providers`, ollama);
    expect(loopback.keySet).toBe(false);
    expect(await refusal('POST', `${base}/providers`, body({ kind: 'gemini' }))).toMatchObject({
      status: 400,
      paths: ['body.kind'],
    });
    expect((await service.call('DELETE', `${base}/providers/${local.id}`)).status).toBe(204);
    expect((await service.call('DELETE', `${base}/providers/${local.id}`)).status).toBe(404);
    const { providers } = await service.expectStatus<AiProviderList>(200, 'GET', `${base}/providers`);
    expect(providers.map((p) => p.name)).toEqual(['OpenAI', 'Ollama']);
  });

  it('report an unreachable provider by its reason, and keep no models', async () => {
    const { providers } = await service.expectStatus<AiProviderList>(200, 'GET', `${base}/providers`);
    const ollama = providers.find((p) => p.name === 'Ollama')!;
    // Port 9 (discard) on loopback: nothing listens there on a test machine, so the connection is refused at once.
    await service.expectStatus(200, 'PUT', `${base}/providers/${ollama.id}`, {
      ...body({ name: 'Ollama', baseUrl: 'http://127.0.0.1:9/v1', apiKey: '' }),
    });
    const test = await service.expectStatus<AiConnectionTest>(200, 'POST', `${base}/providers/${ollama.id}/test`);
    expect(test).toMatchObject({ ok: false, models: [], failure: { reason: 'unreachable' } });
    expect((await service.call('POST', `${base}/providers/AAAAAAAAAAAA/test`)).status).toBe(404);
  });
});

describe('the AI settings', () => {
  it('are the defaults first, then saved whole once every provider they name exists', async () => {
    expect(await service.expectStatus(200, 'GET', `${base}/settings`)).toEqual({
      settings: defaultAiSettings,
      updatedAt: null,
    });
    const { providers } = await service.expectStatus<AiProviderList>(200, 'GET', `${base}/providers`);
    const [openai, ollama] = providers as [AiProviderView, AiProviderView];
    const settings: AiSettings = {
      routes: {
        translation: { providerId: openai.id, model: 'gpt-4o-mini' },
        suggestions: { providerId: ollama.id, model: 'llama3.2' },
        altText: null,
        speech: { providerId: openai.id, model: 'gpt-4o-mini-tts', voice: 'alloy' },
      },
      prices: { inputPerMillion: 0.15, outputPerMillion: 0.6 },
      limits: { monthlyBudgetUsd: 5, requestsPerMinute: 30, timeoutMs: 20_000 },
    };
    const unknown = { ...settings.routes, altText: { providerId: 'AAAAAAAAAAAA', model: 'x' } };
    expect(await refusal('PUT', `${base}/settings`, { ...settings, routes: unknown })).toEqual({
      status: 400,
      code: 'validation_failed',
      paths: ['body.routes.altText.providerId'],
    });
    const limits = { ...settings.limits, requestsPerMinute: 0, timeoutMs: 10 };
    const limitsRefused = await refusal('PUT', `${base}/settings`, { ...settings, limits });
    expect(limitsRefused.paths).toEqual(['body.limits.requestsPerMinute', 'body.limits.timeoutMs']);
    const saved = await service.expectStatus<{ settings: AiSettings }>(200, 'PUT', `${base}/settings`, settings);
    expect(saved.settings).toEqual(settings);

    // A provider removed leaves its tasks without one.
    expect((await service.call('DELETE', `${base}/providers/${ollama.id}`)).status).toBe(204);
    const after = await service.expectStatus<{ settings: AiSettings }>(200, 'GET', `${base}/settings`);
    expect(after.settings.routes).toEqual({ ...settings.routes, suggestions: null });
  });

  it('give an empty usage log against the budget, and refuse a page that is not one', async () => {
    const usage = await service.expectStatus<AiUsage>(200, 'GET', `${base}/usage`);
    expect(usage).toEqual({
      month: { spentUsd: 0, budgetUsd: 5, requests: 0, failures: 0 },
      entries: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
    expect((await service.call('GET', `${base}/usage?page=0`)).status).toBe(400);
  });
});
