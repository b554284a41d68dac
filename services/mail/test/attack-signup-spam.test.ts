import { describe, expect, it } from 'vitest';
import { mailForSuite } from './mail-service.ts';
import { mailsTo, subscribe } from './subscribers-fixtures.ts';

/**
 * Signup-form spam: the signup takes any address, so a bot fills the first name with its pitch and a stranger's
 * address, and the site mails the pitch from its own domain. The confirmation mail greets by name only a name.
 */
describe('the confirmation mail as a carrier of a stranger’s link', () => {
  const mail = mailForSuite({ smtp: 'start', env: { MAIL_SUBSCRIBE_RATE_LIMIT: '100' }, configureSmtp: true });

  it('leaves a first name that holds a link, a domain or an address out of the mail', async () => {
    const pitches = [
      'Win $500 at evil.example now',
      'Claim: https://evil.example',
      'evil.example/win',
      'www.evil.example',
      'mail winner@evil.example',
      'evil。example',
      'evil．example prize',
      'EVIL.EXAMPLE',
    ];
    for (const [i, firstName] of pitches.entries()) {
      const email = `stranger${i}@example.com`;
      expect((await subscribe(mail, { email, firstName }, `203.0.113.${i + 1}`)).status).toBe(202);
      const [received] = await mailsTo(mail, email, 1);
      const { text, html } = received!.parsed;
      expect(text, firstName).not.toMatch(/evil/i);
      expect(String(html), firstName).not.toMatch(/evil/i);
      expect(text, firstName).toContain('Hello,');
    }
  });

  it('greets a person by their name, initials and hyphens included', async () => {
    for (const [i, firstName] of ['J.R.', 'Anne-Marie', 'Mary Ann', 'Ólafur', 'محمد', 'さくら'].entries()) {
      const email = `person${i}@example.com`;
      expect((await subscribe(mail, { email, firstName }, `203.0.113.${100 + i}`)).status).toBe(202);
      const [received] = await mailsTo(mail, email, 1);
      expect(received!.parsed.text, firstName).toContain(firstName);
    }
  });
});
