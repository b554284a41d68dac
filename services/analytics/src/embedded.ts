import { parseConfig, type EmbeddedService } from '@portfolio/kit';
import { buildAnalytics } from './build.ts';
import { analyticsConfigSchema } from './config.ts';

/** The analytics service inside the single-machine process (embedded SQLite store under DATA_DIR). */
export const embedded: EmbeddedService = {
  async start(env) {
    const analytics = await buildAnalytics(parseConfig(analyticsConfigSchema, env));
    return { handle: analytics.handle, lifecycle: analytics.lifecycle, close: analytics.close };
  },
};
