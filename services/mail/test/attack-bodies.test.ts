import { describe, expect, it } from 'vitest';
import {
  mailAdminEndpoints,
  mailPublicEndpoints,
  type AnyEndpoint,
  type SmtpSettings,
  type Subscriber,
} from '@portfolio/contracts';
import { inbox } from './contact-fixtures.ts';
import { asAdmin, mailForSuite } from './mail-service.ts';

/** Bodies no form sends: broken, mislabelled, nested, prototype-polluting, of the wrong shape. */
const bodies: [string, string][] = [
  ['', 'application/json'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"x"', 'application/json'],
  ['1e999', 'application/json'],
  ['{"a":', 'application/json'],
  ['\ufeff{}', 'application/json'],
  ['{}', 'application/json; charset=utf-16'],
  [Buffer.from('{"email":"a@example.com"}', 'utf16le').toString('latin1'), 'application/json; charset=utf-16le'],
  ['{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', 'application/json'],
  ['{"email":"a@example.com","email":["b@example.com"]}', 'application/json'],
  [`${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  [`{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`, 'application/json'],
  ['email=a%40example.com', 'application/x-www-form-urlencoded'],
  ['{"email":"a@example.com"}', 'text/plain'],
  ['{"email":"a@example.com"}', 'application/json-patch+json'],
  ['{"email":"a@example.com"}', ''],
  ['\u0000\u0001\u0002', 'application/octet-stream'],
];

const withBody = (endpoint: AnyEndpoint) => endpoint.method !== 'GET' && !endpoint.bytesBody;
const concrete = (endpoint: AnyEndpoint) => endpoint.path.replace(':id', 'a1b2c3');

describe('mail endpoints fed bodies no form sends', () => {
  const mail = mailForSuite({ env: { MAIL_CONTACT_RATE_LIMIT: '10000', MAIL_SUBSCRIBE_RATE_LIMIT: '10000' } });

  it('answers each with a 4xx and the contract’s error body, never a 5xx, and keeps nothing', async () => {
    const smtpBefore = await mail.expectStatus<SmtpSettings>(200, 'GET', mailAdminEndpoints.smtpSettings.path);
    const endpoints = [...Object.values(mailPublicEndpoints), ...Object.values(mailAdminEndpoints)].filter(withBody);
    for (const endpoint of endpoints) {
      for (const [body, type] of bodies) {
        const headers: Record<string, string> = { ...asAdmin, 'x-forwarded-for': '198.51.100.123' };
        if (type) headers['content-type'] = type;
        const res = await fetch(`${mail.url}${concrete(endpoint)}`, {
          method: endpoint.method,
          headers,
          body: Buffer.from(body, 'latin1').length === body.length ? Buffer.from(body, 'latin1') : body,
        });
        const text = await res.text();
        const label = `${endpoint.method} ${endpoint.path} ${type} ${JSON.stringify(body.slice(0, 40))}: ${res.status} ${text.slice(0, 160)}`;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.status, label).toBeLessThan(500);
        const error = JSON.parse(text) as { code: unknown; message: unknown };
        expect(typeof error.code, label).toBe('string');
        expect(typeof error.message, label).toBe('string');
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((await inbox(mail)).total).toBe(0);
    const { items } = await mail.expectStatus<{ items: Subscriber[] }>(
      200,
      'GET',
      mailAdminEndpoints.exportSubscribers.path,
    );
    expect(items).toEqual([]);
    expect(await mail.expectStatus(200, 'GET', mailAdminEndpoints.smtpSettings.path)).toEqual(smtpBefore);
  });
});
