import { storageKeys } from '@/config/constants';
import { timeRandomId } from '@/lib/random-id';
import { readStorage, writeStorage } from '@/lib/storage';

const validId = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The visit's identity (spec §3): a time-plus-random id and the first path of the visit, both in session
 * storage, so they last as long as the tab and are never shared with another tab or a later visit.
 */
export function currentSession(path: string): { sessionId: string; landingPage: string } {
  const stored = readStorage(storageKeys.analyticsSessionId, 'session');
  const landing = readStorage(storageKeys.analyticsLandingPage, 'session');
  if (stored && validId.test(stored) && landing?.startsWith('/')) return { sessionId: stored, landingPage: landing };
  const sessionId = timeRandomId();
  writeStorage(storageKeys.analyticsSessionId, sessionId, 'session');
  writeStorage(storageKeys.analyticsLandingPage, path, 'session');
  return { sessionId, landingPage: path };
}
