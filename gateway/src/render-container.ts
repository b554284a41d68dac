import { serviceNames, serviceTable, type ServiceName } from '@portfolio/contracts';
import { env, parseConfig, runMain } from '@portfolio/kit';
import { z } from 'zod';
import { renderGateway, renderWeb } from './nginx/render.ts';
import { writeConfig } from './nginx/write-config.ts';

/**
 * Writes the nginx configuration of a container image at build time (gateway/Dockerfile, web/Dockerfile):
 *   node gateway/src/render-container.ts gateway|web <output folder>
 * Services are reached by their compose names on the route table's ports; the unprivileged nginx image listens on
 * 8080 and writes only under /tmp.
 */
const limitsSchema = z.object({
  GATEWAY_LOGIN_RATE_PER_MINUTE: env.int(30, 1),
  GATEWAY_LOGIN_BURST: env.int(20, 1),
  GATEWAY_INGEST_RATE_PER_SECOND: env.int(50, 1),
  GATEWAY_INGEST_BURST: env.int(100, 1),
});

/** Where the gateway container's start-up writes `gatewaySecretConf(GATEWAY_SECRET)` (/tmp: its only writable place). */
const containerGatewaySecretFile = '/tmp/gateway-secret.conf';

await runMain(async () => {
  const [image, outDir] = process.argv.slice(2);
  if ((image !== 'gateway' && image !== 'web') || !outDir) {
    process.stderr.write('usage: node gateway/src/render-container.ts gateway|web <output folder>\n');
    process.exit(2);
  }
  const container = { listen: '8080', confDir: '/etc/nginx', runDir: '/tmp', accessLog: '/dev/stdout' };
  if (image === 'web') {
    writeConfig(outDir, renderWeb({ ...container, root: '/usr/share/nginx/html' }));
    return;
  }
  const limits = parseConfig(limitsSchema);
  const upstreams = Object.fromEntries(serviceNames.map((n) => [n, `${n}:${serviceTable[n].port}`]));
  writeConfig(
    outDir,
    renderGateway({
      ...container,
      upstreams: upstreams as Record<ServiceName, string>,
      spa: { upstream: 'web:8080' },
      // The secret is not in the image: the container writes this file from GATEWAY_SECRET when it starts.
      gatewaySecretFile: containerGatewaySecretFile,
      // Docker's embedded DNS: containers recreated with new addresses are followed.
      resolver: '127.0.0.11',
      rateLimits: {
        loginPerMinute: limits.GATEWAY_LOGIN_RATE_PER_MINUTE,
        loginBurst: limits.GATEWAY_LOGIN_BURST,
        ingestPerSecond: limits.GATEWAY_INGEST_RATE_PER_SECOND,
        ingestBurst: limits.GATEWAY_INGEST_BURST,
      },
    }),
  );
});
