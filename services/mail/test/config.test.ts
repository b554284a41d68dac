import { describe, expect, it } from 'vitest';
import { mailLimits } from '@portfolio/contracts';
import { parseConfig } from '@portfolio/kit';
import { mailConfigSchema } from '../src/config.ts';

describe('mail configuration', () => {
  it('gives an SMTP step 15 s unless said, and at most what a check may take behind the gateway allows', () => {
    expect(parseConfig(mailConfigSchema, {}).MAIL_SMTP_TIMEOUT_MS).toBe(15_000);
    expect(parseConfig(mailConfigSchema, { MAIL_SMTP_TIMEOUT_MS: '400' }).MAIL_SMTP_TIMEOUT_MS).toBe(400);
    // Longer steps would let a check outlast the time the gateway waits for its answer, which then is a 504.
    expect(4 * mailLimits.smtpStepMs).toBeLessThanOrEqual(mailLimits.smtpAnswerWithinMs);
    expect(() => parseConfig(mailConfigSchema, { MAIL_SMTP_TIMEOUT_MS: '30000' })).toThrow(/MAIL_SMTP_TIMEOUT_MS/);
  });
});
