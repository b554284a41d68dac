import type { Lifecycle } from '@portfolio/kit';
import { credentialFingerprint, type AdminCredentials, type CredentialSource } from '../credentials/credentials.ts';
import type { AccountRecord, AccountStore } from '../stores/ports.ts';

/**
 * The account record, kept in memory for the checks made on every request (whose credentials are read synchronously)
 * and re-read from the store before every sign-in and account change, which write through it.
 *
 * A password or email set from the account screen overrides the configured credentials while those stay as they
 * were when it was set: an operator's rotation (`make admin-password`, a new ADMIN_PASSWORD_HASH) wins.
 */
export function accountState(store: AccountStore, configured: CredentialSource) {
  let record: AccountRecord = {};
  // A read that began before a write must not put the older record back once the write is done.
  let writes = 0;
  const overridesApply = (base: AdminCredentials) => record.basedOn === credentialFingerprint(base);
  const credentials: CredentialSource = () => {
    const base = configured();
    if (!overridesApply(base)) return base;
    return { email: record.email ?? base.email, passwordHash: record.passwordHash ?? base.passwordHash };
  };
  return {
    store,
    credentials,
    current: () => record,
    async refresh(): Promise<AccountRecord> {
      const before = writes;
      const read = (await store.get()) ?? {};
      if (writes === before) record = read;
      return record;
    },
    async write(next: AccountRecord) {
      writes += 1;
      await store.put(next);
      record = next;
    },
    /** The record with new credentials set over the configured ones (the other overrides kept while they apply). */
    withCredentials(change: Partial<AdminCredentials>): AccountRecord {
      const base = configured();
      const { email, passwordHash, basedOn: _basedOn, ...rest } = record;
      const merged = { ...(overridesApply(base) ? { email, passwordHash } : {}), ...change };
      return {
        ...rest,
        basedOn: credentialFingerprint(base),
        ...(merged.email ? { email: merged.email } : {}),
        ...(merged.passwordHash ? { passwordHash: merged.passwordHash } : {}),
      };
    },
  };
}
export type AccountState = ReturnType<typeof accountState>;

/**
 * Loads the record at start and again every `everyMs` (another process may have changed it: two single processes on
 * one data folder), so that the session checks, which read the cached credentials, see overrides set before a
 * restart. Readiness waits for the first load. Returns what stops it.
 */
export function keepAccountFresh(state: AccountState, lifecycle: Lifecycle, everyMs = 10_000): () => void {
  let loaded = false;
  const load = () =>
    state.refresh().then(
      () => (loaded = true),
      () => false,
    );
  void load();
  lifecycle.checks.push({ name: 'account', check: async () => loaded || load() });
  const timer = setInterval(() => void load(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
