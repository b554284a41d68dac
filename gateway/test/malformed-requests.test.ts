import { describe, expect, it } from 'vitest';
import { errorBody, serviceTable } from '@portfolio/contracts';
import { securityHeaderValues } from '@portfolio/kit';
import { rawExchange, rawRequest, type RawAnswer } from '@portfolio/testing';
import { signIn, useGatewayTopology } from './support/topology.ts';

const long = (bytes: number) => 'a'.repeat(bytes);

/** The contract's error body, as JSON, with the security headers: what every client mistake gets. */
function expectContractError(answer: RawAnswer, status: number) {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(errorBody.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
  for (const name of Object.keys(securityHeaderValues())) expect(answer.headers[name.toLowerCase()], name).toBeTruthy();
}

/**
 * Client mistakes nginx itself answers, from the attack run: each used to get nginx's HTML 500 (a request line it
 * could not parse cannot be sent to a named error location), a 501 or 505, or a 500/503 from the auth check.
 */
describe('malformed requests through the gateway', () => {
  const gateway = useGatewayTopology();
  const target = () => {
    const { hostname, port } = new URL(gateway.topology.url);
    return { host: hostname, port: Number(port) };
  };
  const send = (text: string) => rawExchange(target(), text);

  const refusedRequestLines: [string, string, number][] = [
    ['a lower-case method', 'get / HTTP/1.1', 400],
    ['%00 in the path', 'GET /api/logs%00 HTTP/1.1', 400],
    ['.. above the root', 'GET /../etc/passwd HTTP/1.1', 400],
    ['an asterisk target', 'GET * HTTP/1.1', 400],
    ['a URI over 8 KB', `GET /${long(9000)} HTTP/1.1`, 414],
    ['an HTTP version nginx does not speak', 'GET / HTTP/2.0', 400],
  ];
  it.each(refusedRequestLines)('answers %s with the contract JSON', async (_what, line, status) => {
    expectContractError(await send(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`), status);
  });

  it('answers request headers over its buffers with 431', async () => {
    expectContractError(await send(rawRequest('GET', '/', [`X-Big: ${long(9000)}`])), 431);
  });

  it('answers a Transfer-Encoding it does not know with 400, not 501', async () => {
    expectContractError(await send(rawRequest('POST', '/api/logs', ['Transfer-Encoding: gzip'])), 400);
  });

  it('answers a malformed chunked body with the contract JSON wherever the body is discarded', async () => {
    const chunked = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`;
    expectContractError(await send(chunked('/')), 400);
    expectContractError(await send(chunked('/api/logs')), 400);
  });

  it('answers a request line with no version it cannot even read as HTTP/0.9 with the contract JSON', async () => {
    expectContractError(await send('get /\r\n'), 400);
  });

  it.each(['GET /%00\r\n', 'GET /../x\r\n'])(
    'answers the HTTP/0.9 request %j with the contract body alone: 0.9 has no status line or headers to send',
    async (line) => {
      const answer = await send(line);
      expect(answer.status).toBeUndefined();
      expect(errorBody.parse(JSON.parse(answer.body)).code).toBe('bad_request');
    },
  );

  it.each(['/api/admin/logs', '/api/analytics/stats', '/api/logs'])(
    'answers a 0x7f byte in a header on %s with 400, not 500 or 503 from the auth check',
    async (path) => {
      expectContractError(await send(rawRequest('GET', path, ['X-Odd: a\u007fb'])), 400);
      expectContractError(await send(rawRequest('GET', path, ['Cookie: a=\u007f'])), 400);
    },
  );

  it('gives a body over 8 KiB on an admin route to its own limit: 401 when signed out, the route when signed in', async () => {
    const body = JSON.stringify({ status: long(20 * 1024) });
    const patch = (cookie: string) =>
      send(
        `PATCH /api/admin/logs/0190f3c2-7a1b-7c3d-8e4f-a1b2c3d4e5f6 HTTP/1.1\r\nHost: ${target().host}:${target().port}\r\n` +
          `Connection: close\r\nContent-Type: application/json\r\nOrigin: ${gateway.topology.url}\r\n` +
          `Cookie: ${cookie}\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
    expectContractError(await patch(''), 401);
    const signedIn = await patch(await signIn(gateway.url));
    expect(signedIn.status, signedIn.raw.slice(0, 300)).toBeLessThan(500);
    expect(signedIn.status).not.toBe(401);
    expect(body.length).toBeLessThan(serviceTable.logs.bodyLimitBytes);
  });

  it('gives a body over 8 KiB on the stats route to the service, not a 500 from the identify check', async () => {
    const body = long(12 * 1024);
    const answer = await send(
      `POST /api/analytics/stats HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`,
    );
    expectContractError(answer, 405);
  });

  const unsupported = ['PROPFIND', 'SEARCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'TRACE'];
  it.each(unsupported)('answers %s with 405 and Allow, on the SPA, public and admin routes', async (method) => {
    const cookie = await signIn(gateway.url);
    for (const [path, headers] of [
      ['/', []],
      ['/api/logs', []],
      ['/api/analytics/pageview', []],
      ['/api/admin/logs', [`Cookie: ${cookie}`]],
    ] as const) {
      const answer = await send(rawRequest(method, path, [...headers]));
      expectContractError(answer, 405);
      expect(answer.headers.allow, `${method} ${path}`).toMatch(/GET|POST/);
    }
  });
});
