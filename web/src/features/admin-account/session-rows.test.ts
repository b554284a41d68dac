import type { OpenSession } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { isUnknown, sessionRows } from './session-rows';

const session = (id: string, lastActivityAt: number, current = false): OpenSession => ({
  id,
  browser: 'Firefox on Linux',
  country: 'FR',
  createdAt: 0,
  lastActivityAt,
  current,
});

describe('open sessions in the table', () => {
  it('puts this session first, then the most recently active', () => {
    const rows = sessionRows([session('a', 10), session('b', 30), session('me', 5, true), session('c', 20)]);
    expect(rows.map((row) => row.id)).toEqual(['me', 'b', 'c', 'a']);
  });

  it('leaves the list it was given as it was', () => {
    const given = [session('a', 1), session('b', 2)];
    sessionRows(given);
    expect(given.map((row) => row.id)).toEqual(['a', 'b']);
  });

  it('knows the server’s word for a place or browser it could not tell', () => {
    expect(isUnknown('Unknown')).toBe(true);
    expect(isUnknown('')).toBe(true);
    expect(isUnknown('DE')).toBe(false);
  });
});
