import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a hot-path handler knows of its call besides its validated input. */
export interface HotCall {
  readonly req: IncomingMessage;
  /** The client's address in full (see clientIp), for use in memory only; the rate limit counted its addressKey. */
  readonly address: string;
  readonly requestId: string;
}

/**
 * One request on its way through the hot path's steps: each step reads what the earlier ones left and adds its
 * part. A class rather than an object literal so that every request has the same shape (one hidden class).
 */
export class Exchange implements HotCall {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** Without the query string: it can carry tokens, and the access line is kept. */
  readonly path: string;
  readonly startedAt = performance.now();
  requestId = '';
  address = '';
  /** The body as text, once read; undefined when the request has none. */
  text: string | undefined = undefined;
  /** The body's JSON value; undefined when there is none (the schema then decides). */
  json: unknown = undefined;
  /** The handler's validated input, shaped as a Koa-mounted handler's. */
  input: { params: undefined; query: undefined; body: unknown } | undefined = undefined;
  /** What the handler answered: the success body. */
  reply: unknown = undefined;
  /** The success body as sent; undefined for an answer without one (204). */
  output: string | undefined = undefined;

  constructor(req: IncomingMessage, res: ServerResponse) {
    this.req = req;
    this.res = res;
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    this.path = query < 0 ? target : target.slice(0, query);
  }
}
