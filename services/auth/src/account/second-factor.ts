import { recoveryCodePattern, totpCodePattern } from '@portfolio/contracts';
import type { Sealer } from '@portfolio/kit';
import type { AccountStore } from '../stores/ports.ts';
import type { AccountState } from './account-state.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { matchingStep, totpStepSeconds } from './totp.ts';

/** A recovery code's use is remembered longer than any enrolment is likely to last (a new one changes its id). */
const recoveryMarkMs = 5 * 366 * 86_400_000;
/** A code's step is remembered until it has left the window (one step either side) for certain. */
const usedStepMs = 4 * totpStepSeconds * 1000;

export interface SecondFactorDeps {
  account: AccountState;
  store: AccountStore;
  sealer: Sealer;
  recoveryKey: string;
  now: () => number;
}

/** The secret an enrolment holds sealed; undefined when no key of ours opens it (keys replaced since). */
export const openSecret = (deps: Pick<SecondFactorDeps, 'sealer'>, sealed: string) => deps.sealer.open(sealed);

/**
 * Checks a code against the enrolment that is on: a TOTP code within one step of the clock either side, never a
 * step already used (claimed atomically, so two requests racing with one code cannot both pass), or one of the
 * recovery codes not yet used (claimed, then removed from the record). False when 2FA is off.
 */
export async function checkSecondFactor(deps: SecondFactorDeps, code: string): Promise<boolean> {
  const record = await deps.account.refresh();
  const totp = record.totp;
  if (!totp) return false;
  if (totpCodePattern.test(code)) {
    const secret = openSecret(deps, totp.secret);
    const step = secret === undefined ? undefined : matchingStep(secret, code, deps.now());
    return step !== undefined && deps.store.claim(`totp:${totp.id}:${step}`, usedStepMs);
  }
  if (!recoveryCodePattern.test(code)) return false;
  const hash = recoveryCodeHash(deps.recoveryKey, code);
  if (!totp.recoveryHashes.includes(hash)) return false;
  if (!(await deps.store.claim(`recovery:${totp.id}:${hash}`, recoveryMarkMs))) return false;
  const latest = await deps.account.refresh();
  if (latest.totp?.id === totp.id) {
    const recoveryHashes = latest.totp.recoveryHashes.filter((h) => h !== hash);
    await deps.account.write({ ...latest, totp: { ...latest.totp, recoveryHashes } });
  }
  return true;
}

/** A first code for a secret being enrolled: within the window, and its step marked used for the enrolment to come. */
export async function checkEnrolmentCode(deps: SecondFactorDeps, secret: string, id: string, code: string) {
  const step = matchingStep(secret, code, deps.now());
  return step !== undefined && deps.store.claim(`totp:${id}:${step}`, usedStepMs);
}

/** The mark that trusts a browser (its known-device id) for this enrolment; a new enrolment trusts none. */
export const trustedDeviceKey = (enrolment: string, device: string) => `trusted:${enrolment}:${device}`;
