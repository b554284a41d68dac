import { z } from 'zod';
import { env, onFatalError, onSignals, parseConfig, runMain } from '@portfolio/kit';
import { serviceEnvironment } from './config.ts';
import { startGatewayTopology } from './local/topology.ts';

const startGatewayConfigSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: env.port(8080),
  DATA_DIR: z.string().default('data'),
  WEB_DIST: z.string().default('web/dist'),
  GATEWAY_LOGIN_RATE_PER_MINUTE: env.int(30, 1),
  GATEWAY_INGEST_RATE_PER_SECOND: env.int(50, 1),
  /** A local TLS proxy in front (its addresses): nginx then takes the client's address and scheme from it. */
  TRUSTED_PROXIES: env.list(),
});

/**
 * `make start-gateway`: the gateway topology on one machine, nginx in front of each service as its own process.
 * Every line a part writes is shown with its name; Ctrl-C stops them all.
 */
await runMain(async () => {
  const config = parseConfig(startGatewayConfigSchema);
  const topology = await startGatewayTopology({
    host: config.HOST,
    port: config.PORT,
    dataDir: config.DATA_DIR,
    webDist: config.WEB_DIST,
    env: serviceEnvironment(),
    ...(config.TRUSTED_PROXIES.length > 0 ? { frontProxies: config.TRUSTED_PROXIES } : {}),
    rateLimits: {
      loginPerMinute: config.GATEWAY_LOGIN_RATE_PER_MINUTE,
      loginBurst: 20,
      ingestPerSecond: config.GATEWAY_INGEST_RATE_PER_SECOND,
      ingestBurst: 100,
    },
    output: (source, line) => process.stdout.write(`${source.padEnd(9)}| ${line}\n`),
  });
  // An error nothing handled stops every part before this process exits: none is left running unsupervised.
  onFatalError({ cleanup: () => topology.stop() });
  process.stdout.write(
    [
      `Portfolio platform (gateway topology) running at ${topology.url}`,
      '  nginx in front of the auth, analytics and logs services, each its own process; Redis for sessions',
      ...(config.TRUSTED_PROXIES.length > 0 ? [`  behind a front proxy at ${config.TRUSTED_PROXIES.join(', ')}`] : []),
      `  data: ${config.DATA_DIR}`,
      `Sign in at ${topology.url}/admin.`,
      '',
    ].join('\n'),
  );
  onSignals(async () => {
    await topology.stop();
    process.exit(0);
  });
});
