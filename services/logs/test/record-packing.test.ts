import { describe, expect, it } from 'vitest';
import { packRecords, unpackRecords } from '../src/store/record-packing.ts';
import { record } from './records.ts';

describe('records packed for the writer thread', () => {
  it('come back field for field: absent fields absent, a null culprit null, numbers exact', () => {
    const full = record({
      url: 'https://example.com/a',
      path: '/a',
      stack: 'Error: x\n    at f (https://example.com/a.js:1:2)',
      userAgent: 'Firefox',
      context: '{"k":"v"}',
      session: 'abc',
      count: 3,
      receivedAt: 1_700_000_000_123,
      foldUntil: 1_700_000_010_123,
    });
    const bare = record({ culprit: null, title: '' });
    const twin = { ...full, recordId: 'another' };
    const records = [full, bare, twin];
    expect(unpackRecords(packRecords(records))).toStrictEqual(records);
  });

  it('send each distinct text once', () => {
    const one = record({ message: 'same', title: 'same' });
    const packed = packRecords([one, { ...one, recordId: 'r2' }, { ...one, recordId: 'r3' }]);
    expect(packed.strings.filter((s) => s === 'same')).toHaveLength(1);
    expect(packed.strings.filter((s) => s === one.foldKey)).toHaveLength(1);
  });

  it('pack an empty batch', () => {
    expect(unpackRecords(packRecords([]))).toEqual([]);
  });
});
