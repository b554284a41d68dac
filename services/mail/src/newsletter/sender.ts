import type { DeliveryFailure, LanguageCode } from '@portfolio/contracts';
import type { Job } from '@portfolio/kit';
import type { OutgoingMail, SendOutcome } from '../smtp/mailer.ts';
import type { IssueRecord } from '../stores/newsletter-port.ts';
import type { NewsletterRecipient } from '../subscribers/directory.ts';
import { unsubscribeLinks } from '../subscribers/unsubscribe-links.ts';
import { issueMail, recipientValues, siteHost, type IssueMail } from './issue-mail.ts';
import { sendJobId, sendKind, type IssueDeps } from './issues.ts';

/** Confirmed subscribers read per page when an issue's recipient list is made. */
const enqueuePage = 500;
/** How long one run of the sending job goes on before it hands the job list back (other jobs wait meanwhile). */
const sliceMs = 5_000;
/** Temporary failures about one recipient before its delivery is given up as failed. */
const maxAttempts = 8;
/** 1, 2, 4 … 64 minutes between the tries of one recipient: about four hours in all before giving up. */
const retryDelayMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);
/** 30 s, 1, 2 … 30 minutes while the server cannot be reached or refuses us; the issue waits, nobody is charged. */
const pauseDelayMs = (pauses: number) => Math.min(30_000 * 2 ** Math.max(0, pauses - 1), 30 * 60_000);

/** Failures about the server or our settings, not the recipient: the whole issue pauses. */
const serverFailures: ReadonlySet<DeliveryFailure> = new Set([
  'auth',
  'certificate',
  'timeout',
  'connection',
  'tls',
  'not_configured',
]);

interface SendPayload {
  issueId: string;
  /** Runs in a row that found the server away (the pause grows with them). */
  pauses?: number;
}

/**
 * The sending of an issue, as runs of one durable job (`newsletter-send`) that each go on for a few seconds then put
 * the job again, so that confirmation mails and contact notifications are not held up behind ten thousand
 * recipients.
 *
 * A run first completes the recipient list if it is not (one delivery per confirmed subscriber, paged, idempotent),
 * then claims one delivery at a time at MAIL_SEND_RATE and sends it over one pooled connection. The record of each
 * delivery makes it exactly once per recipient across a crash:
 * - claimed (status `sending`, under a lease) before anything goes out;
 * - marked `sent` right after the server's 250, before the next delivery is claimed;
 * - after a restart, the issue's job runs at once and a delivery still `sending` is claimed again once its lease
 *   has run out (the stopped process cannot be holding it any more) and sent.
 * The one window left is between the server's 250 and that record (a few microseconds of a synchronous SQLite
 * write, or one MongoDB round trip): a crash exactly there sends that one recipient the issue a second time, under
 * the same Message-ID (`<newsletter-{issue}-{subscriber}@{site}>`), which receiving servers and clients use to
 * drop duplicates. The other way round (taking a claimed delivery for sent) would lose mails to every crash during
 * an SMTP conversation, a far wider window.
 */
export function newsletterSender(deps: IssueDeps) {
  const { store, jobs, now, config, directory, mailer } = deps;
  const interval = 1000 / config.MAIL_SEND_RATE;
  // The longest an SMTP conversation can take (each step has the timeout): a claim older than that is orphaned.
  const leaseMs = config.MAIL_SMTP_TIMEOUT_MS * 8;
  const host = siteHost(deps.links.origin);

  async function enqueueAll(issue: IssueRecord) {
    let after: string | undefined;
    for (;;) {
      const page = await directory.confirmed(after, enqueuePage);
      if (page.length === 0) break;
      await store.enqueue(
        issue.id,
        page.map((r) => r.id),
        issue.startedAt ?? now(),
      );
      after = page.at(-1)!.id;
      if (page.length < enqueuePage) break;
    }
    await store.updateIssue(issue.id, 'sending', { enqueued: true });
  }

  function mailTo(issue: IssueRecord, mail: IssueMail, recipient: NewsletterRecipient): OutgoingMail {
    const unsubscribe = unsubscribeLinks(deps, recipient);
    const values = recipientValues(recipient.language, recipient.firstName, unsubscribe.pageUrl);
    const { html, text } = mail.compiled.fill({ ...values });
    return {
      to: recipient.email,
      subject: mail.subject,
      html,
      text,
      headers: { ...unsubscribe.headers, 'List-Id': `<newsletter.${host}>` },
      messageId: `<newsletter-${issue.id}-${recipient.id}@${host}>`,
    };
  }

  /** The delivery's record after the server's answer. */
  function settled(outcome: SendOutcome, attempts: number) {
    if (outcome.ok) return { status: 'sent' as const };
    const detail = outcome.detail ?? outcome.reason;
    if (outcome.permanent) return { status: 'bounced' as const, detail };
    if (attempts + 1 >= maxAttempts) return { status: 'failed' as const, detail };
    return {
      status: 'queued' as const,
      nextAt: new Date(now().getTime() + retryDelayMs(attempts + 1)),
      countAttempt: true,
      detail,
    };
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** One run: sends until the slice is over, nothing is due, or the server is away; then puts the job again. */
  async function run(job: Job) {
    const { issueId, pauses = 0 } = job.payload as SendPayload;
    let issue = await store.issue(issueId);
    if (!issue || issue.status !== 'sending') return;
    if (!issue.enqueued) {
      await enqueueAll(issue);
      issue = { ...issue, enqueued: true };
    }
    const mails = new Map<LanguageCode, Promise<IssueMail>>();
    const mailIn = (language: LanguageCode) => {
      let mail = mails.get(language);
      if (!mail) mails.set(language, (mail = issueMail(issue, language, deps.links.origin)));
      return mail;
    };

    let serverAway = false;
    const bulk = await mailer.bulk();
    if (!bulk) serverAway = true;
    else {
      try {
        const end = performance.now() + sliceMs;
        let nextSend = performance.now();
        // A stopping service ends the run at the next mail: the rest waits in the queue for the next start.
        while (performance.now() < end && !deps.lifecycle?.shuttingDown) {
          const wait = nextSend - performance.now();
          if (wait > 0) await pause(wait);
          const delivery = await store.claimDelivery(issue.id, now(), leaseMs);
          if (!delivery) break;
          const recipient = await directory.get(delivery.subscriberId);
          if (!recipient || recipient.status !== 'confirmed') {
            // Unsubscribed, bounced or erased since the issue started: nothing goes out to them.
            await store.settleDelivery(issue.id, delivery.subscriberId, delivery.lease!, { status: 'skipped' });
            continue;
          }
          nextSend = Math.max(nextSend + interval, performance.now());
          const outcome = await bulk.send(mailTo(issue, await mailIn(recipient.language), recipient));
          if (!outcome.ok && !outcome.permanent && serverFailures.has(outcome.reason)) {
            // Not about this recipient: back in the queue as it was, and the issue waits for the server.
            await store.settleDelivery(issue.id, delivery.subscriberId, delivery.lease!, {
              status: 'queued',
              nextAt: now(),
              countAttempt: false,
              detail: outcome.detail ?? outcome.reason,
            });
            serverAway = true;
            break;
          }
          // Recorded before the next claim: see the comment above on the window between the 250 and this line.
          await store.settleDelivery(
            issue.id,
            delivery.subscriberId,
            delivery.lease!,
            settled(outcome, delivery.attempts),
          );
          if (!outcome.ok && outcome.permanent) await directory.markBounced(delivery.subscriberId);
        }
      } finally {
        await bulk.close();
      }
    }
    await next(issue.id, serverAway ? pauses + 1 : 0);
  }

  /** Puts the job again when something is left (at once, at the next retry, or after a pause); else the issue is sent. */
  async function next(issueId: string, pauses: number) {
    const due = await store.nextDeliveryAt(issueId);
    if (due === undefined) {
      await store.updateIssue(issueId, 'sending', { status: 'sent', finishedAt: now() });
      return;
    }
    const at =
      pauses > 0
        ? new Date(now().getTime() + pauseDelayMs(pauses))
        : new Date(Math.max(due.getTime(), now().getTime()));
    await jobs.put({ id: sendJobId(issueId), kind: sendKind, runAt: at, payload: { issueId, pauses } });
    deps.wake();
  }

  return { kind: sendKind, run };
}
