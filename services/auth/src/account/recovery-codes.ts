import { createHmac, randomInt } from 'node:crypto';
import { accountLimits } from '@portfolio/contracts';

// No 0/O, 1/I/L: a code copied from paper reads one way.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes of ten characters from 31 (about 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: accountLimits.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The same code however typed: case and the dash do not matter. */
export const normaliseRecoveryCode = (code: string) => code.replace(/-/g, '').toLowerCase();

/**
 * Only this is stored. A keyed hash rather than Argon2: 49 random bits are out of reach of guessing anyway, and
 * checking one must not cost ten password hashes; the key (from the session keys) keeps a stolen store useless alone.
 */
export const recoveryCodeHash = (key: string, code: string) =>
  createHmac('sha256', key)
    .update(`recovery-code\n${normaliseRecoveryCode(code)}`)
    .digest('base64url');
