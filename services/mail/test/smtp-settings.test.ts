import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type DeliveryResult, type SmtpSettings } from '@portfolio/contracts';
import { openDatabase } from '@portfolio/kit';
import { smtpServerForTests, type TestSmtpServer } from '@portfolio/testing';
import { errorOf, smtpSettingsFor, startMail, testClock, type RunningMail } from './mail-service.ts';

const password = 'correct horse battery staple';
const path = a.saveSmtpSettings.path;

describe('the SMTP settings', () => {
  let server: TestSmtpServer;
  let mail: RunningMail;
  beforeAll(async () => {
    server = await smtpServerForTests({ user: 'site', password });
    mail = await startMail({ clock: testClock('2026-03-10T12:00:00Z') });
  });
  afterAll(async () => {
    await mail.stop();
    await server.stop();
  });

  const check = (overrides = {}) =>
    mail.expectStatus<DeliveryResult>(
      200,
      'POST',
      a.checkSmtp.path,
      smtpSettingsFor(server, { user: 'site', ...overrides }),
    );

  it('shows the usual submission defaults before the first save', async () => {
    expect(await mail.expectStatus<SmtpSettings>(200, 'GET', path)).toEqual({
      configured: false,
      host: '',
      port: 587,
      security: 'starttls',
      user: '',
      passwordSet: false,
      fromName: '',
      fromAddress: '',
      replyTo: '',
      notifyAddress: '',
      updatedAt: null,
    });
  });

  it('saves and shows every field but the password, only whether one is kept', async () => {
    const saved = await mail.expectStatus<SmtpSettings>(
      200,
      'PUT',
      path,
      smtpSettingsFor(server, { user: 'site', password }),
    );
    const expected = {
      configured: true,
      host: server.host,
      port: server.port,
      security: 'none',
      user: 'site',
      passwordSet: true,
      fromName: 'Portfolio',
      fromAddress: 'site@portfolio.example',
      replyTo: '',
      notifyAddress: 'owner@portfolio.example',
      updatedAt: '2026-03-10T12:00:00.000Z',
    };
    expect(saved).toEqual(expected);
    const shown = await mail.call('GET', path);
    const text = await shown.text();
    expect(JSON.parse(text)).toEqual(expected);
    expect(text).not.toContain(password);
  });

  it('keeps the password only sealed at rest, in no readable form in the file', async () => {
    const db = openDatabase(join(mail.dataDir, 'mail.sqlite'));
    try {
      const row = db.prepare('SELECT * FROM smtp_settings').get() as Record<string, unknown>;
      expect(String(row.sealed_password)).toMatch(/^v1\.[A-Za-z0-9_-]{8}\./);
      expect(JSON.stringify(row)).not.toContain(password);
      expect(JSON.stringify(row)).not.toContain(Buffer.from(password).toString('base64'));
    } finally {
      db.close();
    }
    for (const file of ['mail.sqlite', 'mail.sqlite-wal']) {
      const bytes = (() => {
        try {
          return readFileSync(join(mail.dataDir, file));
        } catch {
          return Buffer.alloc(0);
        }
      })();
      expect(bytes.includes(Buffer.from(password)), file).toBe(false);
    }
  });

  it('keeps the password when saved with an empty one, and removes it when asked', async () => {
    mail.clock.advance(60_000);
    const kept = await mail.expectStatus<SmtpSettings>(
      200,
      'PUT',
      path,
      smtpSettingsFor(server, { user: 'site', fromName: 'Kept' }),
    );
    expect(kept).toMatchObject({ passwordSet: true, fromName: 'Kept', updatedAt: '2026-03-10T12:01:00.000Z' });
    // The kept password still logs in: the check with an empty password uses it.
    expect(await check()).toEqual({ ok: true });

    const cleared = await mail.expectStatus<SmtpSettings>(
      200,
      'PUT',
      path,
      smtpSettingsFor(server, { user: 'site', clearPassword: true }),
    );
    expect(cleared.passwordSet).toBe(false);
    expect((await check()).reason).toBe('auth');
    await mail.expectStatus(200, 'PUT', path, smtpSettingsFor(server, { user: 'site', password }));
  });

  it('takes no TLS only towards this machine', async () => {
    for (const host of ['localhost', '127.0.0.2', '::1', '[::1]']) {
      await mail.expectStatus(200, 'PUT', path, smtpSettingsFor(server, { host, user: 'site' }));
    }
    await mail.expectStatus(200, 'PUT', path, smtpSettingsFor(server, { user: 'site' }));
  });

  it('takes no TLS towards a host the operator named (compose mail catcher), in any case, and no other', async () => {
    const named = await startMail({ env: { MAIL_ALLOW_INSECURE_HOSTS: 'mailpit' } });
    try {
      for (const host of ['mailpit', 'MailPit']) {
        await named.expectStatus(200, 'PUT', path, smtpSettingsFor(server, { host, user: 'site', security: 'none' }));
      }
      const other = await named.call(
        'PUT',
        path,
        smtpSettingsFor(server, { host: 'mailpit.example.org', security: 'none' }),
      );
      expect(other.status).toBe(400);
    } finally {
      await named.stop();
    }
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['no TLS towards another machine', { host: 'smtp.example.org', security: 'none' }, 'security'],
    [
      'no TLS towards a name that only starts like this machine',
      { host: '127.0.0.1.example.org', security: 'none' },
      'security',
    ],
    ['a malformed sender address', { fromAddress: 'site@' }, 'fromAddress'],
    ['a malformed reply-to address', { replyTo: 'a@b@c.example' }, 'replyTo'],
    ['a line break in the sender name', { fromName: 'Site\r\nBcc: victim@example.org' }, 'fromName'],
    ['a line break in the user', { user: 'site\nX' }, 'user'],
    ['a new password and its removal at once', { password: 'x', clearPassword: true }, 'clearPassword'],
    ['a port out of range', { port: 70_000 }, 'port'],
    ['an unknown field', { tls: false }, ''],
  ];
  it.each(refused)('refuses %s with the contract error, saving nothing', async (_name, overrides, field) => {
    const before = await mail.expectStatus<SmtpSettings>(200, 'GET', path);
    for (const endpoint of [a.saveSmtpSettings, a.checkSmtp]) {
      const res = await mail.call(endpoint.method, endpoint.path, {
        ...smtpSettingsFor(server, { user: 'site' }),
        ...overrides,
      });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe('validation_failed');
      if (field) expect(error.details?.map((d) => d.path)).toContain(`body.${field}`);
    }
    expect(await mail.expectStatus<SmtpSettings>(200, 'GET', path)).toEqual(before);
  });
});

describe('the sealed password across key rotation', () => {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await smtpServerForTests({ user: 'site', password });
  });
  afterAll(() => server.stop());

  const checkKept = (mail: RunningMail) =>
    mail.expectStatus<DeliveryResult>(200, 'POST', a.checkSmtp.path, smtpSettingsFor(server, { user: 'site' }));

  it('opens with the old key while it is listed, is sealed again with the new one, and is lost without both', async () => {
    const first = await startMail({ env: { MAIL_SECRET_KEYS: 'old-key-0123456789abcdef0123456789' } });
    const dataDir = first.dataDir;
    await first.configureSmtp(server, { user: 'site', password });
    await first.stop(true);

    const rotated = await startMail({
      dataDir,
      env: { MAIL_SECRET_KEYS: 'new-key-0123456789abcdef0123456789,old-key-0123456789abcdef0123456789' },
    });
    expect(await checkKept(rotated)).toEqual({ ok: true });
    // Saving without a new password seals the kept one again with the first key.
    await rotated.configureSmtp(server, { user: 'site' });
    await rotated.stop(true);

    const newOnly = await startMail({ dataDir, env: { MAIL_SECRET_KEYS: 'new-key-0123456789abcdef0123456789' } });
    expect(await checkKept(newOnly)).toEqual({ ok: true });
    await newOnly.stop(true);

    const other = await startMail({ dataDir, env: { MAIL_SECRET_KEYS: 'another-key-0123456789abcdef012345' } });
    try {
      expect((await other.expectStatus<SmtpSettings>(200, 'GET', path)).passwordSet).toBe(true);
      const lost = await checkKept(other);
      expect(lost).toMatchObject({ ok: false, reason: 'auth' });
      expect(lost.detail).toMatch(/enter it again/);
    } finally {
      await other.stop();
    }
  });
});
