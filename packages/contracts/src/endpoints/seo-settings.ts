import { endpoint } from '../endpoint.ts';
import { articleSeoGaps, publicSeo, seoHeadQuery, seoSettings, seoSettingsView } from '../seo-settings.ts';

const service = 'content';

/** The SEO settings (#19): the administrator's read and save, the SPA's page heads, articles lacking SEO fields. */
export const seoSettingsEndpoints = {
  seoSettings: endpoint({
    service,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/content/seo',
    summary: 'The SEO settings (the defaults before the first save) and the images they name.',
    response: seoSettingsView,
  }),
  saveSeoSettings: endpoint({
    service,
    access: 'admin',
    method: 'PUT',
    path: '/api/admin/content/seo',
    summary: 'Replaces the SEO settings as a whole; every image named must be in the media library.',
    body: seoSettings,
    response: seoSettingsView,
  }),
  seoArticleGaps: endpoint({
    service,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/content/seo/article-gaps',
    summary: 'Articles lacking their own SEO title, description, cover or cover alt text, per language.',
    response: articleSeoGaps,
  }),
  publicSeo: endpoint({
    service,
    access: 'public',
    method: 'GET',
    path: '/api/content/seo',
    summary: 'The heads of the home page, the blog list and the games page in one language (English unless said).',
    query: seoHeadQuery,
    response: publicSeo,
  }),
};
