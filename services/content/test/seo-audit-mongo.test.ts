import { describe, expect, it } from 'vitest';
import { notFoundAnswer, seoAuditReport, type AdminArticle } from '@portfolio/contracts';
import { useMongoDatabase } from '@portfolio/testing';
import { draftWith, startEditorial } from './editorial-service.ts';
import { auditPath, notFoundPath } from './seo-audit-site.ts';

const mongo = await useMongoDatabase();

describe('the SEO audit and the not-found classifier on MongoDB', () => {
  it('audit the public articles and classify paths from the MongoDB stores, redirects included', async () => {
    const service = await startEditorial({ mongo });
    try {
      const created = await service.create('Mongo');
      const saved = await service.saved(created, draftWith([{ slug: 'mongo', title: 'Mongo' }]));
      expect(((await (await service.act(saved, 'publish')).json()) as AdminArticle).status).toBe('published');
      await service.expectStatus(201, 'POST', '/api/admin/content/redirects', {
        source: '/old-mongo',
        kind: 'temporary',
        target: '/blog/mongo',
      });
      const report = seoAuditReport.parse(await service.expectStatus(200, 'GET', auditPath));
      const mine = report.findings.filter((f) => f.page === '/blog/mongo');
      expect(mine.find((f) => f.kind === 'title-too-short')).toMatchObject({
        detail: { text: 'Mongo' },
        fix: { screen: 'editor', articleId: created.id },
      });
      const answer = notFoundAnswer.parse(
        await service.expectStatus(200, 'POST', notFoundPath, { paths: ['/blog/mongo', '/old-mongo', '/nowhere'] }),
      );
      expect(answer.paths.map((p) => p.status)).toEqual(['article', 'redirect', 'not-found']);
    } finally {
      await service.stop();
    }
  });
});
