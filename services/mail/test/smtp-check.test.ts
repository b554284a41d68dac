import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type DeliveryResult, type SmtpSettings } from '@portfolio/contracts';
import { smtpServerForTests, unreachableTargets, type TestSmtpServer } from '@portfolio/testing';
import { smtpSettingsFor, startMail, type RunningMail } from './mail-service.ts';

const password = 'pa55word-for-the-check';

/** Servers started for one test, stopped after it. */
const started: TestSmtpServer[] = [];
async function server(options: Parameters<typeof smtpServerForTests>[0] = {}) {
  const one = await smtpServerForTests(options);
  started.push(one);
  return one;
}

describe('checking SMTP settings before saving them', () => {
  let mail: RunningMail;
  let login: TestSmtpServer;
  beforeAll(async () => {
    // A short timeout, so that a server that never greets is given up on quickly.
    mail = await startMail({ env: { MAIL_SMTP_TIMEOUT_MS: '400' } });
    login = await server({ user: 'site', password });
  });
  afterAll(async () => {
    await mail.stop();
    for (const s of started) await s.stop();
  });

  const check = (settings: object) => mail.expectStatus<DeliveryResult>(200, 'POST', a.checkSmtp.path, settings);

  it('connects, greets and logs in without saving anything', async () => {
    expect(await check(smtpSettingsFor(login, { user: 'site', password }))).toEqual({ ok: true });
    expect((await mail.expectStatus<SmtpSettings>(200, 'GET', a.smtpSettings.path)).configured).toBe(false);
    expect(login.mails).toHaveLength(0);
  });

  it('says the login was refused, with the server words and never the password', async () => {
    const wrong = 'not-the-password-9f8e7d';
    const result = await check(smtpSettingsFor(login, { user: 'site', password: wrong }));
    expect(result).toMatchObject({ ok: false, reason: 'auth' });
    expect(result.detail).toMatch(/^535\b/);
    expect(JSON.stringify(result)).not.toContain(wrong);
    expect(JSON.stringify(result)).not.toContain(Buffer.from(wrong).toString('base64'));
  });

  it('says the certificate is not trusted, for implicit TLS and for STARTTLS alike', async () => {
    const tls = await server({ secure: true });
    const implicit = await check(smtpSettingsFor(tls, { host: 'localhost', security: 'tls' }));
    expect(implicit).toMatchObject({ ok: false, reason: 'certificate' });
    expect(implicit.detail).toMatch(/self[- ]signed|certificate/i);
    // The ordinary test server offers STARTTLS with the same self-signed certificate.
    const upgraded = await check(smtpSettingsFor(login, { security: 'starttls', user: 'site', password }));
    expect(upgraded).toMatchObject({ ok: false, reason: 'certificate' });
  });

  it('says TLS could not be set up when STARTTLS is required and the server does not offer it', async () => {
    const plain = await server({ starttls: false });
    const result = await check(smtpSettingsFor(plain, { security: 'starttls' }));
    expect(result).toMatchObject({ ok: false, reason: 'tls' });
  });

  it('says TLS could not be set up when implicit TLS meets a server that speaks in the clear', async () => {
    const plain = await server();
    const result = await check(smtpSettingsFor(plain, { security: 'tls' }));
    expect(result).toEqual({ ok: false, reason: 'tls', detail: 'wrong version number' });
  });

  it.each(unreachableTargets)('says why nothing answered at %s', async (name, start) => {
    const target = await start();
    try {
      const result = await check(smtpSettingsFor({ host: '127.0.0.1', port: target.port }));
      expect(result).toMatchObject({ ok: false, reason: name === 'an unused port' ? 'connection' : 'timeout' });
    } finally {
      await target.close();
    }
  });

  it('says the name could not be resolved as a connection problem', async () => {
    const result = await check(smtpSettingsFor(login, { host: 'smtp.invalid', security: 'tls' }));
    expect(result).toMatchObject({ ok: false, reason: 'connection' });
  });
});
