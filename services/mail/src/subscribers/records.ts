import { randomBytes } from 'node:crypto';
import { addressKey, type LanguageCode, type Subscriber } from '@portfolio/contracts';
import type { SubscriberRecord } from '../stores/subscribers-port.ts';

/** 128 random bits: an id nobody guesses (an admin URL) and that never comes back after an erasure. */
export const newSubscriberId = () => randomBytes(16).toString('hex');
/** A fresh nonce: links made before it stop confirming (see links.ts). */
export const newNonce = () => randomBytes(12).toString('base64url');

/** A new subscriber, pending unless the administrator states that they confirmed elsewhere (an import). */
export function newSubscriber(
  fields: { email: string; firstName: string; language: LanguageCode; source: string },
  now: Date,
  confirmed = false,
): SubscriberRecord {
  return {
    id: newSubscriberId(),
    email: fields.email,
    key: addressKey(fields.email),
    firstName: fields.firstName,
    status: confirmed ? 'confirmed' : 'pending',
    language: fields.language,
    source: fields.source,
    createdAt: now,
    confirmedAt: confirmed ? now : null,
    updatedAt: now,
    nonce: newNonce(),
    confirmationRequestedAt: confirmed ? null : now,
    unsubscribedAt: null,
  };
}

/** A subscriber as the administrator's API shows it (no nonce, no bookkeeping). */
export const subscriberOf = (record: SubscriberRecord): Subscriber => ({
  id: record.id,
  email: record.email,
  firstName: record.firstName,
  status: record.status,
  language: record.language,
  source: record.source,
  createdAt: record.createdAt.toISOString(),
  confirmedAt: record.confirmedAt?.toISOString() ?? null,
  updatedAt: record.updatedAt.toISOString(),
});

/** Unsubscribed and bounced addresses: the suppression list. Nothing goes to them until a new double opt-in. */
export const isSuppressed = (record: Pick<SubscriberRecord, 'status'>) =>
  record.status === 'unsubscribed' || record.status === 'bounced';
