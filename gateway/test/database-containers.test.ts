import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@portfolio/testing';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the Redis container's start-up (infra/redis/start.sh) with Debian's redis-server", () => {
  const dir = mkdtempSync(join(tmpdir(), 'redis-start-'));
  const password = 'a-redis-password-0123456789';
  const acl = join(dir, 'users.acl');
  let port = 0;
  let redis: ChildProcess | undefined;

  /** The deployment's redis.conf, its data folder moved here. */
  const conf = join(dir, 'redis.conf');
  writeFileSync(
    conf,
    readFileSync(join(root, 'infra/redis/redis.conf'), 'utf8').replace(/^dir \/data$/m, `dir ${dir}`),
  );
  const env = (extra: Record<string, string> = {}) => ({
    PATH: process.env.PATH ?? '',
    REDIS_CONF: conf,
    REDIS_ACL_FILE: acl,
    REDIS_PASSWORD: password,
    ...extra,
  });
  const cli = (args: string[], auth?: string) =>
    spawnSync('redis-cli', ['-p', String(port), ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...(auth ? { REDISCLI_AUTH: auth } : {}) },
    }).stdout.trim();

  beforeAll(async () => {
    port = await freePort();
    redis = spawn('sh', [join(root, 'infra/redis/start.sh'), '--port', String(port), '--bind', '127.0.0.1'], {
      env: env(),
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !cli(['ping']); i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(async () => {
    if (redis?.exitCode === null) {
      const exited = new Promise((resolve) => redis!.once('exit', resolve));
      redis.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the password off the command line and out of the environment of redis-server', () => {
    // sh execs redis-server: the same process.
    const proc = (file: string) => readFileSync(`/proc/${redis!.pid}/${file}`, 'utf8');
    expect(proc('cmdline')).toContain('redis-server');
    expect(proc('cmdline')).not.toContain(password);
    expect(proc('environ')).not.toContain(password);
    const written = readFileSync(acl, 'utf8');
    expect(written).not.toContain(password);
    expect(written).toContain(execFileSync('sha256sum', { input: password, encoding: 'utf8' }).split(' ')[0]);
  });

  it('answers only the auth user with the password, which cannot run administrative commands', () => {
    expect(cli(['ping'])).toMatch(/^NOAUTH/);
    expect(cli(['--user', 'default', 'ping'], password)).toMatch(/WRONGPASS|NOAUTH/);
    expect(cli(['--user', 'auth', 'ping'], 'not-the-password-at-all')).toMatch(/WRONGPASS|NOAUTH/);
    expect(cli(['--user', 'auth', 'ping'], password)).toBe('PONG');
    expect(cli(['--user', 'auth', 'set', 'k', 'v'], password)).toBe('OK');
    expect(cli(['--user', 'auth', 'eval', "return redis.call('get', KEYS[1])", '1', 'k'], password)).toBe('v');
    expect(cli(['--user', 'auth', 'config', 'get', 'dir'], password)).toMatch(/^NOPERM/);
  });

  it('refuses to start without a password of at least 16 characters', () => {
    for (const bad of ['', 'short']) {
      const started = spawnSync('sh', [join(root, 'infra/redis/start.sh')], {
        encoding: 'utf8',
        env: env({ REDIS_PASSWORD: bad }),
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('REDIS_PASSWORD');
    }
  });
});

describe("MongoDB's first start (infra/mongo/init)", () => {
  const script = readFileSync(join(root, 'infra/mongo/init/01-service-users.js'), 'utf8');

  /** Runs the script with a `db` that records what it asks of mongosh. */
  function run(env: Record<string, string>) {
    const users: { db: string; user: unknown }[] = [];
    const indexes: { db: string; collection: string }[] = [];
    const database = (name: string) =>
      new Proxy(
        {},
        {
          get: (_, property: string) =>
            property === 'createUser'
              ? (user: unknown) => users.push({ db: name, user })
              : { createIndex: () => indexes.push({ db: name, collection: property }) },
        },
      );
    runInNewContext(script, { db: { getSiblingDB: database }, process: { env } });
    return { users, indexes };
  }

  it('creates one user per service, with rights on its own database alone', () => {
    const passwords = { analytics: 'pa', logs: 'pl', content: 'pc', mail: 'pm' };
    const { users, indexes } = run({
      MONGO_ANALYTICS_PASSWORD: passwords.analytics,
      MONGO_LOGS_PASSWORD: passwords.logs,
      MONGO_CONTENT_PASSWORD: passwords.content,
      MONGO_MAIL_PASSWORD: passwords.mail,
    });
    expect(users).toEqual(
      (['analytics', 'logs', 'content', 'mail'] as const).map((name) => ({
        db: name,
        user: {
          user: name,
          pwd: passwords[name],
          roles: [
            { role: 'readWrite', db: name },
            { role: 'dbAdmin', db: name },
          ],
        },
      })),
    );
    for (const { db, collection } of indexes) {
      expect(db, collection).toBe(collection.startsWith('logs_') ? 'logs' : 'analytics');
    }
  });

  it('stops when a password is missing', () => {
    expect(() => run({ MONGO_ANALYTICS_PASSWORD: 'pa' })).toThrow(/logs service's MongoDB password/);
  });
});
