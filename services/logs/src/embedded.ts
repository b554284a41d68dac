import { parseConfig, type EmbeddedService } from '@portfolio/kit';
import { buildLogs } from './build.ts';
import { logsConfigSchema } from './config.ts';

/** The logs service inside the single-machine process; it records every mounted service's server errors too. */
export const embedded: EmbeddedService = {
  async start(env) {
    const logs = buildLogs(parseConfig(logsConfigSchema, env));
    return { handle: logs.app.callback(), lifecycle: logs.lifecycle, close: logs.close };
  },
};
