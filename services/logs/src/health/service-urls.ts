import { z } from 'zod';
import { serviceNames, type ServiceName } from '@portfolio/contracts';
import { env } from '@portfolio/kit';

const isServiceName = (name: string): name is ServiceName => (serviceNames as readonly string[]).includes(name);
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * SERVICE_URLS: where the health report asks each service its readiness when it runs as its own process (the
 * local gateway topology, compose): `auth=http://auth:4001,content=http://content:4004`. A wrong name or address
 * is a configuration error named at start-up, not a service shown as down.
 */
export const serviceUrlsSchema = env.list().transform((entries, ctx) => {
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const entry of entries) {
    const [name = '', url = ''] = entry.split(/=(.*)/s, 2);
    if (!isServiceName(name)) {
      ctx.addIssue({ code: 'custom', message: `${name || entry}: not a service (${serviceNames.join(', ')})` });
    } else if (!httpUrl.safeParse(url).success) {
      ctx.addIssue({ code: 'custom', message: `${name}: not an http(s) URL` });
    } else {
      urls[name] = url.replace(/\/+$/, '');
    }
  }
  return urls;
});
