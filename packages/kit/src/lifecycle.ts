import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { trustedProxies, type TrustedProxies } from './client-ip.ts';

/**
 * A dependency readiness depends on, such as a database connection. Its details say how it is; with `ok: false`
 * among them it is down too (free disk below a floor, say, with the figure beside it).
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean | Record<string, unknown>>;
}

export interface Lifecycle {
  shuttingDown: boolean;
  checks: ReadinessCheck[];
}

export const createLifecycle = (checks: ReadinessCheck[] = []): Lifecycle => ({ shuttingDown: false, checks });

/** Readiness answers within this even when a dependency hangs. */
const checkTimeoutMs = 1000;

async function runCheck(check: ReadinessCheck): Promise<{ ok: boolean; info?: Record<string, unknown> }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), checkTimeoutMs)));
  try {
    const result = await Promise.race([check.check(), timeout]);
    return typeof result === 'boolean' ? { ok: result } : { ok: result.ok !== false, info: result };
  } catch {
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  ready: boolean;
  status: 'ready' | 'not-ready' | 'shutting-down';
  checks: Record<string, Record<string, unknown>>;
}

/** Runs every readiness check (each bounded in time) and says whether traffic should come here. */
export async function evaluateReadiness(lifecycle: Lifecycle): Promise<Readiness> {
  const results = await Promise.all(lifecycle.checks.map(async (c) => [c.name, await runCheck(c)] as const));
  const ready = !lifecycle.shuttingDown && results.every(([, r]) => r.ok);
  return {
    ready,
    status: lifecycle.shuttingDown ? 'shutting-down' : ready ? 'ready' : 'not-ready',
    checks: Object.fromEntries(results.map(([name, r]) => [name, r.info ? { ok: r.ok, ...r.info } : { ok: r.ok }])),
  };
}

const loopback = trustedProxies(['127.0.0.0/8', '::1']);
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A caller on this machine talking to us directly (an operator's probe, a container's health check, the local
 * topology's readiness wait), not a client relayed by a proxy on this machine, which says so in a forwarding
 * header. Readiness details (which dependency is down, queue depths, free disk) are for such callers only.
 */
export function isDirectLoopbackCaller(req: IncomingMessage): boolean {
  return (
    !forwardingHeaders.some((name) => req.headers[name] !== undefined) && loopback.trusts(req.socket.remoteAddress)
  );
}

/**
 * A direct caller that proves itself one of our services with the shared gateway secret, from wherever on the
 * internal network (the logs service's health aggregator in the container deployment), never through a proxy.
 */
const isDirectServiceCaller = (req: IncomingMessage, trust?: TrustedProxies) =>
  trust !== undefined && !forwardingHeaders.some((name) => req.headers[name] !== undefined) && trust.fromGateway(req);

/**
 * `/healthz`: the process answers. `/readyz`: it should get traffic (dependencies up, not shutting down), with each
 * check's result for a direct loopback caller or one of our services, and the status alone for anyone else. Never
 * cached.
 */
export function healthRoutes(lifecycle: Lifecycle, trust?: TrustedProxies): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    const { ready, status, checks } = await evaluateReadiness(lifecycle);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body =
      isDirectLoopbackCaller(ctx.req) || isDirectServiceCaller(ctx.req, trust) ? { status, checks } : { status };
  };
}

export interface ShutdownOptions {
  server: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  /** Closes clients (databases, queues) once requests have drained. */
  close: () => Promise<void>;
  /** How long in-flight requests may take to finish. */
  drainTimeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown: readiness goes 503 at once, the listener stops accepting, in-flight requests drain (idle
 * keep-alive sockets are closed so they do not hold the process), then clients close. Exit code 1 when draining
 * timed out or a client failed to close. Create it at start-up: it watches requests from then on.
 */
export function gracefulShutdown({
  server,
  lifecycle,
  logger,
  close,
  drainTimeoutMs = 10_000,
  exit = process.exit,
}: ShutdownOptions) {
  // Answers written once shutdown has begun close their keep-alive connection: otherwise a client that keeps it
  // open (a browser, nginx's upstream pool) holds the drain until its keep-alive timeout.
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) return closeAfterAnswer(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  let started: Promise<number> | undefined;
  const shutdown = (reason: string): Promise<number> => {
    started ??= (async () => {
      lifecycle.shuttingDown = true;
      closing = true;
      inFlight.forEach(closeAfterAnswer);
      logger.info({ reason }, 'shutting down');
      let code = 0;
      const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
      server.closeIdleConnections();
      // One timer decides: cutting connections off on a second timer of the same length would let `drained`
      // settle first (between the two callbacks) and report a timed-out drain as clean.
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        drained.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), drainTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        logger.error({ drainTimeoutMs }, 'requests did not drain in time');
        server.closeAllConnections();
        code = 1;
      }
      try {
        await close();
      } catch (err) {
        logger.error({ err }, 'closing clients failed');
        code = 1;
      }
      logger.info({ code }, 'stopped');
      exit(code);
      return code;
    })();
    return started;
  };
  return shutdown;
}

/** Wires SIGTERM and SIGINT to a shutdown function. */
export function onSignals(shutdown: (reason: string) => unknown) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
}
