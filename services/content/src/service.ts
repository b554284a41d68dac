import { defineService } from '@portfolio/kit';
import { buildContent } from './build.ts';
import { contentConfigSchema } from './config.ts';

/**
 * The content service: the blog's articles (one identity, a version per language, Markdown rendered once per
 * save) and tags, their public API with conditional answers, and the view counts (once per visitor per article
 * per day, no cookie, no stored address, bots dropped).
 */
export const contentService = defineService({
  name: 'content',
  config: contentConfigSchema,
  build: async (context) => (await buildContent(context)).parts,
});
