import { createServer, STATUS_CODES, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { apiMethods } from '@portfolio/contracts';
import { errorAnswerParts, sendError } from './send-error.ts';

export interface HttpServerTimeouts {
  /** How long a client may take to send its request headers: a slow-header client gives its socket back then. */
  headersTimeoutMs: number;
  /** How long a client may take to send its whole request, body included (Node's default holds it 300 s). */
  requestTimeoutMs: number;
}

export const defaultHttpServerTimeouts: HttpServerTimeouts = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };

/** Node's parser error codes that are not a plain 400. */
const statusByCode: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** A whole HTTP/1.1 answer in the contract's shape, written on a socket Node's parser has given up on. */
function rawErrorAnswer(status: number, extra: Record<string, string> = {}): string {
  const { headers, body } = errorAnswerParts(status, extra);
  const lines = Object.entries({
    ...headers,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Answers, then closes both ways: a client that never closes its side must not keep the socket. */
function answerAndClose(socket: Duplex, answer: string) {
  socket.end(answer, () => socket.destroy());
}

/** How long an answer already under way may take to finish once the request behind it turned out malformed. */
const inFlightGraceMs = 2000;

/**
 * Node's own answer to a request its parser refuses (a malformed request line or header, headers over 16 KiB, a
 * request that took too long) is a bare status line: no body, none of the security headers. Here it is the
 * contract's error body with them, as every other client mistake. When an answer is already under way on the
 * socket (the error is in a body the handler did not wait for, or in a pipelined request), writing would corrupt
 * it: it is let finish instead of being cut off (Node's default), then the socket is closed.
 */
function answerClientError(err: NodeJS.ErrnoException, socket: Duplex) {
  // Node's own default checks the same in-flight answer; it is not part of the typed socket.
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (inFlight?.headersSent) {
    const close = () => socket.destroy();
    if (inFlight.writableFinished) return close();
    inFlight.once('finish', close).once('close', close);
    setTimeout(close, inFlightGraceMs).unref();
    return;
  }
  answerAndClose(socket, rawErrorAnswer(statusByCode[err.code ?? ''] ?? 400));
}

/**
 * The HTTP server every process listens with: parser-level refusals and unmet expectations answered in the
 * contract's shape (above), a CONNECT (which Node hands to a `connect` listener, and without one drops unanswered) refused with 405, and
 * bounded time to send headers and a whole request, checked every second rather than Node's 30.
 */
export function createHttpServer(
  listener: RequestListener,
  { headersTimeoutMs, requestTimeoutMs }: HttpServerTimeouts = defaultHttpServerTimeouts,
): Server {
  const server = createServer(
    { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 1000 },
    listener,
  );
  server.on('clientError', answerClientError);
  // An Expect other than 100-continue: Node's own 417 is bare.
  server.on('checkExpectation', (_req, res: ServerResponse) => sendError(res, 417));
  server.on('connect', (_req, socket: Duplex) =>
    answerAndClose(socket, rawErrorAnswer(405, { Allow: apiMethods.join(', ') })),
  );
  return server;
}
