import { describe, expect, it } from 'vitest';
import { captureLogs } from './support/captured-logs.ts';

describe('logger', () => {
  it('writes one JSON object per line with the service name, level and ISO time', () => {
    const logs = captureLogs();
    logs.logger.info({ count: 2 }, 'hello');
    expect(logs.entries()).toEqual([
      { level: 30, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), service: 'kit-test', count: 2, msg: 'hello' },
    ]);
  });

  it('redacts passwords, cookies, authorization, set-cookie and session ids', () => {
    const logs = captureLogs();
    logs.logger.info(
      {
        password: 'secret-pw-1',
        passwordHash: '$argon2id$secret-hash',
        sessionId: 'secret-sid-1',
        cookie: 'koa.sess=secret-cookie-1',
        authorization: 'Bearer secret-token-0',
        body: { password: 'secret-pw-2', sessionId: 'secret-sid-2', sid: 'secret-sid-3' },
        headers: {
          cookie: 'koa.sess=secret-cookie-2',
          authorization: 'Bearer secret-token-1',
          'set-cookie': ['koa.sess=secret-cookie-3; HttpOnly'],
        },
        req: { headers: { cookie: 'secret-cookie-4', authorization: 'Basic secret-token-2', host: 'kept.example' } },
        res: { headers: { 'set-cookie': 'koa.sess=secret-cookie-5' } },
        user: { email: 'kept@example.com' },
      },
      'login',
    );
    const text = logs.text();
    expect(text).not.toMatch(/secret/);
    const [entry] = logs.entries();
    expect(entry).toMatchObject({
      password: '[redacted]',
      sessionId: '[redacted]',
      cookie: '[redacted]',
      authorization: '[redacted]',
      body: { password: '[redacted]', sessionId: '[redacted]', sid: '[redacted]' },
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'set-cookie': '[redacted]' },
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]', host: 'kept.example' } },
      res: { headers: { 'set-cookie': '[redacted]' } },
      user: { email: 'kept@example.com' },
    });
  });

  it('redacts in child loggers too (the per-request logger)', () => {
    const logs = captureLogs();
    logs.logger.child({ requestId: 'r1' }).warn({ password: 'secret-pw' }, 'child');
    expect(logs.text()).not.toContain('secret-pw');
    expect(logs.entries()[0]).toMatchObject({ requestId: 'r1', password: '[redacted]' });
  });

  it('keeps a message and a field with a newline and an escape character on one escaped line', () => {
    const logs = captureLogs();
    const forged = 'first\n{"level":50,"msg":"forged"}\r\u001b[31mred\u001b[0m\t\u0000';
    logs.logger.info({ userAgent: forged }, forged);
    const text = logs.text();
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
    const controls = [...text.slice(0, -1)].filter((c) => c.charCodeAt(0) < 0x20);
    expect(controls).toEqual([]);
    expect(text).toContain('\\n');
    expect(text).toContain('\\u001b');
    const [entry] = logs.entries();
    expect(entry).toMatchObject({ userAgent: forged, msg: forged });
  });

  it('escapes the other characters a terminal or log viewer treats as controls or line breaks', () => {
    const logs = captureLogs();
    // DEL, NEL, the 8-bit CSI and OSC introducers, and the Unicode line and paragraph separators.
    const sneaky = 'a\u007fb\u0085c\u009b31md\u009de\u2028f\u2029g';
    logs.logger.info({ field: sneaky }, sneaky);
    const text = logs.text();
    expect(text).not.toMatch(/[\u007f-\u009f\u2028\u2029]/);
    expect(logs.entries()[0]).toMatchObject({ field: sneaky, msg: sneaky });
  });

  it('honours the level', () => {
    const logs = captureLogs('warn');
    logs.logger.info('quiet');
    logs.logger.warn('loud');
    expect(logs.entries().map((e) => e.msg)).toEqual(['loud']);
  });
});
