import { beforeAll, expect, it } from 'vitest';
import {
  gatewayOnlyHeaders,
  mailAdminEndpoints,
  mailLimits,
  mailPublicEndpoints,
  type AnyEndpoint,
  type Subscriber,
} from '@portfolio/contracts';
import { pathVariants, rawExchange } from '@portfolio/testing';
import { adminCookie } from '../../content/test/front-sign-in.ts';

const endpoints: AnyEndpoint[] = [...Object.values(mailPublicEndpoints), ...Object.values(mailAdminEndpoints)];
/** An endpoint's path with an id that looks like one (what a handler would take). */
const concrete = (endpoint: AnyEndpoint) => endpoint.path.replace(':id', 'a1b2c3');
const bodyFor = (endpoint: AnyEndpoint) =>
  endpoint.path === mailPublicEndpoints.subscribe.path
    ? JSON.stringify({ email: 'variant@example.com', language: 'en', source: '/' })
    : '{}';

/**
 * The mail service's endpoints attacked through a front (nginx: gateway/test/mail-attacks.test.ts; the
 * single-machine dispatcher: services/standalone/test/mail-attacks.test.ts), with the same answers through both:
 * no spelling of a mail path but the canonical one reaches a handler or answers a 5xx, no administrator's endpoint
 * answers without the session whatever gateway-only headers a client forges, a made-up X-Forwarded-For escapes no
 * per-address limit, and only the RFC 8058 one-click endpoint takes a cross-site POST.
 */
export function itAnswersMailAttacks(frontUrl: () => string, admin: { email: string; password: string }) {
  let cookie = '';
  const url = (path: string) => new URL(path, frontUrl()).href;

  /** A request written byte for byte (no client library resolves its dot segments or encodings). */
  async function raw(method: string, target: string, headers: string[] = [], body = '') {
    const { hostname, port } = new URL(frontUrl());
    const request =
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
      `${headers.map((h) => `${h}\r\n`).join('')}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const answer = await rawExchange({ host: hostname, port: Number(port) }, request);
    return { ...answer, status: answer.status ?? 0 };
  }
  const subscribers = async (q: string) => {
    const res = await fetch(url(`${mailAdminEndpoints.exportSubscribers.path}?q=${encodeURIComponent(q)}`), {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: Subscriber[] }).items;
  };

  beforeAll(async () => {
    cookie = await adminCookie(url, admin);
  });

  it('reaches no mail handler by another spelling of its path, signed in or not, and never answers a 5xx', async () => {
    for (const endpoint of endpoints) {
      const variants = [
        ...pathVariants(concrete(endpoint)),
        concrete(endpoint).replace('/api/mail', '/api/Mail').replace('/api/admin/mail', '/api/admin/Mail'),
        concrete(endpoint).replace(/\/([^/]+)$/, '/%2F$1'),
        concrete(endpoint).replace('/mail/', '/mail%2F'),
      ];
      for (const target of variants) {
        for (const session of [[`Cookie: ${cookie}`], []]) {
          const headers = endpoint.method === 'GET' ? session : [...session, 'Content-Type: application/json'];
          const res = await raw(endpoint.method, target, headers, endpoint.method === 'GET' ? '' : bodyFor(endpoint));
          const label = `${endpoint.method} ${target} ${session.length ? 'signed in' : 'anonymous'}: ${res.body.slice(0, 160)}`;
          expect(res.status, label).toBeGreaterThanOrEqual(400);
          expect(res.status, label).toBeLessThan(500);
        }
      }
    }
    expect(await subscribers('variant@example.com')).toEqual([]);
    // The canonical spellings do reach their handlers: the refusals above are the spellings'.
    for (const endpoint of Object.values(mailAdminEndpoints)) {
      if (endpoint.method !== 'GET' || endpoint.path.includes(':')) continue;
      const res = await raw('GET', endpoint.path, [`Cookie: ${cookie}`]);
      expect(res.status, `${endpoint.path}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
      if (!endpoint.path.includes('/newsletter/issues')) expect(res.status, endpoint.path).toBe(200);
    }
  });

  it('answers every administrator’s mail endpoint 401 without the session, whatever gateway-only headers are forged', async () => {
    const forged = gatewayOnlyHeaders.map((name) => `${name}: ${name.endsWith('role') ? 'admin' : 'forged-value'}`);
    for (const endpoint of Object.values(mailAdminEndpoints)) {
      const headers = endpoint.method === 'GET' ? forged : [...forged, 'Content-Type: application/json'];
      const res = await raw(endpoint.method, concrete(endpoint), headers, endpoint.method === 'GET' ? '' : '{}');
      // An internal endpoint (the auth service's account mail) is not reachable through a front at all.
      const refused = endpoint.access === 'internal' ? 404 : 401;
      expect(res.status, `${endpoint.method} ${endpoint.path}: ${res.body.slice(0, 160)}`).toBe(refused);
    }
  });

  it('refuses a cross-site signup, confirmation or administrator’s write, and takes the one-click POST cross-site', async () => {
    const crossSite = ['Origin: https://evil.example', 'Sec-Fetch-Site: cross-site'];
    const json = 'Content-Type: application/json';
    const signup = JSON.stringify({ email: 'cross-site@example.com', language: 'en', source: '/' });
    expect((await raw('POST', mailPublicEndpoints.subscribe.path, [...crossSite, json], signup)).status).toBe(403);
    const token = JSON.stringify({ token: 'x.y' });
    expect((await raw('POST', mailPublicEndpoints.unsubscribe.path, [...crossSite, json], token)).status).toBe(403);
    const settings = mailAdminEndpoints.saveSmtpSettings.path;
    const signedIn = [`Cookie: ${cookie}`, ...crossSite, json];
    expect((await raw('PUT', settings, signedIn, '{}')).status).toBe(403);
    const csv = ['Content-Type: text/csv', `Cookie: ${cookie}`, ...crossSite];
    const imported = await raw('POST', mailAdminEndpoints.importSubscribers.path, csv, 'email\ncross@example.com');
    expect(imported.status).toBe(403);
    // The mailbox provider's POST: the handler reads it (a forged token is refused by the handler, not the front).
    const form = ['Content-Type: application/x-www-form-urlencoded', ...crossSite];
    const oneClick = `${mailPublicEndpoints.oneClickUnsubscribe.path}?token=x.y`;
    const res = await raw('POST', oneClick, form, 'List-Unsubscribe=One-Click');
    expect([res.status, JSON.parse(res.body)]).toEqual([400, expect.objectContaining({ code: 'invalid_token' })]);
    expect(await subscribers('cross')).toEqual([]);
  });

  it('takes the largest contact message the contract allows, and refuses a byte past the body limit with 413', async () => {
    const json = 'Content-Type: application/json';
    const { token } = JSON.parse((await raw('GET', mailPublicEndpoints.formToken.path)).body) as { token: string };
    await new Promise((resolve) => setTimeout(resolve, mailLimits.minimumFillMs + 200));
    const largest = JSON.stringify({
      name: '語'.repeat(mailLimits.nameLength),
      email: `${'l'.repeat(64)}@${'d'.repeat(60)}.example`,
      subject: '語'.repeat(mailLimits.subjectLength),
      message: '語'.repeat(mailLimits.messageLength),
      formToken: token,
      language: 'ja',
    });
    const kept = await raw('POST', mailPublicEndpoints.contact.path, [json], largest);
    expect(kept.status, kept.body.slice(0, 200)).toBe(202);
    const tooLarge = JSON.stringify({ message: 'x'.repeat(20_000) });
    const refused = await raw('POST', mailPublicEndpoints.contact.path, [json], tooLarge);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'payload_too_large' });
  });

  it('counts a client by the address the front saw, whatever X-Forwarded-For it sends', async () => {
    const json = 'Content-Type: application/json';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const body = JSON.stringify({ email: `rotated${i}@example.com`, language: 'en', source: '/' });
      const forged = [`X-Forwarded-For: 198.18.7.${i}`, `X-Real-IP: 198.18.8.${i}`, `Forwarded: for=198.18.9.${i}`];
      statuses.push((await raw('POST', mailPublicEndpoints.subscribe.path, [...forged, json], body)).status);
    }
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted, statuses.join()).toBeGreaterThan(0);
    expect(accepted, statuses.join()).toBeLessThanOrEqual(10);
    expect(
      statuses.filter((status) => status !== 202 && status !== 429),
      statuses.join(),
    ).toEqual([]);
    expect(await subscribers('rotated')).toHaveLength(accepted);

    // The contact form: its tokens first, a person's time to write, then more messages than one address may send.
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await raw('GET', mailPublicEndpoints.formToken.path);
        return (JSON.parse(res.body) as { token: string }).token;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, mailLimits.minimumFillMs + 200));
    const sent: number[] = [];
    for (const [i, formToken] of tokens.entries()) {
      const body = JSON.stringify({
        name: 'Rotating',
        email: 'rotating@example.com',
        subject: `Forged ${i}`,
        message: 'Hello',
        formToken,
      });
      sent.push(
        (await raw('POST', mailPublicEndpoints.contact.path, [`X-Forwarded-For: 198.19.0.${i}`, json], body)).status,
      );
    }
    expect(sent, sent.join()).toContain(202);
    // One of the five an address may send an hour went to the largest message above.
    expect(sent.filter((status) => status === 202).length, sent.join()).toBeLessThanOrEqual(4);
    expect(
      sent.filter((status) => status !== 202 && status !== 429),
      sent.join(),
    ).toEqual([]);
  });
}
