import { describe, expect, it } from 'vitest';
import { sessionKeyer } from '../src/ingest/session-key.ts';
import { entry } from './http.ts';

describe('pseudonymous session keys', () => {
  const day = Date.parse('2026-03-01T10:00:00Z');

  it('name one session the same way all day, by its analytics session id wherever it comes from', () => {
    let now = day;
    const keyOf = sessionKeyer(() => now);
    const inSession = entry({ context: { sessionId: 'session-aaaa-1111' } });
    const first = keyOf(inSession, '192.0.2.1', 'UA');
    now += 3_600_000;
    expect(keyOf(inSession, '198.51.100.7', 'other UA')).toBe(first);
    expect(keyOf(entry({ context: { sessionId: 'session-bbbb-2222' } }), '192.0.2.1', 'UA')).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('fall back to the address and browser when no valid session id is sent', () => {
    const keyOf = sessionKeyer(() => day);
    const plain = entry({ userAgent: undefined, context: { sessionId: 'no spaces allowed' } });
    expect(keyOf(plain, '192.0.2.1', 'UA')).toBe(keyOf(entry({ userAgent: undefined }), '192.0.2.1', 'UA'));
    expect(keyOf(plain, '192.0.2.1', 'UA')).not.toBe(keyOf(plain, '192.0.2.2', 'UA'));
    expect(keyOf(plain, '192.0.2.1', 'UA')).not.toBe(keyOf(plain, '192.0.2.1', 'UA 2'));
  });

  it('hold no address: the key is a keyed hash that changes with the UTC day', () => {
    let now = day;
    const keyOf = sessionKeyer(() => now);
    const today = keyOf(entry(), '192.0.2.1', 'UA');
    expect(today).not.toContain('192.0.2.1');
    now += 86_400_000;
    expect(keyOf(entry(), '192.0.2.1', 'UA')).not.toBe(today);
  });

  it('differ between two keyers, so nothing derives them without the in-memory key', () => {
    expect(sessionKeyer(() => day)(entry(), '192.0.2.1', 'UA')).not.toBe(
      sessionKeyer(() => day)(entry(), '192.0.2.1', 'UA'),
    );
  });
});
