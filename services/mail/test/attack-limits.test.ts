import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  languageCodes,
  mailAdminEndpoints as a,
  mailLimits as m,
  mailPublicEndpoints as p,
  pathOf,
  type ContactMessage,
  type NewsletterIssue,
} from '@portfolio/contracts';
import { contactFields, contactPath, formToken, inbox } from './contact-fixtures.ts';
import { errorOf, mailForSuite, type RunningMail, smtpSettingsFor, startMail, testClock } from './mail-service.ts';
import { startContent, type RunningContent } from './newsletter-fixtures.ts';
import { subscriberByEmail } from './subscribers-fixtures.ts';

/** The widest text the limits let through: three UTF-8 bytes in each UTF-16 unit (CJK). */
const wide = (length: number, char = '語') => char.repeat(length);
/** An address of exactly `length` characters. */
const addressOf = (length: number) => {
  const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`;
  return `${'l'.repeat(length - domain.length - 1)}@${domain}`;
};

/** The answer to a value past a limit: the contract's error body, 400 or (past the bytes) 413, never a 5xx. */
async function expectRefused(res: Response, label: string) {
  const text = await res.text();
  expect([400, 413], `${label}: ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
  const body = JSON.parse(text) as { code: unknown; message: unknown };
  expect(typeof body.code, label).toBe('string');
  expect(typeof body.message, label).toBe('string');
}

describe('every field of the mail forms at its limit and one past it', () => {
  const mail = mailForSuite({ env: { MAIL_CONTACT_RATE_LIMIT: '1000', MAIL_SUBSCRIBE_RATE_LIMIT: '1000' } });

  const contact = async (fields: Record<string, unknown>) => {
    const token = await formToken(mail);
    mail.clock.advance(m.minimumFillMs + 1000);
    return mail.post(contactPath, { ...contactFields(), formToken: token, ...fields });
  };

  it('keeps a contact message with every field at its longest in three-byte characters', async () => {
    const fields = {
      name: wide(m.nameLength),
      subject: wide(m.subjectLength),
      message: wide(m.messageLength),
      email: addressOf(m.emailLength),
    };
    const res = await contact(fields);
    expect(res.status, await res.clone().text()).toBe(202);
    const [kept] = (await inbox(mail)).items as [ContactMessage];
    expect(kept).toMatchObject(fields);
  });

  it('refuses each contact field one past its limit with the contract’s body', async () => {
    const before = (await inbox(mail)).total;
    for (const [field, value] of [
      ['name', wide(m.nameLength + 1)],
      ['subject', wide(m.subjectLength + 1)],
      ['message', 'x'.repeat(m.messageLength + 1)],
      ['message', wide(m.messageLength + 1)],
      ['email', addressOf(m.emailLength + 1)],
      ['website', 'x'.repeat(m.honeypotLength + 1)],
      ['formToken', 'x'.repeat(m.tokenLength + 1)],
      ['name', ''],
      ['name', '   '],
      ['subject', ' \t '],
      ['message', '\n\n'],
    ] as const) {
      await expectRefused(await contact({ [field]: value }), `${field} ${value.length}`);
    }
    expect((await inbox(mail)).total).toBe(before);
  });

  it('takes a signup at its longest and refuses one past each limit', async () => {
    const email = addressOf(m.emailLength);
    const longest = { email, firstName: wide(m.firstNameLength), language: 'zh', source: wide(m.sourceLength) };
    const res = await mail.post(p.subscribe.path, longest, '198.51.100.90');
    expect(res.status).toBe(202);
    expect(await subscriberByEmail(mail, email)).toMatchObject({ firstName: longest.firstName });
    for (const [field, value] of [
      ['email', addressOf(m.emailLength + 1)],
      ['firstName', wide(m.firstNameLength + 1)],
      ['source', wide(m.sourceLength + 1)],
      ['website', 'x'.repeat(m.honeypotLength + 1)],
    ] as const) {
      const body = { ...longest, email: 'past-limit@example.com', [field]: value };
      await expectRefused(await mail.post(p.subscribe.path, body, '198.51.100.91'), `${field} ${value.length}`);
    }
    expect(await subscriberByEmail(mail, 'past-limit@example.com')).toBeUndefined();
  });

  it('takes the longest reply and SMTP settings, and refuses one past each limit', async () => {
    const [kept] = (await inbox(mail)).items as [ContactMessage];
    const reply = pathOf(a.replyToMessage, { id: kept.id });
    const longest = { subject: wide(m.replySubjectLength), body: wide(m.replyLength) };
    // No SMTP settings: the reply is answered (not delivered, and said why), never refused for its size.
    const sent = await mail.call('POST', reply, longest);
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(((await sent.json()) as { delivery: { reason: string } }).delivery.reason).toBe('not_configured');
    await expectRefused(await mail.call('POST', reply, { ...longest, subject: wide(201) }), 'reply subject');
    await expectRefused(await mail.call('POST', reply, { ...longest, body: wide(m.replyLength + 1) }), 'reply');

    const smtp = smtpSettingsFor(
      { host: `${'h'.repeat(63)}.${'o'.repeat(63)}.${'s'.repeat(63)}.${'t'.repeat(53)}.example`, port: 2525 },
      {
        security: 'tls',
        user: wide(m.userLength),
        password: wide(m.passwordLength),
        fromName: wide(m.nameLength),
        fromAddress: addressOf(m.emailLength),
        replyTo: addressOf(m.emailLength),
        notifyAddress: addressOf(m.emailLength),
      },
    );
    expect(smtp.host).toHaveLength(m.hostLength);
    const saved = await mail.call('PUT', a.saveSmtpSettings.path, smtp);
    expect(saved.status, await saved.text()).toBe(200);
    for (const [field, value] of [
      ['host', `${smtp.host}x`],
      ['user', wide(m.userLength + 1)],
      ['password', wide(m.passwordLength + 1)],
      ['fromName', wide(m.nameLength + 1)],
      ['fromAddress', addressOf(m.emailLength + 1)],
      ['port', 65_536],
      ['port', 0],
    ] as const) {
      await expectRefused(await mail.call('PUT', a.saveSmtpSettings.path, { ...smtp, [field]: value }), field);
    }
  });

  it('refuses a body past any endpoint’s byte limit with 413 before reading it whole', async () => {
    const huge = JSON.stringify({ message: 'x'.repeat(4 * 1024 * 1024) });
    for (const path of [contactPath, p.subscribe.path, p.confirmSubscription.path, p.unsubscribe.path]) {
      const res = await mail.post(path, huge, '198.51.100.92');
      expect(res.status, path).toBe(413);
      expect((await errorOf(res)).code).toBe('payload_too_large');
    }
  });
});

describe('the newsletter issue’s introductions and schedule at their limits', () => {
  const clock = testClock();
  let content: RunningContent;
  let mail: RunningMail;
  beforeAll(async () => {
    content = await startContent(clock);
    mail = await startMail({ clock, env: { CONTENT_URL: content.url } });
  });
  afterAll(async () => {
    await mail?.stop();
    await content?.stop();
  });

  it('takes an introduction of the longest in every language, and refuses one past it or a made-up zone', async () => {
    const schedule = { enabled: true, weekday: 1, hour: 9, timeZone: 'Europe/Paris' };
    await mail.expectStatus(200, 'PUT', a.saveNewsletterSchedule.path, schedule);
    const { upcoming } = await mail.expectStatus<{ upcoming: NewsletterIssue }>(200, 'GET', a.newsletterIssues.path);
    const issue = pathOf(a.updateIssue, { id: upcoming.id });
    const intro = Object.fromEntries(languageCodes.map((code) => [code, wide(m.introLength)]));
    const patched = await mail.call('PATCH', issue, { intro });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(((await patched.json()) as NewsletterIssue).intro).toEqual(intro);
    const longer = { ...intro, ja: wide(m.introLength + 1) };
    await expectRefused(await mail.call('PATCH', issue, { intro: longer }), 'intro');
    for (const timeZone of ['x'.repeat(65), 'Mars/Olympus', '../../etc/passwd', 'Europe/Paris\n']) {
      const res = await mail.call('PUT', a.saveNewsletterSchedule.path, { ...schedule, timeZone });
      await expectRefused(res, timeZone);
    }
  });
});
