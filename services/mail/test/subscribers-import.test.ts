import { describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, mailLimits, type ImportReport } from '@portfolio/contracts';
import { asAdmin, errorOf, mailForSuite } from './mail-service.ts';
import {
  confirm,
  confirmationsDone,
  confirmationToken,
  expectCheckInbox,
  mailsTo,
  statusOf,
  subscribe,
  subscriberByEmail,
} from './subscribers-fixtures.ts';

const csv = 'text/csv';

describe('importing subscribers from a CSV file', () => {
  const mail = mailForSuite({ smtp: 'start', env: { MAIL_SUBSCRIBE_RATE_LIMIT: '1000' }, configureSmtp: true });

  const importFile = (body: string | Uint8Array, query = '', contentType = csv) =>
    fetch(`${mail.url}${a.importSubscribers.path}${query}`, {
      method: 'POST',
      headers: { ...asAdmin, 'content-type': contentType },
      body: body as BodyInit,
    });
  const report = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return JSON.parse(text) as ImportReport;
  };

  it('adds the good rows, pending with a confirmation mail in their language, and reports every other row', async () => {
    await expectCheckInbox(await subscribe(mail, { email: 'existing@example.com' }));
    await expectCheckInbox(await subscribe(mail, { email: 'left@example.com' }));
    const token = confirmationToken((await mailsTo(mail, 'left@example.com', 1))[0]!);
    await confirm(mail, token);
    const { id } = (await subscriberByEmail(mail, 'left@example.com'))!;
    const unsubscribeToken = mail.deps.tokens.make({ purpose: 'unsubscribe', subscriberId: id, nonce: 'any' });
    expect((await mail.post('/api/mail/newsletter/unsubscribe', { token: unsubscribeToken })).status).toBe(200);

    const file = [
      '\uFEFFEmail;First Name;Language',
      'ok1@example.com;Ann;fr',
      'ok2@example.com;"=HYPERLINK(""https://evil.example"")";de',
      'ok3@example.com;+cmd|calc;en',
      'not-an-address;Bob;en',
      'ok1@EXAMPLE.com;Dup;en',
      'existing@example.com;;en',
      'left@example.com;;en',
      'lang@example.com;;klingon',
      '"broken@example.com;Quote;en',
      'extra@example.com;A;en;more',
      `long@example.com;${'x'.repeat(61)};en`,
      'ok4@example.com;Zé;pt-BR',
      '',
      'ok5@example.com;@Nina',
      'ok6@example.com;"Line\nBreak";en',
    ].join('\r\n');
    const result = await report(await importFile(file, '?language=ja'));
    expect(result).toEqual({
      rows: 15,
      added: 5,
      confirmationsSent: 5,
      skipped: 10,
      problems: [
        { row: 5, email: 'not-an-address', problem: 'invalid_email' },
        { row: 6, email: 'ok1@EXAMPLE.com', problem: 'duplicate_in_file' },
        { row: 7, email: 'existing@example.com', problem: 'already_subscribed' },
        { row: 8, email: 'left@example.com', problem: 'suppressed' },
        { row: 9, email: 'lang@example.com', problem: 'invalid_language' },
        { row: 10, email: '', problem: 'malformed_row' },
        { row: 11, email: 'extra@example.com', problem: 'malformed_row' },
        { row: 12, email: 'long@example.com', problem: 'too_long' },
        // A cell spanning two lines is two broken rows: no name holds a line break.
        { row: 16, email: '', problem: 'malformed_row' },
        { row: 17, email: '', problem: 'malformed_row' },
      ],
    });
    expect(await subscriberByEmail(mail, 'ok1@example.com')).toMatchObject({
      status: 'pending',
      firstName: 'Ann',
      language: 'fr',
      source: 'import',
    });
    // Formula starts are dropped from names: a spreadsheet opening an export never runs them.
    expect((await subscriberByEmail(mail, 'ok2@example.com'))?.firstName).toBe('HYPERLINK("https://evil.example")');
    expect((await subscriberByEmail(mail, 'ok3@example.com'))?.firstName).toBe('cmd|calc');
    expect(await subscriberByEmail(mail, 'ok4@example.com')).toMatchObject({ firstName: 'Zé', language: 'pt' });
    expect(await subscriberByEmail(mail, 'ok5@example.com')).toMatchObject({ firstName: 'Nina', language: 'ja' });
    expect(await statusOf(mail, 'left@example.com')).toBe('unsubscribed');
    expect(await statusOf(mail, 'lang@example.com')).toBeUndefined();

    const [german] = await mailsTo(mail, 'ok2@example.com', 1);
    expect(german!.parsed.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    const [japanese] = await mailsTo(mail, 'ok5@example.com', 1);
    expect(japanese!.parsed.text).toContain('Nina 様');
    expect((await confirm(mail, confirmationToken(japanese!))).status).toBe(200);
    expect(await statusOf(mail, 'ok5@example.com')).toBe('confirmed');
    // The address already known got nothing more.
    await confirmationsDone(mail, 'existing@example.com');
    expect(mail.smtp!.to('existing@example.com')).toHaveLength(1);
  });

  it('adds rows stated as confirmed elsewhere as confirmed, sending nothing; comma files and no language column', async () => {
    const before = mail.smtp!.mails.length;
    const result = await report(
      await importFile('email,name\nsure1@example.com,Sam\nsure2@example.com,\n', '?confirmed=true'),
    );
    expect(result).toEqual({ rows: 2, added: 2, confirmationsSent: 0, skipped: 0, problems: [] });
    expect(await subscriberByEmail(mail, 'sure1@example.com')).toMatchObject({
      status: 'confirmed',
      firstName: 'Sam',
      language: 'en',
      confirmedAt: mail.clock.now().toISOString(),
    });
    await confirmationsDone(mail, 'sure2@example.com');
    expect(mail.smtp!.mails.length).toBe(before);
  });

  it('refuses a file it cannot read whole with a clear 4xx, adding nothing', async () => {
    const cases: [string | Uint8Array, number, string][] = [
      ['', 400, 'empty'],
      ['\n\n  \n', 400, 'empty'],
      ['name,language\nAnn,fr\n', 400, '"email"'],
      [Uint8Array.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe, 0x40, 0x78]), 400, 'UTF-8'],
      [`email\n${'a@example.com\n'.repeat(mailLimits.importRows + 1)}`, 413, String(mailLimits.importRows)],
    ];
    for (const [body, status, words] of cases) {
      const res = await importFile(body);
      expect(res.status, words).toBe(status);
      expect((await errorOf(res)).message).toContain(words);
    }
    const tooBig = await importFile(`email\n${'x'.repeat(mailLimits.importBytes)}`);
    expect(tooBig.status).toBe(413);
    const wrongType = await importFile('email\nz@example.com\n', '', 'application/json');
    expect(wrongType.status).toBe(415);
    expect((await importFile('email\nz@example.com\n', '?confirmed=yes')).status).toBe(400);
    expect((await importFile('email\nz@example.com\n', '?language=xx')).status).toBe(400);
    expect(await subscriberByEmail(mail, 'z@example.com')).toBeUndefined();
    expect(await subscriberByEmail(mail, 'a@example.com')).toBeUndefined();
  });

  it('takes a full-size import and reports only its first rows one by one', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? `bulk${i}@example.com` : `bad${i}`));
    const result = await report(await importFile(`email\n${rows.join('\n')}\n`, '?confirmed=true'));
    expect(result).toMatchObject({ rows: 1000, added: 500, skipped: 500 });
    expect(result.problems).toHaveLength(mailLimits.importReportRows);
    expect(result.problems[0]).toEqual({ row: 3, email: 'bad1', problem: 'invalid_email' });
  });
});
