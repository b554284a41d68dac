import { describe, expect, it } from 'vitest';
import { gatewayTokenHeader } from '@portfolio/contracts';
import { linksIn, testGatewaySecret } from '@portfolio/testing';
import { errorOf, mailForSuite, startMail } from './mail-service.ts';

const path = '/api/internal/mail/account';
const fromService = { [gatewayTokenHeader]: testGatewaySecret, 'content-type': 'application/json' };
const request = { kind: 'password-reset', to: 'admin@example.com', token: 'a.b', language: 'ar' };

describe("the auth service's account mails (internal)", () => {
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });

  it('sends the mail with its link on the public origin, in the language asked for', async () => {
    const count = mail.smtp!.mails.length;
    const res = await mail.call('POST', path, request, fromService);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    await mail.smtp!.waitFor(count + 1);
    const sent = mail.smtp!.mails.at(-1)!;
    expect(sent.to).toEqual(['admin@example.com']);
    expect(sent.parsed.subject).toBe('إعادة تعيين كلمة مرور المسؤول');
    expect(linksIn(sent.parsed.text ?? '')).toContain('https://portfolio.example/admin/reset-password?token=a.b');
    expect(sent.parsed.html).toContain('dir="rtl"');
  });

  it('is for our own services only, and refuses a bad request with the field named', async () => {
    const count = mail.smtp!.mails.length;
    expect((await mail.call('POST', path, request, { 'content-type': 'application/json' })).status).toBe(403);
    const relayed = await mail.call('POST', path, request, { ...fromService, 'x-forwarded-for': '203.0.113.7' });
    expect(relayed.status).toBe(404);
    const bad = await mail.call('POST', path, { ...request, kind: 'newsletter' }, fromService);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ code: 'validation_failed', details: [{ path: 'body.kind' }] });
    expect(mail.smtp!.mails).toHaveLength(count);
  });

  it('answers 503 while no SMTP settings are saved', async () => {
    const bare = await startMail();
    try {
      const res = await bare.call('POST', path, request, fromService);
      expect(res.status).toBe(503);
      expect(await errorOf(res)).toMatchObject({ code: 'service_unavailable' });
    } finally {
      await bare.stop();
    }
  });
});
