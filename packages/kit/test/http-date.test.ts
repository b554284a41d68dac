import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { parseHttpDate } from '../src/index.ts';

const moment = Date.parse('1994-11-06T08:49:37Z');

describe('parseHttpDate: the If-Modified-Since a conditional answer compares', () => {
  it('reads the three HTTP-date forms, asctime’s as GMT whatever the machine’s zone', () => {
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(moment);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT')).toBe(moment);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(moment);
  });

  it('refuses what Date.parse would take but is no HTTP-date', () => {
    for (const value of ['3000', '2999-01-01', '1994-11-06T08:49:37Z', 'x 5000', 'Sun, 06 Nov 1994', '', ' ']) {
      expect(parseHttpDate(value), value).toBeNaN();
    }
  });

  it('stays linear on 16 KiB of adversarial text', () => {
    expect(firstSlowInput((text) => parseHttpDate(text), adversarialStrings(), 20)).toBeUndefined();
  });
});
