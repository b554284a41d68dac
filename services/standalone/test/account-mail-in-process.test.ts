import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEndpoints,
  authEndpoints,
  mailAdminEndpoints,
  pathOf,
  type SmtpSettingsBody,
} from '@portfolio/contracts';
import { linksIn, smtpServerForTests, type TestSmtpServer } from '@portfolio/testing';
import { useStandalone } from './run-standalone.ts';

const admin = { email: 'owner@example.com', password: 'a-long-test-password' };

describe('single-machine process: the auth service hands its account mails to the mail service in-process', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await smtpServerForTests();
  });
  afterAll(() => smtp?.stop());
  // No MAIL_URL: the mail service has no address of its own here; the auth service reaches it through its port.
  const standalone = useStandalone({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

  const json = (method: string, body: unknown, cookie = '') => ({
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

  it('sends the password reset mail through the SMTP settings the mail service keeps', async () => {
    const login = await fetch(`${standalone.url}${pathOf(authEndpoints.login)}`, json('POST', admin));
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const settings: SmtpSettingsBody = {
      host: smtp.host,
      port: smtp.port,
      security: 'none',
      user: '',
      password: '',
      fromName: 'Portfolio',
      fromAddress: 'site@example.com',
      replyTo: '',
      notifyAddress: '',
    };
    const saved = await fetch(
      `${standalone.url}${pathOf(mailAdminEndpoints.saveSmtpSettings)}`,
      json('PUT', settings, cookie),
    );
    expect(saved.status).toBe(200);

    const asked = await fetch(
      `${standalone.url}${pathOf(accountEndpoints.passwordResetRequest)}`,
      json('POST', { email: admin.email }),
    );
    expect(asked.status).toBe(202);
    await smtp.waitFor(1);
    const [mail] = smtp.to(admin.email);
    expect(linksIn(mail!.parsed.text ?? '').some((link) => link.includes('token='))).toBe(true);
  });
});
