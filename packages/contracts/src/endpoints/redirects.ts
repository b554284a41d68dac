import { endpoint } from '../endpoint.ts';
import {
  redirect,
  redirectInput,
  redirectList,
  redirectParams,
  robotsCheck,
  robotsSave,
  robotsSettings,
  robotsVerdict,
  sitemapInfo,
} from '../redirects.ts';

const service = 'content';
const access = 'admin';
const redirects = '/api/admin/content/redirects';
const robots = '/api/admin/content/robots';

/**
 * The site's technical SEO (#19): redirects, robots.txt and what the sitemap holds. Redirects are answered by the
 * content service for paths outside /api (the gateway and the dispatcher ask it); robots.txt is the site document
 * of that name.
 */
export const redirectEndpoints = {
  redirectList: endpoint({
    service,
    access,
    method: 'GET',
    path: redirects,
    summary: "The administrator's redirects with their hit counts, and the editor's former slugs (read-only).",
    response: redirectList,
  }),
  createRedirect: endpoint({
    service,
    access,
    method: 'POST',
    path: redirects,
    summary: 'Adds a redirect; an invalid pattern is a 400, a loop, chain or taken source a 409, naming the field.',
    body: redirectInput,
    response: redirect,
    status: 201,
  }),
  updateRedirect: endpoint({
    service,
    access,
    method: 'PUT',
    path: `${redirects}/:id`,
    summary: 'Replaces a redirect (its hit count stays); the same checks as adding one.',
    params: redirectParams,
    body: redirectInput,
    response: redirect,
  }),
  deleteRedirect: endpoint({
    service,
    access,
    method: 'DELETE',
    path: `${redirects}/:id`,
    summary: 'Removes a redirect.',
    params: redirectParams,
    response: null,
  }),
  robotsSettings: endpoint({
    service,
    access,
    method: 'GET',
    path: robots,
    summary: 'robots.txt as served, and whether it is the generated default.',
    response: robotsSettings,
  }),
  saveRobots: endpoint({
    service,
    access,
    method: 'PUT',
    path: robots,
    summary:
      'Saves robots.txt; each line that cannot be read is a 400 detail `lines.<n>`. Empty text restores the default.',
    body: robotsSave,
    response: robotsSettings,
  }),
  checkRobots: endpoint({
    service,
    access,
    method: 'POST',
    path: `${robots}/check`,
    summary: 'Whether a path is allowed for an agent, under the given text or the saved one.',
    body: robotsCheck,
    response: robotsVerdict,
  }),
  sitemapInfo: endpoint({
    service,
    access,
    method: 'GET',
    path: '/api/admin/content/sitemap',
    summary: 'The sitemap files with their URL counts, sizes and last changes.',
    response: sitemapInfo,
  }),
};
