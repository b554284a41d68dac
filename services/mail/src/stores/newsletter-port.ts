import type { LanguageCode, NewsletterIssue } from '@portfolio/contracts';

/** When the weekly issue goes out, and since when the schedule has been on (the first issue's articles). */
export interface ScheduleRecord {
  enabled: boolean;
  weekday: number;
  hour: number;
  timeZone: string;
  /** When the schedule was first turned on: the first issue holds the articles published after it. */
  startedAt: Date | null;
}

export type IssueStatus = NewsletterIssue['status'];
export type SkipReason = NonNullable<NewsletterIssue['skipReason']>;
export type IssueArticleRecord = NewsletterIssue['articles'][number];

/** An issue as stored: the contract's issue without its report (counted from the deliveries), dates as dates. */
export interface IssueRecord {
  id: string;
  number: number;
  status: IssueStatus;
  skipReason: SkipReason | null;
  scheduledFor: Date;
  since: Date;
  intro: Partial<Record<LanguageCode, string>>;
  /** Empty while a draft (its articles are read live); the snapshot taken when it starts going out. */
  articles: IssueArticleRecord[];
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Every confirmed subscriber of the start has a delivery: the recipient list is complete. */
  enqueued: boolean;
}

/** What may change on an issue; an absent field keeps its value. */
export type IssuePatch = Partial<Omit<IssueRecord, 'id'>>;

/**
 * One recipient of one issue. `queued` waits for its turn (`nextAt`, later after a temporary failure); `sending` is
 * claimed by a sender under a lease; the rest are final: `sent` (the server said 250), `bounced` (a 5xx about the
 * recipient), `failed` (temporary failures until the retries ran out), `skipped` (unsubscribed, bounced or erased
 * since the issue started).
 */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'bounced' | 'skipped';

export interface DeliveryRecord {
  issueId: string;
  subscriberId: string;
  status: DeliveryStatus;
  /** Temporary failures about this recipient so far (a server that is down counts against nobody). */
  attempts: number;
  /** Not before this time (queued); when the claim runs out (sending). */
  nextAt: Date;
  /** The claim's proof while `sending`. */
  lease: string | null;
  /** The server's last reply line, for the administrator. */
  detail: string | null;
}

/** How a claimed delivery ended: a final status, or back in the queue until `nextAt`. */
export type DeliveryOutcome =
  | { status: 'sent' | 'failed' | 'bounced' | 'skipped'; detail?: string }
  | { status: 'queued'; nextAt: Date; countAttempt: boolean; detail?: string };

export type DeliveryCounts = Record<DeliveryStatus, number>;

export interface NewsletterStore {
  schedule(): Promise<ScheduleRecord | undefined>;
  saveSchedule(record: ScheduleRecord): Promise<void>;

  /** False when it is a draft and another draft exists (there is at most one). */
  insertIssue(record: IssueRecord): Promise<boolean>;
  issue(id: string): Promise<IssueRecord | undefined>;
  /** The draft that goes out next, if any (there is at most one). */
  draft(): Promise<IssueRecord | undefined>;
  /** Every issue but the draft, the latest scheduled first. */
  pastIssues(): Promise<IssueRecord[]>;
  /** Issues going out (to resume after a restart). */
  sendingIssues(): Promise<IssueRecord[]>;
  /** The latest issue that started going out: the next one holds what was published after its start. */
  lastStarted(): Promise<IssueRecord | undefined>;
  /** Issues that started going out (the next issue's number is one more). */
  startedCount(): Promise<number>;
  /**
   * Changes the issue only while its status is `from` (compare and set: a send and a skip of one draft, or two
   * starts of one issue, cannot both win). The issue as changed, or undefined when it was not in that status.
   */
  updateIssue(id: string, from: IssueStatus, patch: IssuePatch): Promise<IssueRecord | undefined>;

  /** Queues one delivery per subscriber for the issue; a subscriber who has one already keeps it (idempotent). */
  enqueue(issueId: string, subscriberIds: readonly string[], at: Date): Promise<void>;
  /**
   * Claims the issue's next due delivery (queued and due, or sending with its claim run out: its sender stopped)
   * until `now + leaseMs`; undefined when none is due. Two senders never hold one delivery at once.
   */
  claimDelivery(issueId: string, now: Date, leaseMs: number): Promise<DeliveryRecord | undefined>;
  /** Records how a claimed delivery ended, if `lease` still holds it; false otherwise. */
  settleDelivery(issueId: string, subscriberId: string, lease: string, outcome: DeliveryOutcome): Promise<boolean>;
  /** When the issue's next delivery comes due (queued or claimed); undefined when none is left. */
  nextDeliveryAt(issueId: string): Promise<Date | undefined>;
  deliveryCounts(issueId: string): Promise<DeliveryCounts>;
  delivery(issueId: string, subscriberId: string): Promise<DeliveryRecord | undefined>;
  /** How many of these subscribers were sent the issue (for "unsubscribed since"). */
  sentAmong(issueId: string, subscriberIds: readonly string[]): Promise<number>;
  /** Deletes every delivery of a subscriber (erasing them completely). */
  forgetSubscriber(subscriberId: string): Promise<void>;
}

export const emptyCounts = (): DeliveryCounts => ({
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
});
