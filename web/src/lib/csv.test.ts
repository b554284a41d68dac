import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes every text cell, leaves numbers bare and ends every line with CRLF (RFC 4180)', () => {
    expect(toCsv([['a', 'b,c', 'say "hi"', 'two\nlines', 3, -1.5, null]])).toBe(
      '"a","b,c","say ""hi""","two\nlines",3,-1.5,\r\n',
    );
  });

  it('keeps spreadsheets from running visitor-supplied text as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '/ok']])).toBe(
      `"'=HYPERLINK(""x"")","'+1","'-1","'@SUM(A1)","'\t'=1","'\r'=1","/ok"\r\n`,
    );
  });

  it('neutralises formulas after the separators of French and German spreadsheets (;) and tab too', () => {
    expect(toCsv([['/a;=cmd|calc', '/b\t+1', '/c;"@SUM(A1)"', '/d\n-2', '/e;ok;x=1']])).toBe(
      `"/a;'=cmd|calc","/b\t'+1","/c;""'@SUM(A1)""","/d\n'-2","/e;ok;x=1"\r\n`,
    );
  });

  it('leaves no cell starting with a formula character, whatever a spreadsheet splits on', () => {
    const csv = toCsv([['=1;+2\t-3\r\n@4;;=5', '\t\t=6']]);
    for (const separator of [',', ';', '\t']) {
      const cells = csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
      for (const text of cells) expect(text.replace(/^"+/, '')).not.toMatch(/^[=+\-@]/);
    }
  });
});
