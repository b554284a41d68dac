import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiConnectionTest,
  aiProviderView,
  defaultAiSettings,
  defaultAnswerWithinMs,
  mediaItem,
  type AiSettings,
} from '@portfolio/contracts';
import { fakeAiServer, type FakeAiServer } from '@portfolio/testing';
import type sharpModule from 'sharp';
import { signIn, useGatewayTopology } from './support/topology.ts';

// The content service's image library makes the photos: real files, decoded by the service as any upload.
const sharp = createRequire(new URL('../../services/content/package.json', import.meta.url))(
  'sharp',
) as typeof sharpModule;

/** A 12-megapixel photo as a phone takes it: noise compresses as badly, so its variants take the service seconds. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

/**
 * Calls that may take longer than the gateway's usual 10 s, through nginx: the administrator gets the service's
 * answer, where nginx used to answer 504 after 10 s while the service went on with the work (the image was kept
 * anyway, the provider's reason never shown).
 */
describe('answers slower than the gateway default, through nginx', () => {
  const gateway = useGatewayTopology();
  let cookie = '';
  let fake: FakeAiServer;
  const admin = (path: string, init: RequestInit = {}) =>
    fetch(gateway.url(path), { ...init, headers: { cookie, ...init.headers } });
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    cookie = await signIn(gateway.url);
    fake = await fakeAiServer({ kind: 'openai-compatible', apiKey: 'sk-slow-provider-key' });
  });
  afterAll(() => fake?.close());

  it(
    'gives the provider test its own "timeout" reason when the provider takes longer than 10 s',
    { timeout: 60_000 },
    async () => {
      const added = await admin(
        '/api/admin/content/ai/providers',
        json('POST', { name: 'Slow local', kind: 'openai-compatible', baseUrl: fake.url, apiKey: fake.apiKey }),
      );
      expect(added.status, await added.clone().text()).toBe(201);
      const { id } = aiProviderView.parse(await added.json());
      const timeoutMs = defaultAnswerWithinMs + 2_000;
      const limits = { ...defaultAiSettings.limits, timeoutMs };
      const saved = await admin('/api/admin/content/ai/settings', json('PUT', { ...defaultAiSettings, limits }));
      expect(saved.status, await saved.clone().text()).toBe(200);

      fake.fail({ type: 'hang' });
      const started = performance.now();
      const tested = await admin(`/api/admin/content/ai/providers/${id}/test`, { method: 'POST' });
      const waited = performance.now() - started;
      expect(tested.status, await tested.clone().text()).toBe(200);
      const result = aiConnectionTest.parse(await tested.json());
      expect(result).toMatchObject({ ok: false, failure: { reason: 'timeout' } });
      expect(waited).toBeGreaterThan(timeoutMs - 500);

      // And with the provider back, the same test passes with its models.
      const again = aiConnectionTest.parse(
        await (await admin(`/api/admin/content/ai/providers/${id}/test`, { method: 'POST' })).json(),
      );
      expect(again).toMatchObject({ ok: true, models: fake.models });
      await admin('/api/admin/content/ai/settings', json('PUT', defaultAiSettings satisfies AiSettings));
    },
  );

  it(
    'uploads five phone photos dropped at once: each waits its turn and every one is answered 201',
    { timeout: 180_000 },
    async () => {
      const photos = await Promise.all(Array.from({ length: 5 }, phonePhoto));
      const started = performance.now();
      const answers = await Promise.all(
        photos.map((bytes, i) =>
          admin(`/api/admin/content/media?name=phone-${i}.jpg`, {
            method: 'POST',
            headers: { 'content-type': 'image/jpeg' },
            body: new Uint8Array(bytes),
          }),
        ),
      );
      const waited = performance.now() - started;
      const statuses = answers.map((res) => res.status);
      expect(statuses, `after ${Math.round(waited)} ms`).toEqual([201, 201, 201, 201, 201]);
      for (const res of answers) expect(mediaItem.parse(await res.json()).width).toBe(4000);
    },
  );
});
