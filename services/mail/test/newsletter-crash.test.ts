import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, type NewsletterIssue } from '@portfolio/contracts';
import { smtpServerForTests, type TestSmtpServer } from '@portfolio/testing';
import { smtpSettingsFor } from './mail-service.ts';
import { startMailProcess, type MailProcess } from './mail-process.ts';
import {
  actionPath,
  adminCall,
  importConfirmed,
  issueReaches,
  publishArticle,
  schedulePath,
  startContent,
  upcomingOf,
  type RunningContent,
} from './newsletter-fixtures.ts';

const recipients = 40;
/** The process is killed when the server sees this recipient: mails before it are recorded, this one is not. */
const killAt = 15;
const addresses = Array.from({ length: recipients }, (_, i) => `reader${String(i).padStart(2, '0')}@example.org`);

/** The process's clock is the real one, so the content service publishes on it too. */
const realClock = { at: 0, now: () => new Date(), advance: () => undefined };

describe('a newsletter issue when the service is killed in the middle of sending it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mail-crash-'));
  let content: RunningContent;
  let smtp: TestSmtpServer;
  let service: MailProcess | undefined;
  let seen = 0;
  const env = () => ({
    CONTENT_URL: content.url,
    MAIL_SEND_RATE: '50',
    // Claims of a killed process run out after 8 × this (4 s), when the restarted one takes them over.
    MAIL_SMTP_TIMEOUT_MS: '500',
  });

  beforeAll(async () => {
    content = await startContent(realClock);
    // SIGKILL at the killAt-th RCPT TO: the process is in the middle of that mail's conversation, with every
    // earlier one answered 250 and recorded (the sender records a mail before it claims the next).
    smtp = await smtpServerForTests({
      answer: () => {
        seen += 1;
        if (seen === killAt) service?.child.kill('SIGKILL');
        return 'accept';
      },
    });
  });
  afterAll(async () => {
    await service?.stop();
    await smtp.stop();
    await content.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every recipient the issue exactly once after a restart on the same data', async () => {
    service = await startMailProcess(dataDir, env());
    await adminCall(service.url, 'PUT', a.saveSmtpSettings.path, smtpSettingsFor(smtp));
    await importConfirmed(
      service,
      addresses.map((email) => ({ email, language: 'en' as const })),
    );
    await adminCall(service.url, 'PUT', schedulePath, { enabled: true, weekday: 1, hour: 9, timeZone: 'UTC' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publishArticle(content, [{ lang: 'en', title: 'Written before the crash' }]);
    const draft = await upcomingOf(service.url);
    await adminCall(service.url, 'POST', actionPath(draft.id, 'send'));

    await service.exited;
    expect(service.child.signalCode).toBe('SIGKILL');
    expect(smtp.mails).toHaveLength(killAt - 1);

    service = await startMailProcess(dataDir, env());
    const sent = await issueReaches(service.url, draft.id, 'sent', 20_000);
    expect(sent.report).toEqual({
      recipients,
      sent: recipients,
      failed: 0,
      bounced: 0,
      pending: 0,
      unsubscribedSince: 0,
    } satisfies NewsletterIssue['report']);
    for (const address of addresses) expect(smtp.to(address), address).toHaveLength(1);
    expect(smtp.mails).toHaveLength(recipients);
    expect(new Set(smtp.mails.map((m) => m.parsed.messageId)).size).toBe(recipients);
  }, 60_000);
});
