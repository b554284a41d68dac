import { endpoint } from '../endpoint.ts';
import { notFoundAnswer, notFoundBodyBytes, notFoundQuery, seoAuditReport } from '../seo-audit.ts';

const service = 'content';
const access = 'admin';

/** The technical SEO screen's reads (#19): the audit of every public page, and which visited paths are not found. */
export const seoAuditEndpoints = {
  seoAudit: endpoint({
    service,
    access,
    method: 'GET',
    path: '/api/admin/content/seo-audit',
    summary: 'Audits every public page in every language as crawlers get it; each finding names the screen to fix it.',
    response: seoAuditReport,
  }),
  notFoundPaths: endpoint({
    service,
    access,
    method: 'POST',
    path: '/api/admin/content/not-found',
    summary: 'Says of each path whether the site has it (page, article, file, redirect) or not (not found).',
    body: notFoundQuery,
    bodyLimit: notFoundBodyBytes,
    response: notFoundAnswer,
  }),
};
