import { parseConfig, type EmbeddedService } from '@portfolio/kit';
import { buildAuth } from './build.ts';
import { authConfigSchema } from './config.ts';

/** The auth service inside the single-machine process. */
export const embedded: EmbeddedService = {
  async start(env, announce) {
    const auth = await buildAuth(parseConfig(authConfigSchema, env), announce);
    return {
      handle: auth.app.callback(),
      lifecycle: auth.lifecycle,
      close: auth.close,
      identify: async (req, res) => (await auth.identify(req, res)).role,
    };
  },
};
