import { defineService } from '@portfolio/kit';
import { buildAnalytics } from './build.ts';
import { analyticsConfigSchema } from './config.ts';

/**
 * The analytics service: page-view and session ingestion (spooled to disk, then written in batches to MongoDB or
 * the embedded SQLite file) and the statistics read from them.
 */
export const analyticsService = defineService({
  name: 'analytics',
  config: analyticsConfigSchema,
  build: async (context) => (await buildAnalytics(context)).parts,
});
