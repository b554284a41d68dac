import { describe, expect, it } from 'vitest';
import { eventually, type RecipientAnswer } from '@portfolio/testing';
import { confirmJobId } from '../src/subscribers/confirmations.ts';
import { mailForSuite } from './mail-service.ts';
import {
  confirm,
  confirmationToken,
  expectCheckInbox,
  mailsTo,
  statusOf,
  subscribe,
  subscriberByEmail,
} from './subscribers-fixtures.ts';

const second = 1000;

describe('the confirmation mail’s durable job', () => {
  const answers = new Map<string, RecipientAnswer>();
  const mail = mailForSuite({
    smtp: { answer: (recipient) => answers.get(recipient) ?? 'accept' },
    env: { MAIL_SUBSCRIBE_RATE_LIMIT: '1000' },
  });

  const jobOf = async (email: string) => mail.deps.jobs.get(confirmJobId((await subscriberByEmail(mail, email))!.id));

  it('waits for SMTP to be configured, then sends', async () => {
    const email = 'early@example.com';
    await expectCheckInbox(await subscribe(mail, { email }));
    await eventually(async () => ((await jobOf(email))?.attempts ?? 0) >= 1, 10_000);
    expect(mail.smtp!.to(email)).toHaveLength(0);
    await mail.configureSmtp();
    mail.clock.advance(11 * second);
    mail.deps.wake();
    const [received] = await mailsTo(mail, email, 1);
    expect((await confirm(mail, confirmationToken(received!))).status).toBe(200);
  });

  it('retries a temporary refusal (4xx) with back-off until the server takes it', async () => {
    const email = 'greylisted@example.com';
    answers.set(email, { code: 451, message: 'Greylisted, try again later' });
    await expectCheckInbox(await subscribe(mail, { email }));
    await eventually(async () => ((await jobOf(email))?.attempts ?? 0) >= 1, 10_000);
    expect(mail.smtp!.to(email)).toHaveLength(0);
    expect(await statusOf(mail, email)).toBe('pending');
    answers.delete(email);
    mail.clock.advance(11 * second);
    mail.deps.wake();
    await mailsTo(mail, email, 1);
    await eventually(async () => (await jobOf(email)) === undefined, 10_000);
  });

  it('puts an address the server refuses for good (5xx) on the suppression list, and stops', async () => {
    const email = 'nobody@example.com';
    answers.set(email, { code: 550, message: 'No such user here' });
    await expectCheckInbox(await subscribe(mail, { email }));
    await eventually(async () => (await statusOf(mail, email)) === 'bounced', 10_000);
    await eventually(async () => (await jobOf(email)) === undefined, 10_000);
    expect(mail.smtp!.to(email)).toHaveLength(0);
  });
});
