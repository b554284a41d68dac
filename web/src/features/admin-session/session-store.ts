import type { LoginRequest, SecondFactorRequest, SessionResponse } from '@portfolio/contracts';

/** Spec §4: unknown and loading first, then signed in or not. */
export type AdminSession =
  { status: 'loading' } | { status: 'authenticated'; email?: string } | { status: 'anonymous' };

/** The password was right and two-factor sign-in is on: the second step needs this challenge and a code. */
export interface SecondFactorNeeded {
  challenge: string;
}

export interface AdminSessionApi {
  check: () => Promise<SessionResponse>;
  /** Signed in, or (two-factor sign-in on, browser not trusted) the second step's challenge. */
  login: (credentials: LoginRequest) => Promise<SecondFactorNeeded | undefined>;
  secondFactor: (request: SecondFactorRequest) => Promise<void>;
  logout: () => Promise<void>;
}

/**
 * The administrator's session as the admin area sees it (spec §4). The check runs once per page load; after it,
 * only a sign-in, a sign-out or a refused admin call (`expire`) changes the state. Subscribers hear of every
 * change, and only of changes.
 */
export function createAdminSessionStore(api: AdminSessionApi) {
  let state: AdminSession = { status: 'loading' };
  let checking: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: AdminSession) => {
    const same =
      next.status === state.status && (next as { email?: string }).email === (state as { email?: string }).email;
    if (same) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Any failure means not signed in. A sign-in or sign-out that lands first wins over a late answer. */
    check() {
      checking ??= api.check().then(
        (session) => {
          if (state.status !== 'loading') return;
          set(session.authenticated ? { status: 'authenticated', email: session.email } : { status: 'anonymous' });
        },
        () => {
          if (state.status === 'loading') set({ status: 'anonymous' });
        },
      );
      return checking;
    },
    /**
     * Rejects with the API's error, leaving the state as it was. Answers the challenge when a code is needed: the
     * session starts only with `secondFactor`.
     */
    async login(credentials: LoginRequest): Promise<SecondFactorNeeded | undefined> {
      const next = await api.login(credentials);
      if (next) return next;
      set({ status: 'authenticated', email: credentials.email });
      return undefined;
    },
    /** The sign-in's second step, for `email` (the first step's); rejects with the API's error like `login`. */
    async secondFactor(email: string, request: SecondFactorRequest) {
      await api.secondFactor(request);
      set({ status: 'authenticated', email });
    },
    /** Signed out whatever the server answered (spec §4): the worst case is a session left to time out. */
    async logout() {
      try {
        await api.logout();
      } catch {
        // Nothing to do: the session is over as far as this page is concerned.
      } finally {
        set({ status: 'anonymous' });
      }
    },
    /** An admin call was refused (401): the session ended elsewhere (timeout, password change, sign-out). */
    expire() {
      set({ status: 'anonymous' });
    },
  };
}

export type AdminSessionStore = ReturnType<typeof createAdminSessionStore>;
