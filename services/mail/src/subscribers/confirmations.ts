import type { Job, JobHandler } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { SubscriberRecord, SubscribersStore } from '../stores/subscribers-port.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { newNonce } from './records.ts';

/** The durable job that sends a confirmation mail: the signup answers at once, a failed send is retried. */
export const confirmJobKind = 'subscriber:confirm';
/** One pending confirmation per subscriber: asking again replaces it rather than adding a second mail. */
export const confirmJobId = (subscriberId: string) => `${confirmJobKind}:${subscriberId}`;

interface ConfirmPayload {
  subscriberId: string;
  requestedAt: number;
}

/**
 * Puts the confirmation mail of `record` on the job list and wakes the runner, unless `wake` is false (an import
 * wakes it once at the end rather than for each of its rows).
 */
export async function queueConfirmation(deps: SendingDeps, record: SubscriberRecord, wake = true): Promise<void> {
  const requestedAt = (record.confirmationRequestedAt ?? deps.now()).getTime();
  const payload: ConfirmPayload = { subscriberId: record.id, requestedAt };
  await deps.jobs.put({ id: confirmJobId(record.id), kind: confirmJobKind, runAt: deps.now(), payload });
  if (wake) deps.wake();
}

/** A permanent refusal (5xx) of an address: on the suppression list, its links void. */
export async function markBounced(store: SubscribersStore, id: string, now: Date) {
  await store.update(
    id,
    { status: 'bounced', updatedAt: now, nonce: newNonce() },
    { statusIn: ['pending', 'confirmed'] },
  );
}

/**
 * Sends the mail as the subscriber is now: nothing to an erased or already confirmed one; the link carries the
 * current nonce. A temporary failure (or SMTP not configured yet) throws, so the runner retries with back-off; a
 * permanent one marks the address bounced.
 */
export function confirmationJob(deps: SendingDeps, store: SubscribersStore): JobHandler {
  return async (job: Job) => {
    const { subscriberId, requestedAt } = job.payload as ConfirmPayload;
    const record = await store.get(subscriberId);
    if (!record || record.status === 'confirmed') return;
    if (!(await deps.mailer.configured())) throw new Error('confirmation mail waits: SMTP is not configured');
    const outcome = await deps.mailer.send(await confirmationMail(deps, record, requestedAt));
    if (outcome.ok) return;
    if (outcome.permanent) {
      deps.logger.info({ subscriber: subscriberId, reason: outcome.reason }, 'confirmation mail refused; bounced');
      await markBounced(store, subscriberId, deps.now());
      return;
    }
    throw new Error(`confirmation mail not sent (${outcome.reason}${outcome.detail ? `: ${outcome.detail}` : ''})`);
  };
}
