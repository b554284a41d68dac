import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll } from 'vitest';
import {
  authRoleHeader,
  gatewayTokenHeader,
  mailAdminEndpoints,
  type ErrorBody,
  type SmtpSettings,
  type SmtpSettingsBody,
} from '@portfolio/contracts';
import { assembleService, createLifecycle, createLogger, parseConfig, trustedProxies } from '@portfolio/kit';
import {
  listen,
  mongoForTests,
  smtpServerForTests,
  testGatewaySecret,
  type SmtpServerOptions,
  type TestSmtpServer,
} from '@portfolio/testing';
import { buildMail } from '../src/build.ts';
import { mailConfigSchema } from '../src/config.ts';

/** What the gateway sends on a request its auth check found from the administrator: the role, and its token. */
export const asAdmin = { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret };

/** The address a visitor's request comes from, as the trusted proxy (127.0.0.1) relays it. */
export const visitorAddress = '203.0.113.7';

/** A clock the tests move by hand: the newsletter's schedule, token lifetimes, rate-limit windows. */
export function testClock(start = '2026-03-10T12:00:00Z') {
  const clock = {
    at: Date.parse(start),
    now: () => new Date(clock.at),
    advance(ms: number) {
      clock.at += ms;
    },
    set(iso: string) {
      clock.at = Date.parse(iso);
    },
  };
  return clock;
}
export type TestClock = ReturnType<typeof testClock>;

/** The settings that send through a test SMTP server: no TLS (allowed towards loopback), no login unless given. */
export const smtpSettingsFor = (
  server: Pick<TestSmtpServer, 'host' | 'port'>,
  overrides: Partial<SmtpSettingsBody> = {},
): SmtpSettingsBody => ({
  host: server.host,
  port: server.port,
  security: 'none',
  user: '',
  password: '',
  fromName: 'Portfolio',
  fromAddress: 'site@portfolio.example',
  replyTo: '',
  notifyAddress: 'owner@portfolio.example',
  ...overrides,
});

export interface MailOptions {
  /** The data folder: a second service on the same one is the first restarted (kept by `stop(true)`). */
  dataDir?: string;
  clock?: TestClock;
  /** Every store on this MongoDB database instead of the SQLite file. */
  mongo?: { url: string; dbName: string };
  /** Starts a loopback SMTP server beside the service (`'start'`, or its options); not configured until asked. */
  smtp?: 'start' | SmtpServerOptions | false;
  /** More configuration keys (MAIL_SEND_RATE, CONTENT_URL, MAIL_SECRET_KEYS...). */
  env?: Record<string, string>;
}

/**
 * The mail service as it runs (buildMail, kit's assembly, so kit's coverage check runs too) on a real SQLite file
 * in a temporary folder, on a free loopback port, with a job runner that looks at its list every 20 ms so that a
 * clock moved by hand is seen at once. 127.0.0.1 is the trusted front proxy: visitor calls say who they are with
 * X-Forwarded-For, administrator calls carry the gateway's role and token headers.
 */
export async function startMail({ dataDir, clock = testClock(), mongo, smtp = false, env = {} }: MailOptions = {}) {
  const data = dataDir ?? mkdtempSync(join(tmpdir(), 'mail-test-'));
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = parseConfig(mailConfigSchema, {
    DATA_DIR: data,
    TRUSTED_PROXIES: '127.0.0.1',
    GATEWAY_SECRET: testGatewaySecret,
    SITE_ORIGIN: 'https://portfolio.example',
    ...(mongo ? { MONGO_URL: mongo.url, MONGO_DB: mongo.dbName } : {}),
    ...env,
  });
  const logger = createLogger('mail', 'debug', sink);
  const trust = trustedProxies(config.TRUSTED_PROXIES, config.GATEWAY_SECRET);
  const lifecycle = createLifecycle();
  const smtpServer = smtp === false ? undefined : await smtpServerForTests(smtp === 'start' ? {} : smtp);
  const built = await buildMail({ config, logger, trust, lifecycle }, { now: clock.now, jobPollMs: 20 });
  const assembled = assembleService('mail', built.parts, { logger, trust, lifecycle });
  const served = await listen(assembled.handle);
  const url = served.url;

  /** A request with these headers (the administrator's unless given); a body is sent as JSON unless a string. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = asAdmin) {
    const json = body !== undefined && typeof body !== 'string';
    return fetch(`${url}${path}`, {
      method,
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as string) }),
      redirect: 'manual',
    });
  }

  /** An administrator's call that must answer `status`: its JSON body (undefined when empty). */
  async function expectStatus<T>(status: number, method: string, path: string, body?: unknown): Promise<T> {
    const res = await call(method, path, body);
    const text = await res.text();
    if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}, not ${status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const visitor = (address: string) => ({ 'x-forwarded-for': address });

  return {
    url,
    clock,
    dataDir: data,
    config,
    /** What the areas are built from (the database, the job list, the keys...), for a test to look behind the API. */
    deps: built.deps,
    lifecycle,
    /** The assembled Koa app and the built parts (the routes it mounts). */
    app: assembled.app,
    parts: built.parts,
    /** The service's log lines (JSON, debug level and up). */
    logs,
    /** The loopback SMTP server when `smtp` asked for one. */
    smtp: smtpServer,
    call,
    expectStatus,
    /** A GET as a visitor from `address` (no role). */
    get: (path: string, address = visitorAddress) =>
      fetch(`${url}${path}`, { headers: visitor(address), redirect: 'manual' }),
    /** A POST as a visitor from `address`: JSON unless the body is a string (then `contentType`). */
    post: (path: string, body: unknown, address = visitorAddress, contentType = 'application/json') =>
      call('POST', path, typeof body === 'string' ? body : JSON.stringify(body), {
        ...visitor(address),
        'content-type': contentType,
      }),
    /**
     * Saves SMTP settings that send through `server` (the one started with the service unless given) with the
     * administrator's PUT; `overrides` changes any field (a login, the sender, TLS).
     */
    async configureSmtp(server = smtpServer, overrides: Partial<SmtpSettingsBody> = {}) {
      if (!server) throw new Error('no SMTP server: start the service with `smtp` or pass one');
      return expectStatus<SmtpSettings>(
        200,
        'PUT',
        mailAdminEndpoints.saveSmtpSettings.path,
        smtpSettingsFor(server, overrides),
      );
    },
    /** Stops the service and its SMTP server; the data folder stays when `keepData` (a restart follows). */
    async stop(keepData = false) {
      await served.close();
      await built.parts.close?.();
      await smtpServer?.stop();
      if (!keepData) rmSync(data, { recursive: true, force: true });
    },
  };
}
export type RunningMail = Awaited<ReturnType<typeof startMail>>;

/**
 * The service of the enclosing describe's tests: started before them (its SMTP settings saved, sending through its
 * own server, when `configureSmtp`), stopped after them. The object is filled in by the time a test runs.
 */
export function mailForSuite({ configureSmtp = false, ...options }: MailOptions & { configureSmtp?: boolean } = {}) {
  const mail = {} as RunningMail;
  beforeAll(async () => {
    Object.assign(mail, await startMail(options));
    if (configureSmtp) await mail.configureSmtp();
  });
  afterAll(() => mail.stop());
  return mail;
}

export const errorOf = async (res: Response) => (await res.json()) as ErrorBody;

/** A MongoDB for this file's services (mongoForTests), its database dropped and the server stopped after its tests. */
export async function mailMongoForTests() {
  const mongo = await mongoForTests();
  afterAll(async () => {
    const client = await MongoClient.connect(mongo.url);
    await client.db(mongo.dbName).dropDatabase();
    await client.close();
    await mongo.stop();
  });
  return mongo;
}
