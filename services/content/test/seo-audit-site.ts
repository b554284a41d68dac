import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { seoAuditReport, type AdminArticle, type ArticleDraft, type SeoAuditFinding } from '@portfolio/contracts';
import { spaIndexHtml } from './documents-fixture.ts';
import { startEditorial, type RunningEditorial } from './editorial-service.ts';

export const auditPath = '/api/admin/content/seo-audit';
export const notFoundPath = '/api/admin/content/not-found';

/**
 * The SEO audit suites' site, for one test file: the content service on an empty store, and a web build's folder
 * (its index.html, a sample cover and a document, as static files the site serves).
 */
export function useAuditSite() {
  let web = '';
  let service: RunningEditorial;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'seo-audit-web-'));
    writeFileSync(join(web, 'index.html'), spaIndexHtml);
    mkdirSync(join(web, 'blog', 'covers'), { recursive: true });
    writeFileSync(join(web, 'blog', 'covers', 'audit.jpg'), 'not really a jpeg');
    mkdirSync(join(web, 'docs'));
    writeFileSync(join(web, 'docs', 'cv.pdf'), '%PDF-1.7\n%%EOF\n');
    service = await startEditorial({ env: { SPA_INDEX: join(web, 'index.html') } });
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(web, { recursive: true, force: true });
  });

  const audit = async () => seoAuditReport.parse(await service.expectStatus(200, 'GET', auditPath));
  return {
    get service() {
      return service;
    },
    get web() {
      return web;
    },
    audit,
    findingsOn: async (page: string, lang = 'en') =>
      (await audit()).findings.filter((f) => f.page === page && f.lang === lang),
    /** Publishes a new article, or the draft of an existing one. */
    async publish(draft: ArticleDraft, article?: AdminArticle): Promise<AdminArticle> {
      const base = article ?? (await service.create(draft.versions[0]!.title));
      const saved = await service.saved(base, draft);
      const res = await service.act(saved, 'publish');
      if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as AdminArticle;
    },
  };
}

export const kindsOf = (findings: SeoAuditFinding[]) => findings.map((f) => f.kind);
