import type { Subscriber } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { exportFileName, subscribersCsv } from './subscribers-csv';

const subscriber: Subscriber = {
  id: 's1',
  email: 'ada@example.com',
  firstName: '=HYPERLINK("http://evil")',
  status: 'confirmed',
  language: 'fr',
  source: '/blog/a;+cmd',
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
};

describe('subscriber export', () => {
  it('has a header row of the API’s names and one row per subscriber, an empty cell for a missing date', () => {
    const lines = subscribersCsv([subscriber]).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"email","first_name","status","language","source","created_at","confirmed_at","updated_at"');
    expect(lines[1]).toMatch(
      /^"ada@example.com",.*,"confirmed","fr",.*,"2026-11-20T10:00:00.000Z",,"2026-11-21T10:00:00.000Z"$/,
    );
  });

  it('neutralises the formulas a visitor could have typed as a name or sent as a source page', () => {
    const [, row] = subscribersCsv([subscriber]).trimEnd().split('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain(`"/blog/a;'+cmd"`);
  });

  it('is named after the day of the export', () => {
    expect(exportFileName(new Date('2026-11-24T23:30:00Z'))).toBe('subscribers-2026-11-24.csv');
  });
});
