import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../packages/kit/test/support/captured-logs.ts';
import { adminEmail, adminPassword, startAuth, useBackend } from './fixture.ts';
import { login, postJson, type Call } from './http.ts';

const from = (ip: string, cookie?: string): Call => ({ headers: { 'x-forwarded-for': ip }, cookie });
const auditLines = (entries: Record<string, unknown>[]) => entries.filter((e) => e.audit === 'sign_in');

describe('audit trail of sign-ins', () => {
  const backend = useBackend('sqlite');

  it('logs one structured line per attempt: outcome, client address, a keyed hash of the email, never the email', async () => {
    const logs = captureLogs();
    const { url } = await startAuth(backend(), {
      trust: ['127.0.0.1'],
      logger: logs.logger,
      throttle: { maxFailures: 2 },
    });
    const signedIn = await login(url, undefined, from('198.51.100.1'));
    expect(signedIn.status).toBe(200);
    const device = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('portfolio_device='))!
      .split(';')[0]!;
    expect((await login(url, { email: adminEmail, password: 'wrong' }, from('203.0.113.1'))).status).toBe(401);
    const otherEmail = 'someone.else@example.org';
    expect((await login(url, { email: otherEmail, password: 'wrong' }, from('203.0.113.1'))).status).toBe(401);
    expect((await login(url, { email: adminEmail.toUpperCase(), password: 'x' }, from('203.0.113.1'))).status).toBe(
      429,
    );
    expect((await login(url, undefined, from('198.51.100.1', device))).status).toBe(200);
    // Not an attempt: no email to speak of. The access log has it.
    expect((await postJson(url, '/api/admin/login', { email: 'not an email' }, from('203.0.113.2'))).status).toBe(400);

    const lines = auditLines(logs.entries());
    expect(lines.map((l) => [l.outcome, l.address, l.knownDevice])).toEqual([
      ['success', '198.51.100.1', false],
      ['invalid_credentials', '203.0.113.1', false],
      ['invalid_credentials', '203.0.113.1', false],
      ['throttled', '203.0.113.1', false],
      ['success', '198.51.100.1', true],
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, msg: 'sign-in attempt', requestId: expect.any(String) });
      expect(line.emailHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    // The same account hashes the same in any case; another email differently.
    const hashes = lines.map((l) => l.emailHash);
    expect(new Set([hashes[0], hashes[1], hashes[3], hashes[4]]).size).toBe(1);
    expect(hashes[2]).not.toBe(hashes[0]);
    // Keyed: not a plain digest anyone could recompute from a guess.
    expect(logs.text()).not.toMatch(/example\.com|example\.org/i);
    expect(logs.text()).not.toContain(adminPassword);
  });

  it('logs an attempt the store could not serve as unavailable', async () => {
    const logs = captureLogs();
    const { url, stores } = await startAuth(backend(), { trust: ['127.0.0.1'], logger: logs.logger });
    await stores.close();
    expect((await login(url, undefined, from('198.51.100.9'))).status).toBe(503);
    expect(auditLines(logs.entries())).toEqual([
      expect.objectContaining({ outcome: 'unavailable', address: '198.51.100.9', knownDevice: false }),
    ]);
  });
});
