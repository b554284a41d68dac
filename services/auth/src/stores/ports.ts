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
  /** Reads the session and pushes its idle expiry forward; missing or expired → undefined. */
  touch(id: string, idleMs: number): Promise<SessionRecord | undefined>;
  destroy(id: string): Promise<void>;
}

export interface AttemptWindow {
  count: number;
  /** Until the count resets, in ms (0 when there is nothing counted). */
  retryAfterMs: number;
}

/** Counts failed sign-ins per key (client address, account) within a window. */
export interface AttemptStore {
  /** Counts one attempt. The window restarts with each counted attempt up to `max`; beyond it, it no longer moves. */
  hit(key: string, windowMs: number, max: number): Promise<AttemptWindow>;
  reset(key: string): Promise<void>;
}

export interface PreferenceStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

export interface AuthStores {
  sessions: SessionStore;
  attempts: AttemptStore;
  preferences: PreferenceStore;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
