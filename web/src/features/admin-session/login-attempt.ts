import type { LoginRequest } from '@portfolio/contracts';
import { ApiError } from '@/lib/api-client';
import { isAdminEmail } from './email-pattern';
import type { AdminSessionStore } from './session-store';

export type LoginOutcome =
  | { kind: 'success' }
  /** Wrong email or password, or an email the pattern refuses (then no call was made). */
  | { kind: 'refused' }
  | { kind: 'throttled'; retryAfterSeconds?: number }
  /** Anything else: network, server error. */
  | { kind: 'error' };

/** The login form's submission (spec §4, §5), apart from what it shows. */
export async function attemptLogin(store: AdminSessionStore, credentials: LoginRequest): Promise<LoginOutcome> {
  if (!isAdminEmail(credentials.email)) return { kind: 'refused' };
  try {
    await store.login(credentials);
    return { kind: 'success' };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'error' };
    if (error.status === 429) return { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
    if (error.status === 400 || error.status === 401) return { kind: 'refused' };
    return { kind: 'error' };
  }
}
