import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import {
  createLifecycle,
  createLogger,
  createRedis,
  openDatabase,
  redisReady,
  trustedProxies,
  type Redis,
} from '@portfolio/kit';
import { listen, startRedisServer, type RedisServer } from '@portfolio/testing';
import { createApp, type AuthApp, type AuthDeps } from '../src/app.ts';
import type { AdminCredentials, CredentialSource } from '../src/credentials/credentials.ts';
import { hashPassword } from '../src/credentials/password-hash.ts';
import type { SessionSettings } from '../src/session.ts';
import { createRedisStores } from '../src/stores/redis-stores.ts';
import { createSqliteStores } from '../src/stores/sqlite-stores.ts';
import type { AuthStores } from '../src/stores/ports.ts';
import type { ThrottleSettings } from '../src/throttle.ts';

export type StoreKind = 'sqlite' | 'redis';
export const storeKinds: StoreKind[] = ['sqlite', 'redis'];

/** Argon2id at its cheapest: the tests exercise the logic, not the cost. */
export const quickParams = { memory: 1024, passes: 1, parallelism: 1 };
export const quickHash = (password: string) => hashPassword(password, quickParams);

export const adminEmail = 'admin@example.com';
export const adminPassword = 'correct horse battery staple';
export const adminCredentials: AdminCredentials = { email: adminEmail, passwordHash: await quickHash(adminPassword) };

const silent = createLogger('auth-test', 'silent');
const tombstoneMs = 60_000;

/** Where a test's stores live: a temporary SQLite file each time, or one real redis-server per test file. */
export interface Backend {
  kind: StoreKind;
  redisServer: RedisServer | undefined;
  /** Fresh, empty stores; closed when the backend is disposed. */
  stores(): Promise<AuthStores>;
  dispose(): Promise<void>;
}

export async function createBackend(kind: StoreKind): Promise<Backend> {
  const opened: AuthStores[] = [];
  const dirs: string[] = [];
  const redisServer = kind === 'redis' ? await startRedisServer() : undefined;
  return {
    kind,
    redisServer,
    async stores() {
      let stores: AuthStores;
      if (redisServer) {
        const client: Redis = createRedis(redisServer.url, silent);
        if (!(await redisReady(client))) throw new Error('test redis-server did not answer');
        await client.flushall();
        stores = createRedisStores(client, tombstoneMs);
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'auth-test-'));
        dirs.push(dir);
        stores = createSqliteStores(openDatabase(join(dir, 'auth.sqlite')), tombstoneMs);
      }
      opened.push(stores);
      return stores;
    },
    async dispose() {
      await Promise.all(opened.map((s) => s.close()));
      await redisServer?.dispose();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One backend for the enclosing describe block, started before its tests and disposed after them. */
export function useBackend(kind: StoreKind): () => Backend {
  let backend: Backend | undefined;
  beforeAll(async () => {
    backend = await createBackend(kind);
  });
  afterAll(async () => {
    await backend?.dispose();
  });
  return () => backend!;
}

export interface AuthOptions {
  /** Trusted proxy addresses; none by default, so every forwarding header is ignored. */
  trust?: string[];
  session?: Partial<SessionSettings>;
  throttle?: Partial<ThrottleSettings>;
  credentials?: CredentialSource;
  sessionKeys?: string[];
}

export const testSessionKeys = ['test-session-key-0123456789abcdef0123456789'];

export interface RunningAuth extends AuthApp {
  url: string;
  deps: AuthDeps;
  stores: AuthStores;
}

/** The auth app over fresh stores, served on a free loopback port; stopped when the current test finishes. */
export async function startAuth(backend: Backend, options: AuthOptions = {}): Promise<RunningAuth> {
  const stores = await backend.stores();
  const deps: AuthDeps = {
    logger: silent,
    lifecycle: createLifecycle([{ name: backend.kind, check: () => stores.ping() }]),
    trust: trustedProxies(options.trust ?? []),
    stores,
    credentials: options.credentials ?? (() => adminCredentials),
    sessionKeys: options.sessionKeys ?? testSessionKeys,
    session: { idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000, ...options.session },
    throttle: { maxFailures: 10, lockoutMs: 15 * 60_000, ...options.throttle },
  };
  const auth = createApp(deps);
  const served = await listen(auth.app.callback());
  onTestFinished(() => served.close());
  return { ...auth, url: served.url, deps, stores };
}
