import { randomBytes } from 'node:crypto';

/** What a claim proves: random, so that a runner cannot guess another's. */
export const newLease = () => randomBytes(16).toString('base64url');

/** A job's time as stored; an invalid date would sort nowhere, so it is refused before it reaches the store. */
export function validTime(date: Date, what: string): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`job ${what} is not a valid date`);
  return date;
}

/**
 * A job's `attempts` from the stored count of claims since it was put: every claim but a live one ended in a failure
 * or an interruption (a finished job is removed), so the runs before the current or next one are the claims less
 * the one that holds a lease.
 */
export const attemptsOf = (claims: number, leased: boolean) => claims - (leased ? 1 : 0);

/** Seconds since `oldest` (ms) as of `now` (ms), whole; 0 when there is none. */
export const ageSeconds = (now: number, oldest: number | null | undefined) =>
  oldest === null || oldest === undefined ? 0 : Math.max(0, Math.floor((now - oldest) / 1000));
