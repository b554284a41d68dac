import { describe, expect, it } from 'vitest';
import { mailAdminEndpoints as a, mailLimits, type ImportReport, type Subscriber } from '@portfolio/contracts';
import { asAdmin, errorOf, mailForSuite } from './mail-service.ts';

describe('hostile CSV imports', () => {
  const mail = mailForSuite();

  const importFile = (body: string | Uint8Array, query = '?confirmed=true') =>
    fetch(`${mail.url}${a.importSubscribers.path}${query}`, {
      method: 'POST',
      headers: { ...asAdmin, 'content-type': 'text/csv' },
      body: body as BodyInit,
    });
  const report = async (res: Response) => {
    const text = await res.text();
    expect(res.status, text.slice(0, 300)).toBe(200);
    return JSON.parse(text) as ImportReport;
  };
  const everyone = async () =>
    (await mail.expectStatus<{ items: Subscriber[] }>(200, 'GET', a.exportSubscribers.path)).items;
  const problemsOf = (result: ImportReport) => result.problems.map(({ row, problem }) => [row, problem]);

  it('keeps no name a spreadsheet would run as a formula, however it is prefixed or quoted', async () => {
    const rows = [
      'formula1@example.com,=HYPERLINK("http://evil.example"\\,"x")',
      'formula2@example.com,"=1+1"',
      'formula3@example.com,+SUM(A1)',
      'formula4@example.com,-2+3',
      'formula5@example.com,@SUM(A1)',
      'formula6@example.com,"\t=cmd|\' /C calc\'!A0"',
      'formula7@example.com," =1+1"',
      'formula8@example.com,"==+-@=x"',
      'formula9@example.com,\u3000=1',
    ];
    const result = await report(await importFile(`email,name\n${rows.join('\n')}\n`));
    expect(result.rows).toBe(rows.length);
    const names = (await everyone()).filter((s) => s.email.startsWith('formula')).map((s) => s.firstName);
    for (const name of names) expect(name, name).not.toMatch(/^[=+\-@\t\r\s]/u);
    expect(names.length + result.problems.length).toBe(rows.length);
  });

  it('reports a broken row alone and keeps reading the rows after it', async () => {
    const file = [
      'email,name',
      'before@example.com,Before',
      '"open@example.com,Never closed',
      'after1@example.com,After',
      'quote@example.com,a"b',
      '"after2@example.com","After ""two"""',
      'cells@example.com,one,two,three',
      ',',
      ',,,,,,,,',
    ].join('\n');
    const result = await report(await importFile(file));
    expect(result).toMatchObject({ rows: 8, added: 3 });
    expect(problemsOf(result)).toEqual([
      [3, 'malformed_row'],
      [5, 'malformed_row'],
      [7, 'malformed_row'],
      [8, 'invalid_email'],
      [9, 'malformed_row'],
    ]);
    const emails = (await everyone()).map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['before@example.com', 'after1@example.com', 'after2@example.com']));
    expect((await everyone()).find((s) => s.email === 'after2@example.com')?.firstName).toBe('After "two"');
  });

  it('reads a byte-order mark, mixed line endings, semicolons, duplicate and odd columns', async () => {
    const file = `\ufeffE-Mail;Name;name;EMAIL;Lang\r\nmixed1@example.com;A;B;other@example.com;FR\rmixed2@example.com;C;D;x;pt_BR\n\r\n\nmixed3@example.com;;;;\r\n`;
    const result = await report(await importFile(new TextEncoder().encode(file)));
    expect(result).toMatchObject({ rows: 3, added: 3, problems: [] });
    const mine = (await everyone()).filter((s) => s.email.startsWith('mixed'));
    expect(
      mine
        .map(({ email, firstName, language }) => ({ email, firstName, language }))
        .sort((x, y) => (x.email < y.email ? -1 : 1)),
    ).toEqual([
      { email: 'mixed1@example.com', firstName: 'A', language: 'fr' },
      { email: 'mixed2@example.com', firstName: 'C', language: 'pt' },
      { email: 'mixed3@example.com', firstName: '', language: 'en' },
    ]);
    expect((await everyone()).some((s) => s.email === 'other@example.com')).toBe(false);
  });

  it('refuses a file without a header, of binary junk, or of UTF-16, with a clear 4xx and adds nothing', async () => {
    const before = (await everyone()).length;
    const junk = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    const utf16 = new Uint8Array(Buffer.from('\ufeffemail\r\nutf16@example.com\r\n', 'utf16le'));
    const cases: [string | Uint8Array, string][] = [
      ['noheader@example.com\nsecond@example.com\n', 'no header'],
      ['"email\nx@example.com\n', 'header quote left open'],
      [junk, 'binary'],
      [utf16, 'UTF-16'],
      ['\u0000\u0001\u0002email\u0000\nnul@example.com', 'controls'],
      ['sep=,\nemail\nsep@example.com', 'excel separator line'],
    ];
    for (const [body, label] of cases) {
      const res = await importFile(body);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(typeof (await errorOf(res)).message, label).toBe('string');
    }
    expect((await everyone()).length).toBe(before);
  });

  it('takes a file of exactly the byte and row limits, and refuses one byte or one row more whole', async () => {
    const rows = Array.from({ length: mailLimits.importRows }, (_, i) => `limit${i}@example.com,Name ${i}`);
    const body = `email,name\n${rows.join('\n')}\n`;
    const exact = body + ' '.repeat(mailLimits.importBytes - Buffer.byteLength(body));
    expect(Buffer.byteLength(exact)).toBe(mailLimits.importBytes);
    const before = (await everyone()).length;
    const over = await importFile(`${exact} `);
    expect(over.status).toBe(413);
    expect((await errorOf(over)).code).toBe('payload_too_large');
    const oneRowMore = await importFile(`${body}limitx@example.com\n`);
    expect(oneRowMore.status).toBe(413);
    expect((await everyone()).length).toBe(before);
    const result = await report(await importFile(exact));
    expect(result).toMatchObject({ rows: mailLimits.importRows, added: mailLimits.importRows, problems: [] });
  });
});
