import type { Context, Middleware } from 'koa';
import type { AnyEndpoint, EndpointInput, EndpointReply } from '@portfolio/contracts';

/** A handler's answer already written to `ctx` by the handler itself (a header-only answer, a stream). */
export const answered = Symbol('answered');

/**
 * An answer serialised once and sent many times (a cached statistics answer): the bytes go out as they are, and
 * under test the value is still checked against the contract.
 */
export class Serialised<T> {
  readonly value: T;
  readonly bytes: Buffer;
  constructor(value: T, bytes: Buffer = Buffer.from(JSON.stringify(value))) {
    this.value = value;
    this.bytes = bytes;
  }
}

type Reply<E extends AnyEndpoint> = EndpointReply<E> | Serialised<EndpointReply<E>> | typeof answered;

export type RouteHandler<E extends AnyEndpoint> = (
  ctx: Context,
  input: EndpointInput<E>,
) => Promise<Reply<E>> | Reply<E>;

/** An endpoint of the contract and the code that answers it. */
export interface RouteDefinition {
  endpoint: AnyEndpoint;
  /** Run after the cross-site check and before the access check (a session loader, an audit wrapper). */
  before: Middleware[];
  handle: RouteHandler<AnyEndpoint>;
}

/**
 * Answers `endpoint` with `handle`. Kit does the rest from the declaration: the cross-site check, who may call it,
 * the content type and size of the body, the validation of parameters, query and body, the success status, and
 * under test the answer's conformance to the contract.
 */
export function route<E extends AnyEndpoint>(
  endpoint: E,
  handle: RouteHandler<E>,
  options: { before?: Middleware[] } = {},
): RouteDefinition {
  return { endpoint, before: options.before ?? [], handle: handle as unknown as RouteHandler<AnyEndpoint> };
}
