import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorBody, loginPath, routeTable } from '@portfolio/contracts';
import { securityHeaderValues } from '@portfolio/kit';
import { pathVariants, rawExchange, rawRequest, type RawAnswer } from '@portfolio/testing';
import { useStandalone } from './run-standalone.ts';

const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** The contract's error body, as JSON, with the security headers: what every client mistake gets. */
function expectContractError(answer: RawAnswer, status: number) {
  expect(answer.status, answer.raw.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(errorBody.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
  for (const name of Object.keys(securityHeaderValues())) expect(answer.headers[name.toLowerCase()], name).toBeTruthy();
}

describe('malformed requests to the single-machine process', () => {
  const standalone = useStandalone({ WEB_DIST: webDist, HEADERS_TIMEOUT_MS: '1000' });
  const target = () => standalone.target();
  const send = (text: string) => rawExchange(target(), text);

  const variants = [...routeTable.map((route) => route.prefix), loginPath].flatMap((prefix) =>
    pathVariants(prefix).map((variant) => [prefix, variant] as const),
  );

  it.each(variants)('refuses %s spelled %s with 400 before choosing a route', async (_prefix, variant) => {
    for (const method of ['GET', 'POST']) expectContractError(await send(rawRequest(method, variant)), 400);
  });

  it('still serves canonical API paths', async () => {
    expect((await send(rawRequest('GET', '/api/admin/session'))).status).toBe(200);
    // The query is not the path: encoded separators there are data.
    expect((await send(rawRequest('GET', '/api/admin/session?next=%2Fadmin%2F..%2Flogs/'))).status).toBe(200);
    expect((await send(rawRequest('GET', '/api/admin/logs'))).status).toBe(401);
  });

  const parserRefusals: [string, string, number][] = [
    ['a lower-case method', 'get / HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a 0x7f byte in a header', 'GET /api/logs HTTP/1.1\r\nHost: x\r\nX-Odd: a\u007fb\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n', 400],
    ['headers over 16 KiB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`, 431],
    ['a URI over 16 KiB', `GET /${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    [
      'a malformed chunk size',
      'POST /api/logs HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n',
      400,
    ],
    ['an HTTP/0.9 request line (headers never end)', 'GET /\r\n', 408],
  ];
  it.each(parserRefusals)(
    'answers %s, which Node refuses before any handler, with the contract JSON',
    async (_what, text, status) => {
      expectContractError(await send(text), status);
    },
  );

  it.each([
    '* ',
    'http://example.com/api/admin/logs ',
    '/../etc/passwd ',
    '/x/./y ',
    '/api/admin/verify#x ',
    '/api#x ',
  ])('refuses the request target %s with 400', async (target) => {
    expectContractError(await send(`GET ${target}HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 400);
  });

  it('refuses an HTTP/2.0 request line on an HTTP/1 connection with 400, as nginx does', async () => {
    expectContractError(await send('GET /admin HTTP/2.0\r\nHost: x\r\nConnection: close\r\n\r\n'), 400);
  });

  it('answers a CONNECT, which Node would drop unanswered, with 405 and Allow', async () => {
    const answer = await send('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expectContractError(answer, 405);
    expect(answer.headers.allow).toContain('GET');
  });

  it('answers an expectation it cannot meet with 417 in the contract JSON', async () => {
    expectContractError(await send(rawRequest('GET', '/api/admin/session', ['Expect: teapot'])), 417);
  });

  const unsupported = ['PROPFIND', 'SEARCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'TRACE'];
  it.each(unsupported)('answers %s with 405 and Allow on the SPA and public routes', async (method) => {
    for (const path of ['/', '/admin', '/api/logs', '/api/analytics/pageview', '/api/admin/session']) {
      const answer = await send(rawRequest(method, path));
      expectContractError(answer, 405);
      expect(answer.headers.allow, `${method} ${path}`).toMatch(/GET|POST/);
    }
  });
});
