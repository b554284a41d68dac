import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the plain SPA stands in for: the service's 5xx, and a gone answer (410: a redirect says so), which the SPA's
 * not-found page shows to a person with the status kept, as nginx's `error_page 410 @spa_gone` does.
 */
const failed = (status: number) => status >= 500 || status === 410;

/**
 * Lets an in-process service answer a page, unless its answer is a 5xx (or another status `fallsBack` names, as a
 * redirect lookup's 404): then the service's answer is dropped before anything of it is sent, and `fallback`
 * answers instead (the plain SPA), as nginx's `proxy_intercept_errors` and `error_page … = @spa_fallback` do in
 * the gateway topology.
 *
 * The service's status is known at its first writeHead, write or end (Koa sets the status and headers, then ends
 * with the body; kit's error answers call writeHead first): those three are wrapped until that moment. A dropped
 * answer's later calls in the same turn are swallowed, and the fallback starts on the next turn with the
 * response's own methods back and the service's headers removed.
 */
export function answerWithFallback(
  req: IncomingMessage,
  res: ServerResponse,
  answer: (req: IncomingMessage, res: ServerResponse) => void,
  /** Gets the status it stands in for (a 410 is kept, anything else answered 200). */
  fallback: (status: number) => void,
  fallsBack: (status: number) => boolean = failed,
) {
  const methods = ['writeHead', 'write', 'end'] as const;
  const restore = () => {
    for (const name of methods) Reflect.deleteProperty(res, name);
  };
  let dropped = false;
  const decide = (status: number) => {
    if (dropped) return false;
    if (!fallsBack(status)) {
      restore();
      return true;
    }
    dropped = true;
    setImmediate(() => {
      restore();
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 200;
      fallback(status);
    });
    return false;
  };
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  Object.assign(res, {
    writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
      return decide(status)
        ? (original.writeHead as (...args: unknown[]) => ServerResponse).call(res, status, ...rest)
        : res;
    },
    write(this: ServerResponse, ...args: unknown[]) {
      return decide(res.statusCode) ? (original.write as (...a: unknown[]) => boolean).apply(res, args) : true;
    },
    end(this: ServerResponse, ...args: unknown[]) {
      return decide(res.statusCode) ? (original.end as (...a: unknown[]) => ServerResponse).apply(res, args) : res;
    },
  });
  answer(req, res);
}
