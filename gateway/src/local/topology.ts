import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverErrorCollector, serviceNames, serviceTable, type ServiceName } from '@portfolio/contracts';
import {
  answersOk,
  freePort,
  holdSocket,
  imageMallocEnv,
  loadOrCreateSecret,
  startChild,
  startSupervised,
  waitUntilReady,
  writeSecretFile,
  type HeldSocket,
  type OutputSink,
  type PartLauncher,
  type RestartPolicy,
  type SupervisedPart,
} from '@portfolio/kit';
import { inheritedPath, nginxBinary } from '../config.ts';
import { gatewaySecretConf } from '../nginx/gateway-secret.ts';
import { renderGateway } from '../nginx/render.ts';
import type { RateLimits } from '../nginx/route-locations.ts';
import { stubStatusPath } from '../nginx/status-server.ts';
import { writeConfig } from '../nginx/write-config.ts';
import { ensurePortFree } from './port-free.ts';
import { hostForUrl, localEdge, type LocalEdgeOptions } from './local-edge.ts';
import { redirectsFolder, reloadOnNewMap } from './redirect-reload.ts';
import { redisLauncher } from './redis.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const loopback = '127.0.0.1';

export interface GatewayTopologyOptions extends LocalEdgeOptions {
  /** Where nginx listens (default 127.0.0.1) and on which port (default 8080; 0 picks a free one). */
  host?: string;
  port?: number;
  /** Embedded databases, generated secrets, the credentials file and Redis's append-only file. */
  dataDir: string;
  webDist: string;
  /** Passed to every service (ADMIN_*, SESSION_*, LOG_LEVEL, ANALYTICS_*, ...). */
  env?: NodeJS.ProcessEnv;
  /** The route table's ports (4001-4005) or free ones, so that several topologies can run side by side. */
  servicePorts?: 'route-table' | 'free';
  rateLimits?: RateLimits;
  output?: OutputSink;
  /** How soon a part that died on its own is started again (default: 0.25 s doubling to 8 s). */
  restartPolicy?: RestartPolicy;
}

export interface GatewayTopology {
  /** The gateway's address: the only one a browser uses. */
  url: string;
  /** A service's own address, behind the gateway. */
  serviceUrl(name: ServiceName): string;
  /** Stops a service for good (an outage: its port refuses connections, the gateway answers 502). */
  stopService(name: ServiceName): Promise<void>;
  startService(name: ServiceName): Promise<void>;
  /**
   * A deploy: the running process drains and exits, then the next one starts; its socket stays open in between,
   * so requests arriving meanwhile wait for the next process instead of failing.
   */
  restartService(name: ServiceName): Promise<void>;
  /**
   * Process ids of nginx's master (its workers are its children), redis-server and each running service; a part
   * that is not running (between a death and its restart) has none, never 0, which `process.kill` would read as
   * the caller's own process group.
   */
  processIds(): { nginx?: number; redis?: number; services: Partial<Record<ServiceName, number>> };
  stop(): Promise<void>;
}

/**
 * The gateway topology without containers: Debian's nginx with the gateway's configuration in front of each
 * service as its own process (`node services/<name>/src/main.ts`), with a redis-server for the services that keep
 * their state in Redis. Those that use MongoDB in containers keep their embedded SQLite files under DATA_DIR. Used by `make start-gateway`, the
 * end-to-end suite and the gateway benchmark alike.
 */
export async function startGatewayTopology(options: GatewayTopologyOptions): Promise<GatewayTopology> {
  const output = options.output ?? (() => {});
  const host = options.host ?? loopback;
  const port = options.port === 0 ? await freePort() : (options.port ?? 8080);
  const dataDir = resolve(options.dataDir);
  const ports = {} as Record<ServiceName, number>;
  for (const name of serviceNames) {
    ports[name] = options.servicePorts === 'free' ? await freePort() : serviceTable[name].port;
  }
  await ensurePortFree(host, port, 'the gateway');
  for (const name of serviceNames) await ensurePortFree(loopback, ports[name], `the ${name} service`);
  const serviceUrl = (name: ServiceName) => `http://${loopback}:${ports[name]}`;
  const redisPort = await freePort();
  // nginx's connection counters, on loopback: the collecting service reads them into its metrics (kit's
  // watchNginxStatus), as nginx's exporter does in the container deployment.
  const nginxStatusPort = await freePort();
  const children = new Map<ServiceName, SupervisedPart>();
  // Each service's listening socket, held here across its processes (kit's holdSocket): a crash followed by the
  // supervisor's restart, or a deploy, makes requests wait rather than fail.
  const sockets = new Map<ServiceName, HeldSocket>();
  const socketOf = (name: ServiceName) => {
    const held = sockets.get(name) ?? holdSocket(loopback, ports[name]);
    sockets.set(name, held);
    return held;
  };
  let redis: SupervisedPart | undefined;
  let nginx: SupervisedPart | undefined;
  // nginx's own folder: its workers (nobody, when we are root) must reach it, so not under a private temp dir.
  const runDir = mkdtempSync(join(tmpdir(), 'gateway-nginx-'));
  chmodSync(runDir, 0o755);
  const redirectsDir = redirectsFolder();
  let stopReloading = () => {};

  // The services believe the gateway's X-Forwarded-For, x-auth-role and X-Request-Id by this secret alone, never
  // by loopback: every local process shares that address with nginx. A front proxy is nginx's to trust, so a
  // TRUSTED_PROXIES meant for `make start` (127.0.0.1 behind a local TLS proxy) is not passed on to them.
  const gatewaySecret = options.env?.GATEWAY_SECRET || loadOrCreateSecret(dataDir, 'gateway-secret');
  const gatewaySecretFile = join(runDir, 'gateway-secret.conf');
  const serviceEnv = (name: ServiceName): NodeJS.ProcessEnv => ({
    ...options.env,
    PATH: inheritedPath(),
    HOST: loopback,
    PORT: String(ports[name]),
    DATA_DIR: dataDir,
    GATEWAY_SECRET: gatewaySecret,
    TRUSTED_PROXIES: '',
    // What a service needs is the service table's: Redis where it keeps its state there (MongoDB has no local
    // server, so those services stay on embedded SQLite), and the collector's address for its server errors.
    ...(serviceTable[name].stores.includes('redis') ? { REDIS_URL: `redis://${loopback}:${redisPort}` } : {}),
    ...(name === serverErrorCollector
      ? { NGINX_STATUS_URL: `http://${loopback}:${nginxStatusPort}${stubStatusPath}` }
      : { LOGS_URL: serviceUrl(serverErrorCollector) }),
    // The content service processes uploaded images: glibc's allocator tuned for it (kit's imageMallocEnv).
    ...(name === 'content' ? imageMallocEnv : {}),
    // The content service writes the redirects nginx answers, and reads back their hits (redirect-map.ts).
    ...(name === 'content' ? { REDIRECTS_MAP_DIR: redirectsDir } : {}),
    // The mail service reads the content service's public API (the newsletter's articles) at its own address.
    ...(name === 'mail' ? { CONTENT_URL: serviceUrl('content') } : {}),
    // The auth service hands its account mails (password reset, email change) to the mail service.
    ...(name === 'auth' ? { MAIL_URL: serviceUrl('mail') } : {}),
    // The logs service's health report asks every other service's readiness at its own address.
    ...(name === 'logs'
      ? { SERVICE_URLS: serviceNames.map((other) => `${other}=${serviceUrl(other)}`).join(',') }
      : {}),
  });

  const serviceLauncher = (name: ServiceName): PartLauncher => ({
    spawn: () =>
      startChild(
        name,
        process.execPath,
        [join(root, 'services', name, 'src/main.ts')],
        serviceEnv(name),
        output,
        socketOf(name),
      ),
    ready: (child) => waitUntilReady(`the ${name} service`, child, answersOk(`${serviceUrl(name)}/readyz`)),
  });
  const startService = async (name: ServiceName) => {
    children.set(name, await startSupervised(name, serviceLauncher(name), output, options.restartPolicy));
  };
  const stopProcess = async (name: ServiceName) => {
    await children.get(name)?.stop();
    children.delete(name);
  };
  const stopService = async (name: ServiceName) => {
    await stopProcess(name);
    sockets.get(name)?.close();
    sockets.delete(name);
  };

  const stop = async () => {
    stopReloading();
    await nginx?.stop();
    await Promise.all([...new Set([...children.keys(), ...sockets.keys()])].map(stopService));
    await redis?.stop();
    rmSync(runDir, { recursive: true, force: true });
    rmSync(redirectsDir, { recursive: true, force: true });
  };

  try {
    redis = await startSupervised(
      'redis',
      redisLauncher(join(dataDir, 'redis'), redisPort, output),
      output,
      options.restartPolicy,
    );
    // The collector first, so that the others' first server errors have somewhere to go.
    await startService(serverErrorCollector);
    await Promise.all(serviceNames.filter((n) => n !== serverErrorCollector).map(startService));
    const edge = localEdge(options, host, port, runDir);
    const config = renderGateway({
      // An IPv6 address is written in brackets, or nginx takes its last group for the port.
      listen: `${hostForUrl(host)}:${port}`,
      confDir: runDir,
      runDir,
      ...(process.getuid?.() === 0 ? { user: 'nobody nogroup' } : {}),
      upstreams: Object.fromEntries(serviceNames.map((n) => [n, `${loopback}:${ports[n]}`])) as Record<
        ServiceName,
        string
      >,
      spa: { root: resolve(options.webDist) },
      gatewaySecretFile,
      redirectsDir,
      edge: edge.edge,
      status: { listen: `${loopback}:${nginxStatusPort}`, allow: [loopback] },
      ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    });
    writeConfig(runDir, config);
    // Read by nginx's master alone, before it drops privileges; never there half-written or readable by others.
    writeSecretFile(gatewaySecretFile, gatewaySecretConf(gatewaySecret));
    const args = ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'];
    const url = `${edge.scheme}://${hostForUrl(host)}:${port}`;
    // A master killed outright leaves its workers serving and holding the port, so its restarts fail to bind
    // (and say so) until they are gone; any other death is restarted like a service's.
    nginx = await startSupervised(
      'nginx',
      {
        spawn: () => startChild('nginx', nginxBinary(), args, { PATH: inheritedPath() }, output),
        ready: (child) => waitUntilReady('nginx', child, answersOk(edge.healthUrl(url))),
      },
      output,
      options.restartPolicy,
    );
    stopReloading = reloadOnNewMap(redirectsDir, () => nginx?.current()?.process.kill('SIGHUP'));
    return {
      url,
      serviceUrl,
      stopService,
      startService,
      async restartService(name) {
        await stopProcess(name);
        await startService(name);
      },
      processIds: () => {
        const nginxPid = nginx!.current()?.process.pid;
        const redisPid = redis!.current()?.process.pid;
        return {
          ...(nginxPid === undefined ? {} : { nginx: nginxPid }),
          ...(redisPid === undefined ? {} : { redis: redisPid }),
          services: Object.fromEntries(
            [...children].flatMap(([name, part]) => {
              const pid = part.current()?.process.pid;
              return pid === undefined ? [] : [[name, pid]];
            }),
          ),
        };
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
