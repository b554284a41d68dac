import { connect } from 'node:net';

/** What came back on one raw connection. */
export interface RawAnswer {
  /** The final (non-1xx) status; undefined when no status line came (nothing at all, or an HTTP/0.9 body). */
  status?: number;
  /** Header names in lower case; a repeated header keeps its last value. */
  headers: Record<string, string>;
  body: string;
  /** Everything received, as latin1 text. */
  raw: string;
  /** The server neither answered completely nor closed within the time allowed. */
  timedOut: boolean;
}

const headEnd = '\r\n\r\n';

/** A chunked body's content, once its last chunk is in; undefined before. */
function dechunk(body: string): string | undefined {
  let text = '';
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (!Number.isFinite(size)) return undefined;
    if (size === 0) return text;
    const start = lineEnd + 2;
    if (body.length < start + size + 2) return undefined;
    text += body.slice(start, start + size);
    at = start + size + 2;
  }
}

/** The first final answer in `raw`, once it is complete enough to judge (head in, body in by Content-Length). */
function parse(raw: string, closed: boolean): Omit<RawAnswer, 'raw' | 'timedOut'> | undefined {
  let rest = raw;
  for (;;) {
    if (!rest.startsWith('HTTP/')) return closed ? { headers: {}, body: rest } : undefined;
    const end = rest.indexOf(headEnd);
    if (end < 0) return closed ? { headers: {}, body: '' } : undefined;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const body = rest.slice(end + headEnd.length);
    // An interim answer (100 Continue) is followed by the final one.
    if (status >= 100 && status < 200) {
      rest = body;
      continue;
    }
    const answered = (text: string) => ({ status: Number.isFinite(status) ? status : undefined, headers, body: text });
    if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
      const text = dechunk(body);
      return text !== undefined ? answered(text) : closed ? answered(body) : undefined;
    }
    const length = Number(headers['content-length']);
    const complete = closed || (Number.isFinite(length) && Buffer.byteLength(body, 'latin1') >= length);
    return complete ? answered(body) : undefined;
  }
}

/**
 * Writes `request` as it is on a new TCP connection and reads the answer: until the server closes, or until a
 * complete answer with a Content-Length is in (a server that keeps the connection open is not waited for), or
 * until `timeoutMs`. No HTTP client in between, so requests no client would send go out byte for byte.
 */
export function rawExchange(
  target: { host: string; port: number },
  request: Buffer | string,
  { timeoutMs = 15_000, answerWhenHeadOnly = false, localAddress = undefined as string | undefined } = {},
): Promise<RawAnswer> {
  return new Promise((resolve) => {
    // Another loopback address (127.0.0.2) is another visitor to a per-address limit.
    const socket = connect({ port: target.port, host: target.host, ...(localAddress ? { localAddress } : {}) });
    const chunks: Buffer[] = [];
    let settled = false;
    const text = () => Buffer.concat(chunks).toString('latin1');
    const finish = (closed: boolean, timedOut = false) => {
      if (settled) return;
      const raw = text();
      const parsed = parse(raw, closed) ?? { headers: {}, body: raw };
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parsed, raw, timedOut });
    };
    const timer = setTimeout(() => finish(true, true), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const raw = text();
      // A HEAD answer announces a length it never sends.
      if (parse(raw, false) || (answerWhenHeadOnly && raw.includes(headEnd))) finish(false);
    });
    // A reset after the answer is still an answer; before it, an empty one.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.write(request);
  });
}

/**
 * Opens `count` connections that send the start of a request and never finish it (a slow-header flood), and
 * counts those the server has closed. `stop` closes the rest.
 */
export async function halfOpenRequests(target: { host: string; port: number }, count: number, start: string) {
  let closed = 0;
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof connect>>((resolve) => {
          const socket = connect(target.port, target.host, () => {
            socket.write(start);
            resolve(socket);
          });
          // Read (and drop) whatever comes: a socket that is not read never sees the server's close.
          socket.resume();
          socket.on('error', () => {});
          socket.once('close', () => {
            closed += 1;
            resolve(socket);
          });
        }),
    ),
  );
  return { closed: () => closed, stop: () => sockets.forEach((socket) => socket.destroy()) };
}
