import { routeTable } from '@portfolio/contracts';
import { body, contentTypes, framed, mutatePath, random, strangeHeaders, versions } from './malformed-parts.ts';
import { rawExchange, type RawAnswer } from './raw-http.ts';

/** One generated request: the bytes sent as they are, and what they are, for the failure message. */
export interface MalformedRequest {
  /** Seed and index: `malformedRequests(seed, n)[index]` gives the same bytes again. */
  id: string;
  kind: 'path' | 'method' | 'header' | 'body' | 'framing' | 'version';
  bytes: Buffer;
  head: boolean;
}

/** Real paths of both topologies: every route prefix, the endpoints behind them, the SPA, health. */
const paths = [
  ...routeTable.map((route) => route.prefix),
  '/api/admin/login',
  '/api/admin/logout',
  '/api/admin/session',
  '/api/admin/preferences/theme',
  '/api/admin/logs/issues',
  '/api/admin/logs/purge',
  '/api/analytics/session',
  '/api/analytics/pageview',
  '/api/analytics/stats',
  '/api/logs',
  '/api/nothing',
  '/',
  '/admin',
  '/blog/some-post',
  '/assets/index.js',
  '/favicon.svg',
  '/healthz',
  '/readyz',
];
const bodyPaths = ['/api/analytics/session', '/api/analytics/pageview', '/api/logs', '/api/admin/login'];

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const strangeMethods = [
  'PROPFIND',
  'PROPPATCH',
  'SEARCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'TRACE',
  'CONNECT',
  'PURGE',
  'REPORT',
  'QUERY',
  'FOO',
  'get',
  'Post',
  'G ET',
  'GET\t',
  '',
  'X'.repeat(300),
  'GET\u0000',
  '\u00e9T',
  'GE_T',
  'G-ET',
];

/**
 * `count` requests with something wrong in their path, method, headers, body, framing or version, from `seed`:
 * the same seed gives the same bytes. Each is a complete message with `Connection: close`, so that every one of
 * them must get an answer and a close.
 */
export function malformedRequests(seed: number, count: number): MalformedRequest[] {
  const rng = random(seed);
  const kinds = ['path', 'method', 'header', 'body', 'framing', 'version'] as const;
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    let method = rng.pick(methods);
    let path = rng.pick(paths);
    let version = 'HTTP/1.1';
    const headers = ['Host: 127.0.0.1', 'Connection: close'];
    let payload = '';
    if (kind === 'path') path = mutatePath(rng, path);
    if (kind === 'method') method = rng.pick(strangeMethods);
    if (kind === 'header') headers.splice(rng.int(3), 0, ...strangeHeaders(rng));
    if (kind === 'version') {
      version = rng.pick(versions);
      // An HTTP/0.9 request line: nginx answers it at once; Node waits for headers until its headers timeout.
      if (rng.next() < 0.1) return request(index, kind, `${method} ${path}\r\n`, method);
    }
    if (kind === 'body' || kind === 'framing') {
      method = rng.pick(['POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'GET']);
      path = rng.next() < 0.7 ? rng.pick(bodyPaths) : rng.pick(paths);
      headers.push(`Content-Type: ${rng.pick(contentTypes)}`);
      payload = body(rng);
    }
    const head = `${method} ${path} ${version}\r\n${headers.map((h) => `${h}\r\n`).join('')}`;
    const text =
      kind === 'framing'
        ? framed(rng, head, payload)
        : `${head}Content-Length: ${Buffer.byteLength(payload, 'latin1')}\r\n\r\n${payload}`;
    return request(index, kind, text, method);
  });

  function request(index: number, kind: MalformedRequest['kind'], text: string, method: string): MalformedRequest {
    return { id: `${seed}#${index}`, kind, bytes: Buffer.from(text, 'latin1'), head: method === 'HEAD' };
  }
}

/** How a failing request is shown: its id, kind and first bytes with the invisible ones escaped. */
export function describeRequest(request: MalformedRequest, max = 300): string {
  const text = request.bytes.toString('latin1');
  const shown = JSON.stringify(text.slice(0, max)) + (text.length > max ? ` … (${text.length} bytes)` : '');
  return `${request.id} (${request.kind}) ${shown}`;
}

/**
 * What is wrong with an answer to a malformed request, if anything: none at all (no bytes before the close or the
 * time limit), a 5xx, or a client error that is not the contract's JSON with the security headers. An answer
 * without a status line is what HTTP/0.9 allows (nginx answers a 0.9 request line with the body alone): it must
 * not be a failure's body.
 */
export function answerProblem(answer: RawAnswer): string | undefined {
  if (answer.timedOut && !answer.raw) return 'no answer within the time allowed';
  if (!answer.raw) return 'connection closed without an answer';
  if (answer.status === undefined) {
    return /internal_error|service_unavailable|<title>5\d\d/.test(answer.body) ? 'a server error body' : undefined;
  }
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  // An unknown article's address is the site's not-found page with a real 404 (issue 15), HTML like every page.
  const notFoundPage =
    answer.status === 404 &&
    answer.headers['content-type']?.startsWith('text/html') &&
    answer.body.includes('<meta name="robots" content="noindex" />');
  const json = answer.headers['content-type']?.startsWith('application/json');
  if (!json && !notFoundPage) return `a ${answer.status} that is not JSON`;
  if (answer.headers['x-content-type-options'] !== 'nosniff') return `a ${answer.status} without the security headers`;
  return undefined;
}

export interface FuzzFailure {
  request: string;
  problem: string;
  answer: string;
}

/** Sends every request on its own connection, `concurrency` at a time, and returns those answered wrongly. */
export async function sendMalformedRequests(
  target: { host: string; port: number },
  requests: readonly MalformedRequest[],
  { concurrency = 16, timeoutMs = 20_000 } = {},
): Promise<FuzzFailure[]> {
  const failures: FuzzFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const answer = await rawExchange(target, request.bytes, { timeoutMs, answerWhenHeadOnly: request.head });
      const problem = answerProblem(answer);
      if (problem) {
        failures.push({ request: describeRequest(request), problem, answer: JSON.stringify(answer.raw.slice(0, 300)) });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}
