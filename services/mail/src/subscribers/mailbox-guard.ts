import { addressKey } from '@portfolio/contracts';
import { confirmationIntervalMs } from './signup.ts';

/**
 * The mailbox an address reaches at most providers: every casing of the local part, with or without a `+tag`.
 * Each spelling is a subscriber of its own (the local part's case is kept), so the store's one mail per address and
 * interval let every spelling of a victim's address bring its own confirmation mail.
 */
const mailboxOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at).split('+', 1)[0]}@${email.slice(at + 1)}`.toLowerCase();
};

/**
 * Whether an address new to the store may be sent its confirmation now: not when another spelling of its mailbox
 * was sent one less than `confirmationIntervalMs` ago. The same spelling again (signed up afresh after an erasure)
 * is the store's to decide. Remembers the last `maxMailboxes` mailboxes, in this process only.
 */
export function mailboxGuard(now: () => Date, maxMailboxes = 50_000) {
  const mailed = new Map<string, { key: string; at: number }>();
  return (email: string): boolean => {
    const mailbox = mailboxOf(email);
    const key = addressKey(email);
    const at = now().getTime();
    const last = mailed.get(mailbox);
    if (last && last.key !== key && at - last.at < confirmationIntervalMs) return false;
    mailed.delete(mailbox);
    mailed.set(mailbox, { key, at });
    if (mailed.size > maxMailboxes) mailed.delete(mailed.keys().next().value!);
    return true;
  };
}
