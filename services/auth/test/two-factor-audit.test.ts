import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../packages/kit/test/support/captured-logs.ts';
import { totpAt } from '../src/account/totp.ts';
import { enrol, handClock, passwordStep, secondStep } from './account-http.ts';
import { startAuth, useBackend } from './fixture.ts';
import { signIn } from './http.ts';

describe('audit trail of two-step sign-ins', () => {
  const backend = useBackend('sqlite');

  it('logs the password step that asks a code, a wrong code and the sign-in it completes', async () => {
    const logs = captureLogs();
    const clock = handClock();
    const { url } = await startAuth(backend(), { logger: logs.logger, now: clock.now });
    const { secret } = await enrol(url, await signIn(url), clock);
    clock.advance(30_000);
    const { body } = await passwordStep(url);
    expect((await secondStep(url, { challenge: body.challenge!, code: '000000' })).status).toBe(401);
    expect((await secondStep(url, { challenge: body.challenge!, code: totpAt(secret, clock.now()) })).status).toBe(200);
    const outcomes = logs
      .entries()
      .filter((e) => e.audit === 'sign_in')
      .map((e) => e.outcome);
    expect(outcomes).toEqual(['success', 'code_required', 'invalid_code', 'success']);
  });
});
