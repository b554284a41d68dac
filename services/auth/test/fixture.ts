import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import type { AccountMailSender } from '@portfolio/contracts';
import {
  assembleService,
  createLifecycle,
  createLogger,
  createRedis,
  openDatabase,
  redisReady,
  trustedProxies,
  type Logger,
} from '@portfolio/kit';
import { listen, startRedisServer, type RedisServer } from '@portfolio/testing';
import { accountMailer } from '../src/account/account-mailer.ts';
import { authParts, type AuthDeps, type AuthParts } from '../src/parts.ts';
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
  /** The throttle keys the latest stores hold, read from Redis or the SQLite file itself. */
  throttleKeys(): Promise<string[]>;
  /** When session `id` of the latest stores is due to expire (epoch ms), read from Redis or the SQLite file. */
  sessionExpiry(id: string): Promise<number | undefined>;
  dispose(): Promise<void>;
}

export async function createBackend(kind: StoreKind): Promise<Backend> {
  const opened: AuthStores[] = [];
  const dirs: string[] = [];
  let latest = '';
  const redisServer = kind === 'redis' ? await startRedisServer() : undefined;
  return {
    kind,
    redisServer,
    async stores() {
      let stores: AuthStores;
      if (redisServer) {
        const client = createRedis(redisServer.url, silent);
        if (!(await redisReady(client))) throw new Error('test redis-server did not answer');
        await client.flushall();
        stores = createRedisStores(client, tombstoneMs);
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'auth-test-'));
        dirs.push(dir);
        latest = join(dir, 'auth.sqlite');
        stores = createSqliteStores(openDatabase(latest), tombstoneMs);
      }
      opened.push(stores);
      return stores;
    },
    async throttleKeys() {
      if (redisServer) {
        const client = new Redis(redisServer.url);
        try {
          // Every key but sessions, preferences and the account's, less its `auth:<kind>:` prefix.
          const keys = (await client.keys('auth:*')).filter((k) => !/^auth:(session|preferences|account)/.test(k));
          return keys.map((k) => k.split(':').slice(2).join(':'));
        } finally {
          client.disconnect();
        }
      }
      const db = new DatabaseSync(latest, { readOnly: true });
      try {
        return (db.prepare('SELECT key FROM login_attempts').all() as { key: string }[]).map((r) => r.key);
      } finally {
        db.close();
      }
    },
    async sessionExpiry(id) {
      if (redisServer) {
        const client = new Redis(redisServer.url);
        try {
          const at = await client.pexpiretime(`auth:session:${id}`);
          return at > 0 ? at : undefined;
        } finally {
          client.disconnect();
        }
      }
      const db = new DatabaseSync(latest, { readOnly: true });
      try {
        const row = db.prepare('SELECT expires_at FROM sessions WHERE id = ?').get(id) as
          { expires_at: number } | undefined;
        return row?.expires_at;
      } finally {
        db.close();
      }
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
  /** Where the app logs (silent unless a test reads the lines). */
  logger?: Logger;
  /** Trusted proxy addresses; none by default, so every forwarding header is ignored. */
  trust?: string[];
  session?: Partial<SessionSettings>;
  throttle?: Partial<ThrottleSettings>;
  credentials?: CredentialSource;
  sessionKeys?: string[];
  /** Where account mails go (a mail service's address); none by default, so a mail is logged as not sent. */
  mailUrl?: string;
  gatewaySecret?: string;
  /** Without mailUrl: the mail service of this process, as the single-machine process's auth service finds it. */
  inProcessMail?: () => AccountMailSender | undefined;
  /** The clock codes and links are checked against. */
  now?: () => number;
}

export const testSessionKeys = ['test-session-key-0123456789abcdef0123456789'];

export interface RunningAuth {
  url: string;
  deps: AuthDeps;
  stores: AuthStores;
  /** The in-process check the single-machine dispatcher calls, naming who. */
  identity: AuthParts['identity'];
  /** The service's parts as kit assembled them, e.g. for its mounted router. */
  parts: AuthParts;
  app: ReturnType<typeof assembleService>['app'];
}

/**
 * The auth service as kit assembles it (the parts its definition builds, over fresh stores and the test's
 * credentials instead of the environment's), served on a free loopback port; stopped when the current test finishes.
 */
export async function startAuth(backend: Backend, options: AuthOptions = {}): Promise<RunningAuth> {
  const stores = await backend.stores();
  const deps: AuthDeps = {
    logger: options.logger ?? silent,
    lifecycle: createLifecycle([{ name: backend.kind, check: () => stores.ping() }]),
    trust: trustedProxies(options.trust ?? []),
    stores,
    credentials: options.credentials ?? (() => adminCredentials),
    sessionKeys: options.sessionKeys ?? testSessionKeys,
    session: { idleTimeoutMs: 30 * 60_000, absoluteTimeoutMs: 12 * 3_600_000, ...options.session },
    throttle: {
      maxFailures: 10,
      baseDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
      globalPerMinute: 600,
      ...options.throttle,
    },
    mail: accountMailer({
      url: options.mailUrl,
      gatewaySecret: options.gatewaySecret,
      logger: silent,
      ...(options.inProcessMail ? { inProcess: options.inProcessMail } : {}),
    }),
    ...(options.now ? { now: options.now } : {}),
  };
  const parts = authParts(deps);
  const { app, handle } = assembleService('auth', parts, deps);
  const served = await listen(handle);
  onTestFinished(() => served.close());
  return { url: served.url, deps, stores, identity: parts.identity, parts, app };
}
