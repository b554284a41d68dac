import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element } from 'domhandler';
import { afterAll, beforeAll } from 'vitest';
import { assembleService, createLifecycle, createLogger, parseConfig, trustedProxies } from '@portfolio/kit';
import { buildContent } from '../src/build.ts';
import { contentConfigSchema } from '../src/config.ts';
import type { ContentStore } from '../src/stores/ports.ts';
import { documentsSite, type DocumentsSite } from './documents-fixture.ts';

export const siteOrigin = 'https://portfolio.example';

/**
 * The content service as it runs (its configuration, its build, kit's assembly, SQLite under a temporary DATA_DIR
 * seeded from the documents fixture, a temporary index.html), listening on a free port for one test file.
 */
export function useDocumentsService(env: NodeJS.ProcessEnv = {}) {
  let site: DocumentsSite;
  let server: Server;
  let store: ContentStore;
  let url = '';
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    site = documentsSite();
    const config = parseConfig(contentConfigSchema, {
      DATA_DIR: site.dataDir,
      CONTENT_SEED_DIR: site.seedDir,
      SPA_INDEX: site.spaIndex,
      SITE_ORIGIN: siteOrigin,
      LOG_LEVEL: 'silent',
      ...env,
    });
    const logger = createLogger('content-documents-test', 'silent');
    const trust = trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET);
    const built = await buildContent({ config, logger, trust });
    store = built.store;
    const { handle } = assembleService('content', built.parts, { logger, trust, lifecycle: createLifecycle() });
    server = createServer(handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = built.parts.close;
  });
  afterAll(async () => {
    if (server) await new Promise((resolve) => server.close(resolve));
    await close?.();
    site?.remove();
  });
  return {
    url: (path: string) => `${url}${path}`,
    get store() {
      return store;
    },
    get site() {
      return site;
    },
  };
}

/** A page's HTML, parsed as a crawler's HTML parser reads it (no script run), with the lookups the tests need. */
export function parsePage(html: string) {
  const document: Document = parseDocument(html);
  const elements = (test: (el: Element) => boolean) => findAll(test, document.children);
  const one = (test: (el: Element) => boolean) => findOne(test, document.children);
  const attr = (el: Element | null, name: string) => (el ? getAttributeValue(el, name) : undefined);
  return {
    document,
    html: one((el) => el.name === 'html'),
    title: () => textContent(one((el) => el.name === 'title') ?? []),
    meta: (key: string) =>
      attr(
        one((el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key)),
        'content',
      ),
    metas: (key: string) =>
      elements((el) => el.name === 'meta' && el.attribs.property === key).map((el) => el.attribs.content),
    feed: (type: string) =>
      attr(
        one((el) => el.name === 'link' && el.attribs.type === type),
        'href',
      ),
    link: (rel: string) =>
      attr(
        one((el) => el.name === 'link' && el.attribs.rel === rel),
        'href',
      ),
    alternates: () =>
      Object.fromEntries(
        elements((el) => el.name === 'link' && el.attribs.rel === 'alternate' && 'hreflang' in el.attribs).map((el) => [
          el.attribs.hreflang,
          el.attribs.href,
        ]),
      ),
    /** Every JSON-LD block, parsed: a block that does not parse fails the test here. */
    structuredData: () =>
      elements((el) => el.name === 'script' && el.attribs.type === 'application/ld+json').map(
        (el) => JSON.parse(textContent(el)) as Record<string, unknown>,
      ),
    scripts: () => elements((el) => el.name === 'script'),
    prerendered: () => one((el) => el.attribs.id === 'prerendered'),
    text: (el: Element | null) => (el ? textContent(el) : ''),
    links: (within: Element | null) =>
      within ? findAll((el) => el.name === 'a', within.children).map((el) => el.attribs.href) : [],
    data: () => {
      const block = one((el) => el.name === 'script' && el.attribs.id === 'prerendered-data');
      return block
        ? (JSON.parse(textContent(block)) as { endpoint: string; request: unknown; answer: unknown })
        : undefined;
    },
  };
}

export async function getPage(url: string) {
  const res = await fetch(url);
  return { res, page: parsePage(await res.text()) };
}
