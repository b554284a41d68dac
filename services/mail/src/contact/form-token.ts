import { mailLimits } from '@portfolio/contracts';
import type { Signer } from '@portfolio/kit';

/** What a form token says of the message it came with. */
export type TokenVerdict =
  /** Issued long enough ago for a person to have typed the message, and not so long that it has expired. */
  | 'fresh'
  /** Sent sooner after the form appeared than a person could: a script. */
  | 'too_fast'
  /** Not one of ours, altered, or expired: the form fetches a new one and sends again. */
  | 'invalid';

/**
 * The contact form's tokens: a signed note of when the form appeared (milliseconds since the epoch), so that the
 * time it took to fill is known without keeping anything per visitor. A bot that fetches a token and posts at once
 * is taken for spam; one that keeps a token for later has a day at most, and still meets the rate limit.
 */
export function formTokens(signer: Signer, now: () => Date) {
  return {
    issue: () => signer.sign(String(now().getTime())),
    check(token: string): TokenVerdict {
      const payload = signer.verify(token);
      if (payload === undefined || !/^\d{1,15}$/.test(payload)) return 'invalid';
      const age = now().getTime() - Number(payload);
      // A token from the future was signed by a clock ahead of ours (another instance): as good as a new one.
      if (age < mailLimits.minimumFillMs) return 'too_fast';
      return age > mailLimits.formTokenMaxAgeMs ? 'invalid' : 'fresh';
    },
  };
}
export type FormTokens = ReturnType<typeof formTokens>;
