import { randomBytes } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import type Koa from 'koa';
import createSession from 'koa-session';
import { arrivedOverTls, withTimeout, type TrustedProxies } from '@portfolio/kit';
import { cookieName } from './cookie-name.ts';
import { credentialFingerprint, type CredentialSource } from './credentials/credentials.ts';
import type { SessionRecord, SessionStore } from './stores/ports.ts';

/** The session cookie's name over plain HTTP; over TLS it is `__Host-` prefixed (`sessionCookieFor`). */
export const sessionCookieName = 'portfolio_sid';

/** The session cookie's name on this request: `__Host-portfolio_sid` when the site is served over TLS. */
export const sessionCookieFor = (ctx: Context) => cookieName(sessionCookieName, Boolean(ctx.cookies.secure));

/** Store reads give up within this, so a hung store still answers "not signed in" inside 1.5 s. */
export const sessionStoreTimeoutMs = 1000;

export interface SessionSettings {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/**
 * How far a read may leave the idle deadline behind: a read pushes the deadline to now + idle timeout only when
 * that moves it by this much or more, so a session in steady use is written about once a minute instead of on
 * every request. A session left idle therefore ends between (idle timeout − slack) and (idle timeout) after its
 * last use, never later: one minute, or a tenth of the idle timeout when that is shorter (3 s of a 30 s one).
 */
export const idleSlackMs = (idleTimeoutMs: number) => Math.min(60_000, Math.floor(idleTimeoutMs / 10));

export type Identity = { role: 'admin'; email: string } | { role: 'visitor' };

const unreadSessions = new WeakSet<Context>();

/** Whether this request named a session the store could not read in time (down or hung). */
export const sessionUnreadable = (ctx: Context) => unreadSessions.has(ctx);

/**
 * koa-session over our store port. Sessions are written once, at login, under a fresh 256-bit id (rolling and
 * renew stay off): nothing a later request does can rewrite or revive one. The store's TTL is the idle timeout,
 * pushed forward by reads (within `idleSlackMs`); the cookie and koa-session's `_expire` carry the absolute timeout.
 */
export function sessionMiddleware(
  app: Koa,
  store: SessionStore,
  settings: SessionSettings,
  trust: TrustedProxies,
): Middleware {
  const slackMs = idleSlackMs(settings.idleTimeoutMs);
  const session = createSession(
    {
      key: sessionCookieName,
      maxAge: settings.absoluteTimeoutMs,
      httpOnly: true,
      sameSite: 'strict',
      signed: true,
      rolling: false,
      renew: false,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        async get(id: string, _maxAge: number, { ctx }: { ctx?: Context }) {
          try {
            return await withTimeout(
              store.touch(id, settings.idleTimeoutMs, slackMs),
              sessionStoreTimeoutMs,
              'session read',
            );
          } catch {
            // Down or hung: treat as signed out (fail closed), and remember why, so that a route which must
            // refuse can say the check could not be made (503) instead of blaming the client (401).
            if (ctx) unreadSessions.add(ctx);
            return undefined;
          }
        },
        async set(id: string, record: SessionRecord) {
          await withTimeout(store.create(id, record, settings.idleTimeoutMs), sessionStoreTimeoutMs, 'session write');
        },
        async destroy(id: string) {
          await withTimeout(store.destroy(id), sessionStoreTimeoutMs, 'session delete');
        },
      },
    },
    app,
  );
  return async (ctx, next) => {
    // Secure cookies when TLS ended at our own proxy (the cookies library reads this flag).
    ctx.cookies.secure = arrivedOverTls(ctx.req, trust);
    // koa-session keeps a copy of its options per request: the cookie's name follows the scheme of this one.
    (ctx as Context & { sessionOptions: { key: string } }).sessionOptions.key = sessionCookieFor(ctx);
    await session(ctx, next);
  };
}

/** The administrator when the session koa-session loaded is live (see identityOfRecord). */
export const identityOf = (ctx: Context, credentials: CredentialSource, settings: SessionSettings): Identity =>
  identityOfRecord(ctx.session as Partial<SessionRecord> | null, credentials, settings);

/** The administrator when the session is live, opened with the current credentials and within its lifetime. */
export function identityOfRecord(
  record: Partial<SessionRecord> | null | undefined,
  credentials: CredentialSource,
  settings: SessionSettings,
): Identity {
  if (!record?.admin || typeof record.createdAt !== 'number') return { role: 'visitor' };
  if (Date.now() - record.createdAt > settings.absoluteTimeoutMs) return { role: 'visitor' };
  let current;
  try {
    current = credentials();
  } catch {
    // Unreadable credentials (a half-restored data folder): nobody is the administrator until they are back.
    return { role: 'visitor' };
  }
  if (record.cred !== credentialFingerprint(current) || record.admin !== current.email) return { role: 'visitor' };
  return { role: 'admin', email: record.admin };
}
