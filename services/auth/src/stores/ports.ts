import type { PreferenceValue } from '@portfolio/contracts';

/** What a signed-in session holds. Written once at login and never rewritten, so logout is final. */
export interface SessionRecord {
  admin: string;
  /** Credentials fingerprint at login: a password rotation ends the session. */
  cred: string;
  createdAt: number;
  [key: string]: unknown;
}

export interface SessionStore {
  /** Write-once: an id that exists (or existed) is never overwritten, and a destroyed one never comes back. */
  create(id: string, record: SessionRecord, idleMs: number): Promise<void>;
  /**
   * Reads the session and sets its idle expiry to now + `idleMs`, unless that would push it later by less than
   * `slackMs` (then nothing is written); missing or expired → undefined.
   */
  touch(id: string, idleMs: number, slackMs?: number): Promise<SessionRecord | undefined>;
  destroy(id: string): Promise<void>;
  /** The live sessions, with when their idle deadline falls (the account screen's list). */
  list(): Promise<LiveSession[]>;
}

export interface LiveSession {
  id: string;
  record: SessionRecord;
  expiresAt: number;
}

/**
 * The administrator's account as the web changed it (#21): a password or email set from the account screen (they
 * override the configured ones while those stay as they were, `basedOn`), and two-factor sign-in.
 */
export interface AccountRecord {
  passwordHash?: string;
  email?: string;
  /** The fingerprint of the configured credentials the overrides were set over: a rotation by the operator wins. */
  basedOn?: string;
  /** On: the secret sealed, an id that names this enrolment (trusted browsers, used codes), recovery code hashes. */
  totp?: { id: string; secret: string; recoveryHashes: string[] };
  /** Started, not yet confirmed by a first code. */
  pendingTotp?: { secret: string; createdAt: number };
}

export interface AccountStore {
  get(): Promise<AccountRecord | undefined>;
  put(record: AccountRecord): Promise<void>;
  /** Sets `key` unless it is set: true for the first caller only (a single use), until `ttlMs` ends. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  has(key: string): Promise<boolean>;
}

/** How waits grow with the attempts counted against one key (see the login throttle). */
export interface DelayPolicy {
  /** Attempts allowed back to back; the last of them earns the first wait. */
  freeAttempts: number;
  /** The first wait; each further counted attempt doubles it. */
  baseDelayMs: number;
  /** The longest wait; also how long after its wait ends a key is forgotten, when nothing more is counted on it. */
  maxDelayMs: number;
}

export interface AttemptVerdict {
  allowed: boolean;
  /** Refused: how long until the key may try again. Allowed: the wait this attempt earned (0 for none). */
  waitMs: number;
}

/**
 * Sign-in attempts counted per key (client address, the administrator's account, a known device). Every key
 * expires on its own (a TTL in Redis, an indexed expiry column in SQLite), so no key outlives its last wait by
 * more than `maxDelayMs`.
 */
export interface AttemptStore {
  /** How long the key must still wait (0: it may try now). Reads only: it creates nothing. */
  waitFor(key: string): Promise<number>;
  /** Atomically: refuses while the key must wait; else counts one attempt and sets the wait its count earns. */
  take(key: string, policy: DelayPolicy): Promise<AttemptVerdict>;
  reset(key: string): Promise<void>;
  /** Counts one attempt in a fixed window of `windowMs` (the global ceiling); `retryAfterMs` is the window's end. */
  countWindow(key: string, windowMs: number): Promise<{ count: number; retryAfterMs: number }>;
}

/** The wait the `count`-th consecutive attempt earns: none for the free ones, then doubling up to the cap. */
export const delayAfter = (count: number, policy: DelayPolicy) =>
  count < policy.freeAttempts
    ? 0
    : Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(count - policy.freeAttempts, 40));

/** Values are validated against the contract before they are stored, so what comes back is a PreferenceValue. */
export interface PreferenceStore {
  get(key: string): Promise<PreferenceValue | undefined>;
  set(key: string, value: PreferenceValue): Promise<void>;
}

export interface AuthStores {
  sessions: SessionStore;
  attempts: AttemptStore;
  preferences: PreferenceStore;
  account: AccountStore;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
