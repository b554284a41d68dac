import { join } from 'node:path';
import { env, parseConfig, runMain } from '@portfolio/kit';
import { z } from 'zod';
import { gatewayImageLayout, renderGatewayImage } from './container/gateway-image.ts';
import { renderWeb } from './nginx/render.ts';
import { writeConfig } from './nginx/write-config.ts';

/**
 * Writes the nginx configuration of a container image at build time (gateway/Dockerfile, web/Dockerfile):
 *   node gateway/src/render-container.ts gateway|web <output folder>
 * Services are reached by their compose names on the route table's ports; the unprivileged nginx image listens on
 * 8080 (and 8443 with TLS) and writes only under /tmp. The gateway gets one configuration per edge mode under
 * modes/ (see container/gateway-image.ts); its start-up picks one.
 */
const limitsSchema = z.object({
  GATEWAY_LOGIN_RATE_PER_MINUTE: env.int(30, 1),
  GATEWAY_LOGIN_BURST: env.int(20, 1),
  GATEWAY_INGEST_RATE_PER_SECOND: env.int(50, 1),
  GATEWAY_INGEST_BURST: env.int(100, 1),
});

await runMain(async () => {
  const [image, outDir] = process.argv.slice(2);
  if ((image !== 'gateway' && image !== 'web') || !outDir) {
    process.stderr.write('usage: node gateway/src/render-container.ts gateway|web <output folder>\n');
    process.exit(2);
  }
  if (image === 'web') {
    const web = { listen: '8080', confDir: '/etc/nginx', runDir: '/tmp', accessLog: '/dev/stdout' };
    writeConfig(outDir, renderWeb({ ...web, root: '/usr/share/nginx/html' }));
    return;
  }
  const limits = parseConfig(limitsSchema);
  const configs = renderGatewayImage(gatewayImageLayout, {
    loginPerMinute: limits.GATEWAY_LOGIN_RATE_PER_MINUTE,
    loginBurst: limits.GATEWAY_LOGIN_BURST,
    ingestPerSecond: limits.GATEWAY_INGEST_RATE_PER_SECOND,
    ingestBurst: limits.GATEWAY_INGEST_BURST,
  });
  for (const [mode, files] of Object.entries(configs)) writeConfig(join(outDir, 'modes', mode), files);
});
