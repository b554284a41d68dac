import { describe, expect, it } from 'vitest';
import { isMailAddress, mailAdminEndpoints as a, pathOf, type ContactMessage } from '@portfolio/contracts';
import type { ReceivedMail } from '@portfolio/testing';
import { contactPath, formToken, inbox, contactFields, sendMessage } from './contact-fixtures.ts';
import { errorOf, mailForSuite, smtpSettingsFor } from './mail-service.ts';
import { confirmationsDone, mailsTo, subscribe } from './subscribers-fixtures.ts';

const owner = 'owner@portfolio.example';

/** The header lines of a raw mail, unfolded (a continuation line joins the header it continues), as name: value. */
function headersOf(raw: string): [string, string][] {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return head
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
}
const names = (received: ReceivedMail) => headersOf(received.raw).map(([name]) => name);

/** Texts that try to write a header, end the header block, or smuggle an address into one. */
const breakers = [
  '\r\nBcc: victim@example.com',
  '\nBcc: victim@example.com',
  '\rX-Evil: 1',
  '\u0000',
  '\u2028Bcc: v@x.io',
];
const breakersToo = ['\u2029x', '\u0085Bcc: v@x.io', '\u000bx', '\u001bx', '\u007fx'];

describe('header injection through the contact form, the reply and the SMTP settings', () => {
  const mail = mailForSuite({ smtp: 'start', configureSmtp: true });

  it('refuses a line break or control character in the name or subject, storing nothing', async () => {
    for (const bad of [...breakers, ...breakersToo]) {
      for (const field of ['name', 'subject'] as const) {
        const token = await formToken(mail, '198.51.100.60');
        mail.clock.advance(5000);
        const res = await mail.post(
          contactPath,
          { ...contactFields({ [field]: `Hello${bad}` }), formToken: token },
          '198.51.100.60',
        );
        expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
        expect((await errorOf(res)).code).toBe('validation_failed');
      }
    }
    expect((await inbox(mail)).total).toBe(0);
  });

  // nodemailer writes such a character into Reply-To raw, and a mail parser split `a\u2028b@example.org` there:
  // the administrator's answer went to `b@example.org`, not to the address the inbox showed.
  it('takes no address holding a control, a line or paragraph separator, an invisible space or a direction mark', async () => {
    const hidden = ['\u2028', '\u2029', '\u0085', '\u0080', '\u009f', '\u00a0', '\ufeff', '\u200b', '\u202e', '\u3000'];
    for (const c of hidden) {
      expect(isMailAddress(`a${c}b@example.com`), JSON.stringify(c)).toBe(false);
      expect(isMailAddress(`ab@exa${c}mple.com`), JSON.stringify(c)).toBe(false);
    }
    const token = await formToken(mail, '198.51.100.61');
    mail.clock.advance(5000);
    const contact = { ...contactFields({ email: 'a\u2028b@example.org' }), formToken: token };
    expect((await mail.post(contactPath, contact, '198.51.100.61')).status).toBe(400);
    expect((await subscribe(mail, { email: 'a\u0085b@example.org' })).status).toBe(400);
    // Letters of other scripts stay welcome (internationalised addresses).
    for (const good of ['jörg@example.com', 'δοκιμή@παράδειγμα.δοκιμή', '用户@例子.广告', "o'brien+news@example.com"]) {
      expect(isMailAddress(good), good).toBe(true);
    }
  });

  it('sends the notification with exactly its own headers, whatever the name and subject hold', async () => {
    // Quotes, angle brackets, commas, an encoded word and an address: all of it text, none of it a header or a
    // recipient. The name fills its limit in four-byte characters, the subject its limit in Arabic.
    const subject = `=?UTF-8?B?QmNjOiB2aWN0aW1AZXhhbXBsZS5jb20=?= "x", <v@example.com>; ${'ع'.repeat(83)}`;
    const name = `"Eve" <eve@evil.example>, Bcc: v@example.com ${'😀'.repeat(20)}`;
    expect(subject.length).toBeLessThanOrEqual(150);
    expect(name.length).toBeLessThanOrEqual(100);
    const res = await sendMessage(mail, { name, subject, email: 'eve+x@example.org' });
    expect(res.status).toBe(202);
    const [received] = await mailsTo(mail, owner, 1);
    expect(received!.to).toEqual([owner]);
    expect(names(received!).sort()).toEqual(
      ['content-type', 'date', 'from', 'message-id', 'mime-version', 'reply-to', 'subject', 'to'].sort(),
    );
    expect(names(received!).filter((header) => /^(bcc|cc|x-evil)$/.test(header))).toEqual([]);
    expect(received!.parsed.subject).toBe(`Contact: ${subject}`);
    expect(received!.parsed.replyTo?.value).toEqual([{ address: 'eve+x@example.org', name: '' }]);
    expect(received!.parsed.to).toMatchObject({ value: [{ address: owner }] });
    expect(received!.parsed.text).toContain(name);
  });

  it('sends a reply to the sender only, with the subject exactly as typed at its longest, and refuses a broken one', async () => {
    const [kept] = (await inbox(mail)).items as [ContactMessage];
    const path = pathOf(a.replyToMessage, { id: kept.id });
    for (const bad of [...breakers, ...breakersToo]) {
      const res = await mail.call('POST', path, { subject: `Re${bad}`, body: 'Hello' });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const tooLong = await mail.call('POST', path, { subject: 'é'.repeat(201), body: 'Hello' });
    expect(tooLong.status).toBe(400);
    const subject = `Re: "x" <v@example.com>, =?UTF-8?Q?Bcc=3A_v=40example.com?= ${'日本'.repeat(60)}`.slice(0, 200);
    const sent = await mail.call('POST', path, { subject, body: 'Line\r\nBcc: nobody@example.com\r\n\r\nEnd' });
    expect(sent.status).toBe(200);
    const [received] = await mailsTo(mail, 'eve+x@example.org', 1);
    expect(received!.to).toEqual(['eve+x@example.org']);
    expect(received!.parsed.subject).toBe(subject);
    expect(names(received!).sort()).toEqual(
      [
        'content-transfer-encoding',
        'content-type',
        'date',
        'from',
        'message-id',
        'mime-version',
        'subject',
        'to',
      ].sort(),
    );
    expect(received!.parsed.text).toContain('Bcc: nobody@example.com');
  });

  it('refuses a sender name or login with a line break, and keeps a hostile sender name out of the address', async () => {
    for (const bad of [...breakers, ...breakersToo]) {
      const body = smtpSettingsFor(mail.smtp!, { fromName: `Site${bad}` });
      expect((await mail.call('PUT', a.saveSmtpSettings.path, body)).status, JSON.stringify(bad)).toBe(400);
      const user = smtpSettingsFor(mail.smtp!, { user: `me${bad}` });
      expect((await mail.call('PUT', a.saveSmtpSettings.path, user)).status, JSON.stringify(bad)).toBe(400);
    }
    await mail.configureSmtp(mail.smtp, { fromName: '"Bank" <ceo@bank.example>, x@evil.example' });
    await subscribe(mail, { email: 'reader@example.com', firstName: '"Z" <z@evil.example>' });
    const [received] = await mailsTo(mail, 'reader@example.com', 1);
    await confirmationsDone(mail, 'reader@example.com');
    expect(received!.to).toEqual(['reader@example.com']);
    expect(received!.from).toBe('site@portfolio.example');
    expect(received!.parsed.from?.value).toEqual([
      { address: 'site@portfolio.example', name: '"Bank" <ceo@bank.example>, x@evil.example' },
    ]);
    expect(received!.parsed.to).toMatchObject({ value: [{ address: 'reader@example.com' }] });
  });
});
