import type { IncomingMessage, ServerResponse } from 'node:http';
import { authEndpoints, authRoleHeader, type AnyEndpoint } from '@portfolio/contracts';
import {
  arrivedOverTls,
  checkResponseUnderTest,
  errorAnswer,
  HttpError,
  logAccess,
  reportServerError,
  requestIdFor,
  securityHeaderValues,
  storeUnavailable,
  withTimeout,
  type DirectRoute,
  type Logger,
  type TrustedProxies,
} from '@portfolio/kit';
import { cookieName } from './cookie-name.ts';
import type { CookieSigner } from './cookie-signer.ts';
import type { CredentialSource } from './credentials/credentials.ts';
import {
  idleSlackMs,
  identityOfRecord,
  sessionCookieName,
  sessionStoreTimeoutMs,
  type Identity,
  type SessionSettings,
} from './session.ts';
import type { SessionRecord, SessionStore } from './stores/ports.ts';
import { signInUnavailableMessage } from './routes/require-admin.ts';

export interface SessionLookup {
  identity: Identity;
  /** A session was named but the store could not be read in time (down or hung): the check could not be made. */
  unreadable: boolean;
  /** The cookie named a session under a signature none of our keys made: its signature cookie is cleared. */
  forgedCookie?: string;
  /** Signed with an older key (a rotation): the signature the first key gives, sent as `resigned.name`.sig. */
  resigned?: { name: string; signature: string };
}

export interface SessionReaderDeps {
  store: SessionStore;
  settings: SessionSettings;
  signer: CookieSigner;
  trust: TrustedProxies;
  credentials: CredentialSource;
}

/** The first `name=value` pair of a Cookie header, as the `cookies` library finds it (`(?:^|;) *name=([^;]*)`). */
function cookieIn(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const pair = part.replace(/^ +/, '');
    if (pair.startsWith(name) && pair.charCodeAt(name.length) === 61 /* = */) return pair.slice(name.length + 1);
  }
  return undefined;
}

/**
 * Who a request's session cookie names, read the way koa-session reads it for the other routes (signed cookie, the
 * store's record, its `_expire`, then the identity rules) but on the bare request: the session check, the gateway's
 * check and the single process's in-process check run on every admin call and page view, and need none of Koa.
 */
export function sessionReader({ store, settings, signer, trust, credentials }: SessionReaderDeps) {
  const slackMs = idleSlackMs(settings.idleTimeoutMs);
  const visitor: Identity = { role: 'visitor' };
  return async (req: IncomingMessage): Promise<SessionLookup> => {
    const header = req.headers.cookie;
    if (!header) return { identity: visitor, unreadable: false };
    const name = cookieName(sessionCookieName, arrivedOverTls(req, trust));
    const id = cookieIn(header, name);
    const signature = id ? cookieIn(header, `${name}.sig`) : undefined;
    if (!id || !signature) return { identity: visitor, unreadable: false };
    const keyIndex = signer.index(`${name}=${id}`, signature);
    if (keyIndex < 0) return { identity: visitor, unreadable: false, forgedCookie: name };
    // As the cookies library did on every read: signed again with the first key, so that dropping the older key
    // once the rotation is over does not sign out a session in use.
    const resigned = keyIndex > 0 ? { name, signature: signer.sign(`${name}=${id}`) } : undefined;
    let record: (SessionRecord & { _expire?: unknown }) | undefined;
    try {
      record = await withTimeout(
        store.touch(id, settings.idleTimeoutMs, slackMs),
        sessionStoreTimeoutMs,
        'session read',
      );
    } catch {
      // Down or hung: signed out (fail closed), and said so, for the check that must answer 503 then.
      return { identity: visitor, unreadable: true, resigned };
    }
    if (!record || (typeof record._expire === 'number' && record._expire < Date.now())) {
      return { identity: visitor, unreadable: false, resigned };
    }
    return { identity: identityOfRecord(record, credentials, settings), unreadable: false, resigned };
  };
}
export type SessionReader = ReturnType<typeof sessionReader>;

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

// Every answer here is an API answer: the shared security headers, never cached (as kit's Koa plumbing sets them).
const apiHeaders = { ...securityHeaderValues(), 'Cache-Control': 'no-store' };
const notAllowed = new HttpError(405, 'method_not_allowed', 'This method is not allowed here.', {
  headers: { Allow: 'HEAD, GET' },
});

/** A GET endpoint answered on node:http with what kit's Koa stack adds: headers, request id, access line, errors. */
function directGet(
  endpoint: AnyEndpoint,
  { logger, trust, read }: { logger: Logger; trust: TrustedProxies; read: SessionReader },
  answer: (lookup: SessionLookup) => Answer,
): DirectRoute {
  const send = (res: ServerResponse, requestId: string, { status, body, headers }: Answer, cookie?: string) => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    res.writeHead(status, {
      ...apiHeaders,
      'X-Request-Id': requestId,
      ...headers,
      ...(cookie ? { 'Set-Cookie': cookie } : {}),
      ...(json === undefined
        ? {}
        : { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }),
    });
    res.end(json);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    const requestId = requestIdFor(req, trust);
    const path = (req.url ?? '/').split('?', 1)[0]!;
    const method = req.method ?? '';
    const settle = async (): Promise<[Answer, string?]> => {
      if (method !== 'GET' && method !== 'HEAD') throw notAllowed;
      const lookup = await read(req);
      const result = answer(lookup);
      if (result.status < 300) checkResponseUnderTest(endpoint.response ?? undefined, result.body);
      // What the cookies library sends for a signature that does not verify (the signature cookie cleared) or that
      // an older key made (signed again with the first).
      const secure = arrivedOverTls(req, trust) ? '; secure' : '';
      const { forgedCookie, resigned } = lookup;
      const cookie = forgedCookie
        ? `${forgedCookie}.sig=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${secure}; httponly`
        : resigned && `${resigned.name}.sig=${resigned.signature}; path=/${secure}; httponly`;
      return [result, cookie];
    };
    settle().then(
      ([result, cookie]) => {
        send(res, requestId, result, cookie);
        logAccess(logger, { requestId, method, path, status: result.status, startedAt });
      },
      (err: unknown) => {
        const { failure, body, unexpected } = errorAnswer(err);
        if (unexpected) {
          logger.error({ err, requestId }, 'unhandled error');
          reportServerError(logger, err, { method, path, requestId, userAgent: req.headers['user-agent'] });
        }
        send(res, requestId, { status: failure.status, body, headers: failure.headers });
        logAccess(logger, { requestId, method, path, status: failure.status, startedAt });
      },
    );
  };
  return { endpoint, handle };
}

/**
 * `GET /api/admin/session` (never an error; an unreadable store means "not signed in") and the gateway's two
 * auth_request targets: `verify` answers 204 for the administrator, 503 when the session store could not be read
 * and 401 otherwise; `verify/identify` always answers 204 naming the role (a visitor when the store could not be
 * read), so a public route can serve the administrator more.
 */
export function sessionCheckRoutes(deps: {
  logger: Logger;
  trust: TrustedProxies;
  read: SessionReader;
}): DirectRoute[] {
  return [
    directGet(authEndpoints.session, deps, ({ identity }) => ({
      status: authEndpoints.session.status,
      body: identity.role === 'admin' ? { authenticated: true, email: identity.email } : { authenticated: false },
    })),
    directGet(authEndpoints.verifyAdmin, deps, ({ identity, unreadable }) => {
      if (identity.role === 'admin') return { status: 204, headers: { [authRoleHeader]: 'admin' } };
      if (unreadable) throw storeUnavailable(signInUnavailableMessage);
      throw new HttpError(401, 'unauthorized', 'Sign in first.');
    }),
    directGet(authEndpoints.verifyIdentify, deps, ({ identity }) => ({
      status: 204,
      headers: { [authRoleHeader]: identity.role },
    })),
  ];
}
