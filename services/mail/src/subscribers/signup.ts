import { addressKey, type LanguageCode } from '@portfolio/contracts';
import type { SendingDeps } from '../deps.ts';
import { SubscriberExists, type SubscriberRecord, type SubscribersStore } from '../stores/subscribers-port.ts';
import { queueConfirmation } from './confirmations.ts';
import { isSuppressed, newNonce, newSubscriber } from './records.ts';

/** An address gets at most one confirmation mail in this long, however often its signup is sent. */
export const confirmationIntervalMs = 10 * 60_000;

export interface Signup {
  email: string;
  firstName: string;
  language: LanguageCode;
  source: string;
}

/**
 * A signup, whatever the address's state, with an answer that never tells which it was:
 * - new: a pending subscriber and a confirmation mail;
 * - pending: the confirmation mail again (same nonce: the first link still works), the language and name updated;
 * - unsubscribed or bounced: a new double opt-in, with a new nonce (older links stop working); the status stays
 *   suppressed until the new link is followed;
 * - confirmed: nothing (and nothing changed, so nobody can rename a subscriber by typing their address).
 * Past the first, a mail goes out at most once per `confirmationIntervalMs`, so a form cannot be used to flood a
 * mailbox; `mailboxFree` holds back a new address that is another spelling of one just mailed.
 */
export async function signUp(
  deps: SendingDeps,
  store: SubscribersStore,
  signup: Signup,
  /** Whether an address new to the store may be mailed now (its mailbox got no other spelling's mail lately). */
  mailboxFree: (email: string) => boolean = () => true,
): Promise<void> {
  const now = deps.now();
  const existing = await store.getByKey(addressKey(signup.email));
  if (!existing) {
    if (!mailboxFree(signup.email)) return;
    const record = newSubscriber(signup, now);
    try {
      await store.insert(record);
    } catch (err) {
      // The same address signing up twice at once: the other request handles it.
      if (err instanceof SubscriberExists) return;
      throw err;
    }
    try {
      await queueConfirmation(deps, record);
    } catch (err) {
      // Without its mail the record would wait for nothing: gone again, the visitor's retry starts afresh.
      await store.delete(record.id);
      throw err;
    }
    return;
  }
  await again(deps, store, existing, signup, now);
}

async function again(
  deps: SendingDeps,
  store: SubscribersStore,
  existing: SubscriberRecord,
  signup: Signup,
  now: Date,
) {
  if (existing.status === 'confirmed') return;
  const last = existing.confirmationRequestedAt?.getTime();
  if (last !== undefined && now.getTime() - last < confirmationIntervalMs) return;
  const updated = await store.update(
    existing.id,
    {
      language: signup.language,
      source: signup.source,
      ...(signup.firstName !== '' ? { firstName: signup.firstName } : {}),
      confirmationRequestedAt: now,
      ...(isSuppressed(existing) ? { nonce: newNonce() } : {}),
    },
    { nonce: existing.nonce, statusIn: [existing.status] },
  );
  // Changed meanwhile (confirmed, unsubscribed, another signup): that change stands.
  if (!updated) return;
  await queueConfirmation(deps, updated);
}
