import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { bodyLimitOf, type Access, type AnyEndpoint, type ServiceName } from '@portfolio/contracts';
import { readBytesBody, readJsonBody } from '../body.ts';
import type { TrustedProxies } from '../client-ip.ts';
import { rejectCrossSite } from '../cross-site.ts';
import { HttpError } from '../errors.ts';
import { check, checkResponseUnderTest } from '../guard.ts';
import { roleOf } from '../identity.ts';
import { markEndpoint } from '../metrics/http-metrics.ts';
import { answered, Serialised, type RouteDefinition } from './route.ts';

/** How a service checks who may call its admin and internal endpoints, when kit's defaults do not fit it. */
export type AccessChecks = Partial<Record<Extract<Access, 'admin' | 'internal'>, Middleware>>;

/** The administrator, as the guard in front decided (the gateway's auth_request, or the dispatcher in-process). */
const adminOnly =
  (trust: TrustedProxies): Middleware =>
  async (ctx, next) => {
    if (roleOf(ctx.req, trust) !== 'admin') throw new HttpError(401, 'unauthorized', 'Sign in first.');
    await next();
  };

/**
 * Only our own processes. A request relayed by a proxy carries its forwarding header, which a service-to-service
 * call never does: even a gateway misconfigured to pass an internal path on cannot let the outside in. And a
 * caller proves itself with the shared gateway secret: the port is reachable by any local process.
 */
const servicesOnly =
  (trust: TrustedProxies): Middleware =>
  async (ctx, next) => {
    if (ctx.get('x-forwarded-for') || ctx.get('forwarded')) throw new HttpError(404, 'not_found', 'Nothing here.');
    if (!trust.fromGateway(ctx.req)) throw new HttpError(403, 'forbidden', 'Only our own services may call this.');
    await next();
  };

const pass: Middleware = (_ctx, next) => next();

function accessCheck(access: Access, trust: TrustedProxies, checks: AccessChecks): Middleware {
  if (access === 'admin') return checks.admin ?? adminOnly(trust);
  if (access === 'internal') return checks.internal ?? servicesOnly(trust);
  return pass;
}

/** Reads, validates and answers: the last step of every mounted endpoint. */
function answer({ endpoint, handle }: RouteDefinition): Middleware {
  const bodyOptions = { limit: bodyLimitOf(endpoint), types: endpoint.contentTypes };
  const takesBody = endpoint.method !== 'GET';
  return async (ctx) => {
    // A body-less state change still refuses a body that is not JSON: cross-site forms cannot send JSON. A file's
    // bytes (bytesBody) go to the handler as they came, their label checked against the declared types.
    const raw = endpoint.bytesBody
      ? await readBytesBody(ctx.req, bodyOptions)
      : takesBody
        ? await readJsonBody(ctx.req, bodyOptions)
        : undefined;
    const input = {
      params: check(endpoint.params, (ctx as Context & { params?: unknown }).params ?? {}, 'params'),
      query: check(endpoint.query, { ...ctx.query }, 'query'),
      body: endpoint.bytesBody ? raw : check(endpoint.body, raw, 'body'),
    };
    const reply = await handle(ctx, input as never);
    if (reply === answered) return;
    ctx.status = endpoint.status;
    if (endpoint.response === null) return;
    if (reply instanceof Serialised) {
      checkResponseUnderTest(endpoint.response, reply.value);
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = reply.bytes;
      return;
    }
    checkResponseUnderTest(endpoint.response, reply);
    ctx.body = reply;
  };
}

const methodOf = (endpoint: AnyEndpoint) =>
  endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface MountOptions {
  trust: TrustedProxies;
  access?: AccessChecks;
}

/** Mounts each route on `router` at its endpoint's method and path, behind the steps its declaration asks for. */
export function mountRoutes(router: Router, routes: readonly RouteDefinition[], { trust, access = {} }: MountOptions) {
  for (const definition of routes) {
    const { endpoint } = definition;
    const steps: Middleware[] = [
      // Matched: the request counts under this endpoint's descriptor from here on, whatever comes of it.
      (ctx, next) => {
        markEndpoint(ctx.res, endpoint);
        return next();
      },
      ...(endpoint.sameSiteOnly ? [rejectCrossSite()] : []),
      ...definition.before,
      accessCheck(endpoint.access, trust, access),
      answer(definition),
    ];
    router[methodOf(endpoint)](endpoint.path, ...steps);
  }
}

/**
 * Start-up check that a service answers exactly its declared endpoints: one missing, answered twice, or belonging
 * to another service stops the service before it listens.
 */
export function checkCoverage(
  service: ServiceName,
  declared: Record<string, AnyEndpoint>,
  answeredBy: readonly AnyEndpoint[],
) {
  const problems: string[] = [];
  const seen = new Set<AnyEndpoint>();
  for (const endpoint of answeredBy) {
    if (endpoint.service !== service)
      problems.push(`${endpoint.method} ${endpoint.path} belongs to ${endpoint.service}`);
    if (seen.has(endpoint)) problems.push(`${endpoint.method} ${endpoint.path} has two handlers`);
    seen.add(endpoint);
  }
  for (const endpoint of Object.values(declared)) {
    if (!seen.has(endpoint)) problems.push(`${endpoint.method} ${endpoint.path} is declared but has no handler`);
  }
  if (problems.length > 0)
    throw new Error(`The ${service} service does not match its contract:\n  ${problems.join('\n  ')}`);
}
