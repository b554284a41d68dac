import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authRoleHeader,
  gatewayTokenHeader,
  type AdminArticle,
  type ArticleDraft,
  type ErrorBody,
} from '@portfolio/contracts';
import { assembleService, createLifecycle, createLogger, parseConfig, trustedProxies } from '@portfolio/kit';
import { listen, testGatewaySecret } from '@portfolio/testing';
import { buildContent } from '../src/build.ts';
import { contentConfigSchema } from '../src/config.ts';
import { documentsSite } from './documents-fixture.ts';
import { emptySeedDir, testClock, type TestClock } from './fixtures/service.ts';

/** What the gateway sends on a request its auth check found from the administrator: the role, and its token. */
export const asAdmin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };

export interface EditorialOptions {
  /** The data folder: a second service on the same one is the first restarted. */
  dataDir?: string;
  /** Seeds the empty store (the documents fixture's articles), which the editor then adopts. */
  seeded?: boolean;
  clock?: TestClock;
  /** Every store on this MongoDB database instead of the SQLite file. */
  mongo?: { url: string; dbName: string };
  /** More configuration (the reader's audio settings). */
  env?: Record<string, string>;
  /** Where the service's log lines go, at level info (a test that reads them); else nowhere. */
  logTo?: { write(line: string): void };
}

/**
 * The content service as it runs (buildContent, kit's assembly), on a real SQLite file, with crawler pages (the
 * documents fixture's index.html) and a job runner that looks at its list every 20 ms, so that a clock moved by
 * hand is seen at once.
 */
export async function startEditorial({
  dataDir,
  seeded = false,
  clock = testClock(),
  mongo,
  env = {},
  logTo,
}: EditorialOptions = {}) {
  const site = documentsSite();
  const data = dataDir ?? mkdtempSync(join(tmpdir(), 'editorial-test-'));
  const config = parseConfig(contentConfigSchema, {
    DATA_DIR: data,
    TRUSTED_PROXIES: '127.0.0.1',
    GATEWAY_SECRET: testGatewaySecret,
    CONTENT_SEED_DIR: seeded ? site.seedDir : emptySeedDir,
    SPA_INDEX: site.spaIndex,
    SITE_ORIGIN: 'https://portfolio.example',
    ...(mongo ? { MONGO_URL: mongo.url, MONGO_DB: mongo.dbName } : {}),
    ...env,
  });
  const logger = logTo ? createLogger('content', 'info', logTo) : createLogger('content', 'silent');
  const trust = trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET);
  const built = await buildContent({ config, logger, trust }, { now: clock.now, jobPollMs: 20 });
  const served = await listen(
    assembleService('content', built.parts, { logger, trust, lifecycle: createLifecycle() }).handle,
  );
  const url = served.url;

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = asAdmin) {
    return fetch(`${url}${path}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
    });
  }

  /** An admin call that must answer `status`; its JSON body. */
  async function expectStatus<T>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const res = await call(method, path, body);
    const text = await res.text();
    if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}, not ${status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const articles = '/api/admin/content/articles';
  return {
    url,
    clock,
    dataDir: data,
    store: built.store,
    call,
    expectStatus,
    /** A GET as a visitor (no role). */
    get: (path: string) => fetch(`${url}${path}`, { redirect: 'manual' }),
    create: (title = 'A new article', sourceLang = 'en') =>
      expectStatus<AdminArticle>(201, 'POST', articles, { sourceLang, title }),
    save: (article: Pick<AdminArticle, 'id' | 'revision'>, draft: ArticleDraft, checkpoint?: boolean) =>
      call('PUT', `${articles}/${article.id}`, {
        baseRevision: article.revision,
        draft,
        ...(checkpoint === undefined ? {} : { checkpoint }),
      }),
    saved: (article: Pick<AdminArticle, 'id' | 'revision'>, draft: ArticleDraft, checkpoint?: boolean) =>
      expectStatus<AdminArticle>(200, 'PUT', `${articles}/${article.id}`, {
        baseRevision: article.revision,
        draft,
        ...(checkpoint === undefined ? {} : { checkpoint }),
      }),
    act: (article: Pick<AdminArticle, 'id' | 'revision'>, action: string, extra: object = {}) =>
      call('POST', `${articles}/${article.id}/${action}`, { baseRevision: article.revision, ...extra }),
    /** Stops the service; the data folder stays when `keepData` (a restart follows). */
    async stop(keepData = false) {
      await served.close();
      await built.parts.close?.();
      site.remove();
      if (!keepData) rmSync(data, { recursive: true, force: true });
    },
  };
}
export type RunningEditorial = Awaited<ReturnType<typeof startEditorial>>;

export const articlesPath = '/api/admin/content/articles';

/** A draft of one or more versions, each field filled unless given. */
export function draftWith(
  versions: Partial<ArticleDraft['versions'][number]>[],
  fields: Partial<Omit<ArticleDraft, 'versions'>> = {},
): ArticleDraft {
  return {
    sourceLang: fields.sourceLang ?? versions[0]?.lang ?? 'en',
    tags: fields.tags ?? ['css'],
    cover: fields.cover ?? null,
    versions: versions.map((v) => ({
      lang: 'en',
      slug: '',
      title: 'A title',
      excerpt: 'An excerpt.',
      markdown: '## Heading\n\nSome words of the body.\n\n```ts\nconst a = 1;\n```\n',
      keywords: [],
      seoTitle: '',
      seoDescription: '',
      canonicalUrl: '',
      ...v,
    })),
  };
}

export const errorOf = async (res: Response) => (await res.json()) as ErrorBody;
