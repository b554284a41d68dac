import type * as z from 'zod/v4/core';
import type { Access, ServiceName } from './services.ts';

/**
 * A schema of the contract, built with zod classic or zod mini alike: both are zod's core schemas and check a value
 * with `safeParse`. The contract's own are mini, which the web app validates with: in the browser zod and the
 * visitor's schemas weigh about 8 KB gzip, where classic took 22. The services may add classic parts of their own.
 */
export type Schema<Output = unknown, Input = unknown> = z.$ZodType<Output, Input> & {
  safeParse(data: unknown): z.util.SafeParseResult<Output>;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How long the gateway waits for a service's answer unless an endpoint declares more: short, so that a stuck
 * service does not hold visitors' connections.
 */
export const defaultAnswerWithinMs = 10_000;

/**
 * Which shared limit a route counts against at the gateway (nginx `limit_req`) besides what its service counts:
 * `login` the sign-in attempts per address, `ingest` the visitors' events per address, `none` nothing at the
 * gateway (the service may still limit, e.g. statistics per address).
 */
export type RateLimitClass = 'login' | 'ingest' | 'none';

/** The names of a path template's parameters: `/api/admin/logs/:id` has `id`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsSchemaFor<P extends string> = [PathParamNames<P>] extends [never]
  ? undefined
  : Schema<Record<PathParamNames<P>, unknown>, Record<PathParamNames<P>, string>>;

/** A path with parameters must declare their schema; one without must not. */
type ParamsRequirement<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: ParamsSchemaFor<P> };

/** What a declaration says; `endpoint()` fills the defaults. */
export interface EndpointSpec<
  P extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema | null = Schema | null,
> {
  service: ServiceName;
  method: HttpMethod;
  /** The full path as the client sends it, parameters as `:name` (one whole segment each). */
  path: P;
  access: Access;
  /** One line for the OpenAPI document. */
  summary: string;
  params?: Params;
  query?: Query;
  /**
   * The request body. An endpoint declaring none still refuses a body that is not JSON or is too large: a
   * cross-site form cannot send JSON, so a body-less state change cannot be forged that way.
   */
  body?: Body;
  /** The success answer's body; `null` for an answer without one (204). */
  response: Response;
  /** The success status (200 unless said). */
  status?: number;
  /** The success answer's media type (`application/json` unless said: a metrics page is Prometheus text). */
  responseType?: string;
  /** Media types the body may be sent as (`application/json` unless said). */
  contentTypes?: readonly string[];
  /** The largest body in bytes (the service's limit unless said). */
  bodyLimit?: number;
  rateLimit?: RateLimitClass;
  /**
   * The body is a file's bytes, not JSON (an image upload): the handler gets them as a Buffer, `body` declares no
   * schema, and `contentTypes` lists the types it may be labelled with (the service still decides from the bytes).
   */
  bytesBody?: boolean;
  /**
   * Refuse cross-site callers (Fetch Metadata, Origin): on unless said for a state change, off for a read. Public
   * ingestion turns it off: a beacon from a page of ours is same-site anyway, and refusing others helps nobody.
   */
  sameSiteOnly?: boolean;
  /**
   * The same call made twice changes nothing more than once (the body names what it records by an id, which the
   * service counts once): the gateway may send it again when the service went away with it in hand (a crash, a
   * restart). A read always is; a state change only when it says so.
   */
  retrySafe?: boolean;
  /**
   * The longest the service may take to answer (`defaultAnswerWithinMs` unless said): an upload waiting its turn
   * for the image work, a call to an outside server (an AI provider, an SMTP server) bounded by its own timeout. The
   * gateway waits that long, so the caller gets the service's own answer (the reason in words) and not a 504.
   */
  answerWithinMs?: number;
}

/** A declared endpoint, every default filled: the one description the services, web app and gateway read. */
export interface Endpoint<
  P extends string = string,
  Params extends Schema | undefined = Schema | undefined,
  Query extends Schema | undefined = Schema | undefined,
  Body extends Schema | undefined = Schema | undefined,
  Response extends Schema | null = Schema | null,
> extends Required<Omit<EndpointSpec<P, Params, Query, Body, Response>, 'params' | 'query' | 'body' | 'bodyLimit'>> {
  params: Params;
  query: Query;
  body: Body;
  /** Undefined: the service's limit (see `bodyLimitOf`). */
  bodyLimit: number | undefined;
}

export type AnyEndpoint = Endpoint<string, Schema | undefined, Schema | undefined, Schema | undefined, Schema | null>;

/** Declares an endpoint; a path parameter without its schema (or the reverse) does not compile. */
export function endpoint<
  const P extends string,
  Params extends ParamsSchemaFor<P>,
  Query extends Schema | undefined = undefined,
  Body extends Schema | undefined = undefined,
  Response extends Schema | null = null,
  const Bytes extends boolean = false,
>(
  spec: EndpointSpec<P, Params, Query, Body, Response> & { bytesBody?: Bytes } & ParamsRequirement<P>,
): Endpoint<P, Params, Query, Body, Response> & { bytesBody: Bytes } {
  return {
    ...spec,
    params: spec.params as Params,
    query: spec.query as Query,
    body: spec.body as Body,
    status: spec.status ?? (spec.response === null ? 204 : 200),
    responseType: spec.responseType ?? 'application/json',
    contentTypes: spec.contentTypes ?? ['application/json'],
    bodyLimit: spec.bodyLimit,
    rateLimit: spec.rateLimit ?? 'none',
    bytesBody: spec.bytesBody ?? (false as Bytes),
    sameSiteOnly: spec.sameSiteOnly ?? spec.method !== 'GET',
    retrySafe: spec.method === 'GET' || (spec.retrySafe ?? false),
    answerWithinMs: spec.answerWithinMs ?? defaultAnswerWithinMs,
  };
}

/** The typed parts of a call or of a handler's input. */
type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;
export interface EndpointInput<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  /** A bytes-body endpoint's handler gets the bytes as they came (a Buffer on the server). */
  body: E extends { bytesBody: true } ? Uint8Array : Out<E['body']>;
}
/** What a caller sends; a bytes-body endpoint's caller sends the bytes themselves as its body. */
export type EndpointRequest<E extends AnyEndpoint> = {
  [K in 'params' | 'query' | 'body' as E[K] extends Schema ? K : never]: In<E[K]>;
} & (E extends { bytesBody: true } ? { body: Uint8Array } : unknown);
// A body-less answer (204) is nothing to its caller and to its handler: `void`, so a handler may simply return.
/* eslint-disable @typescript-eslint/no-invalid-void-type */
export type EndpointResponse<E extends AnyEndpoint> = E['response'] extends Schema ? z.output<E['response']> : void;
export type EndpointReply<E extends AnyEndpoint> = E['response'] extends Schema ? z.input<E['response']> : void;
/* eslint-enable @typescript-eslint/no-invalid-void-type */

/** The path with its parameters filled in, each encoded as one segment. */
export function pathOf(endpoint: AnyEndpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The literal part of a path before its first parameter: where its route begins. */
export const routePrefixOf = (endpoint: AnyEndpoint): string => {
  const at = endpoint.path.indexOf('/:');
  return at === -1 ? endpoint.path : endpoint.path.slice(0, at);
};
