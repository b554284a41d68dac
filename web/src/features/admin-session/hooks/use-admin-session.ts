import { createContext, use, useSyncExternalStore } from 'react';
import type { AdminSessionStore } from '../session-store';

export const AdminSessionContext = createContext<AdminSessionStore | null>(null);

/** The session and its store, inside `AdminSessionProvider`. */
export function useAdminSession() {
  const store = use(AdminSessionContext);
  if (!store) throw new Error('useAdminSession needs an AdminSessionProvider');
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { session, store };
}
