import { HttpError } from '@portfolio/kit';
import type { AttemptStore } from './stores/ports.ts';

export interface ThrottleSettings {
  /** Consecutive failures allowed; the next attempt is refused. */
  maxFailures: number;
  lockoutMs: number;
}

/**
 * Login throttling per client address and per account. The attempt is counted before the password is checked,
 * so parallel guesses cannot slip past the limit; a success clears both counters (failures are consecutive).
 * While blocked even the right password is refused.
 */
export function loginThrottle(store: AttemptStore, settings: ThrottleSettings) {
  const keys = (ip: string, email: string) => [`ip:${ip}`, `account:${email.toLowerCase()}`];
  return {
    async enter(ip: string, email: string) {
      const windows = await Promise.all(
        keys(ip, email).map((k) => store.hit(k, settings.lockoutMs, settings.maxFailures)),
      );
      const blocked = windows.filter((w) => w.count > settings.maxFailures);
      if (blocked.length > 0) {
        const retryAfter = Math.max(1, Math.ceil(Math.max(...blocked.map((w) => w.retryAfterMs)) / 1000));
        throw new HttpError(429, 'too_many_requests', 'Too many failed sign-in attempts. Try again later.', {
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
    },
    async succeeded(ip: string, email: string) {
      await Promise.all(keys(ip, email).map((k) => store.reset(k)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
