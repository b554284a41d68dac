import { replyBody, smtpSettingsBody } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { invalidFields, issuesAsDetails } from './field-errors';

describe('field errors', () => {
  it('name the field of each of the server’s details, and the form for a problem with the whole body', () => {
    const fields = invalidFields([
      { path: 'body.port', message: 'Too big' },
      { path: 'body.fromAddress', message: 'must be an email address' },
      { path: 'body', message: 'Expected object' },
    ]);
    expect([...fields]).toEqual(['port', 'fromAddress', 'form']);
    expect(invalidFields(undefined).size).toBe(0);
  });

  it('tell a field named body (a reply’s text) from the body as a whole', () => {
    const parsed = replyBody.safeParse({ subject: 'Re: hi', body: '' });
    expect([...invalidFields(issuesAsDetails(parsed.error!.issues))]).toEqual(['body']);
    expect([...invalidFields(issuesAsDetails(replyBody.safeParse(null).error!.issues))]).toEqual(['form']);
  });

  it('name the same fields for the contract’s refusal on the page as the server would', () => {
    const parsed = smtpSettingsBody.safeParse({
      host: ' ',
      port: 70_000,
      security: 'tls',
      user: 'me',
      password: '',
      fromName: 'Site\r\nBcc: victim@example.com',
      fromAddress: 'not an address',
      replyTo: '',
      notifyAddress: 'a@b.co',
    });
    expect(parsed.success).toBe(false);
    expect([...invalidFields(issuesAsDetails(parsed.error!.issues))].sort()).toEqual([
      'fromAddress',
      'fromName',
      'host',
      'port',
    ]);
  });
});
