import { addressKey, HttpError } from '@portfolio/kit';
import type { AttemptStore, DelayPolicy } from './stores/ports.ts';

export interface ThrottleSettings {
  /** Attempts allowed back to back per key; from the last of them on, each earns a doubling wait. */
  maxFailures: number;
  /** The first wait. */
  baseDelayMs: number;
  /** The longest wait; a key is also forgotten this long after its wait ends. */
  maxDelayMs: number;
  /** Sign-in attempts per minute for the whole service, known devices aside. */
  globalPerMinute: number;
}

/** One sign-in attempt, as the throttle sees it. */
export interface Attempt {
  /** The client's address (counted by its /64 for IPv6). */
  address: string;
  /** The administrator's account, only when the attempt named it: other emails get no counter of their own. */
  account?: string | undefined;
  /** The id of a valid known-device cookie issued for that account. */
  device?: string | undefined;
}

const tooMany = (waitMs: number, message: string) =>
  new HttpError(429, 'too_many_requests', message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });
const waitMessage = 'Too many failed sign-in attempts. Try again later.';

/**
 * Sign-in throttling by progressive delays, never a hard lock. Each key (the client's address, the administrator's
 * account, a known device) allows `maxFailures` attempts back to back; after that each attempt must wait a
 * doubling delay (capped at `maxDelayMs`), answered 429 with Retry-After.
 *
 * An attempt carrying a valid known-device cookie (OWASP's device-cookie pattern) is counted on its device alone:
 * a flood aimed at the account or coming from the same address does not stop the administrator's own browser.
 * Every other attempt counts on its address and, when it names the administrator, on the account; then on a
 * global ceiling per minute. Refusals are decided first from what is already counted, so a refused attempt writes
 * nothing, and a key is created only inside the global ceiling: the keys alive at once stay under
 * `globalPerMinute` × (2 × maxDelayMs in minutes), whatever a flood of addresses or emails does.
 *
 * Attempts are counted before the password is checked, so parallel guesses cannot slip past the limit.
 */
export function loginThrottle(store: AttemptStore, settings: ThrottleSettings) {
  const policy: DelayPolicy = {
    freeAttempts: settings.maxFailures,
    baseDelayMs: settings.baseDelayMs,
    maxDelayMs: settings.maxDelayMs,
  };
  const keysOf = ({ address, account, device }: Attempt) =>
    device
      ? [`device:${device}`]
      : [`ip:${addressKey(address)}`, ...(account ? [`account:${account.toLowerCase()}`] : [])];

  const take = async (keys: string[]) => {
    const verdicts = await Promise.all(keys.map((key) => store.take(key, policy)));
    const refused = verdicts.filter((v) => !v.allowed);
    if (refused.length > 0) throw tooMany(Math.max(...refused.map((v) => v.waitMs)), waitMessage);
  };

  return {
    async enter(attempt: Attempt) {
      const keys = keysOf(attempt);
      if (attempt.device) return take(keys);
      const wait = Math.max(...(await Promise.all(keys.map((key) => store.waitFor(key)))));
      if (wait > 0) throw tooMany(wait, waitMessage);
      const global = await store.countWindow('global', 60_000);
      if (global.count > settings.globalPerMinute) {
        throw tooMany(global.retryAfterMs, 'Too many sign-in attempts right now. Try again shortly.');
      }
      await take(keys);
    },
    /** Clears the keys the attempt counted on: a known device's success leaves the account's count to its attackers. */
    async succeeded(attempt: Attempt) {
      await Promise.all(keysOf(attempt).map((key) => store.reset(key)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
