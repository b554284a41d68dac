import type { DeliveryRecord, DeliveryStatus, IssueRecord, IssueStatus } from '../newsletter-port.ts';

/**
 * The schedule (one row), the issues (their intro and article snapshot as JSON) and one row per recipient of an
 * issue, in the service's one file. The deliveries' index serves the sender's claim (the issue's due rows in
 * order) and its counts.
 */
export const newsletterSchema = `
CREATE TABLE IF NOT EXISTS newsletter_schedule (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  enabled INTEGER NOT NULL,
  weekday INTEGER NOT NULL,
  hour INTEGER NOT NULL,
  time_zone TEXT NOT NULL,
  started_at INTEGER
);
CREATE TABLE IF NOT EXISTS newsletter_issues (
  id TEXT PRIMARY KEY,
  number INTEGER NOT NULL,
  status TEXT NOT NULL,
  skip_reason TEXT,
  scheduled_for INTEGER NOT NULL,
  since INTEGER NOT NULL,
  intro TEXT NOT NULL,
  articles TEXT NOT NULL,
  started_at INTEGER,
  finished_at INTEGER,
  enqueued INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS newsletter_issues_status ON newsletter_issues (status, scheduled_for);
CREATE UNIQUE INDEX IF NOT EXISTS newsletter_issues_one_draft ON newsletter_issues (status) WHERE status = 'draft';
CREATE TABLE IF NOT EXISTS newsletter_deliveries (
  issue_id TEXT NOT NULL,
  subscriber_id TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_at INTEGER NOT NULL,
  lease TEXT,
  detail TEXT,
  PRIMARY KEY (issue_id, subscriber_id)
);
CREATE INDEX IF NOT EXISTS newsletter_deliveries_due ON newsletter_deliveries (issue_id, status, next_at, subscriber_id);
CREATE INDEX IF NOT EXISTS newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id);
`;

export interface IssueRow {
  id: string;
  number: number;
  status: string;
  skip_reason: string | null;
  scheduled_for: number;
  since: number;
  intro: string;
  articles: string;
  started_at: number | null;
  finished_at: number | null;
  enqueued: number;
}

export interface DeliveryRow {
  issue_id: string;
  subscriber_id: string;
  status: string;
  attempts: number;
  next_at: number;
  lease: string | null;
  detail: string | null;
}

export const dateOr = (ms: number | null) => (ms === null ? null : new Date(ms));
export const msOr = (date: Date | null) => (date === null ? null : date.getTime());

export const issueOf = (row: IssueRow): IssueRecord => ({
  id: row.id,
  number: row.number,
  status: row.status as IssueStatus,
  skipReason: row.skip_reason as IssueRecord['skipReason'],
  scheduledFor: new Date(row.scheduled_for),
  since: new Date(row.since),
  intro: JSON.parse(row.intro) as IssueRecord['intro'],
  articles: JSON.parse(row.articles) as IssueRecord['articles'],
  startedAt: dateOr(row.started_at),
  finishedAt: dateOr(row.finished_at),
  enqueued: row.enqueued === 1,
});

export const issueValues = (r: IssueRecord) => [
  r.number,
  r.status,
  r.skipReason,
  r.scheduledFor.getTime(),
  r.since.getTime(),
  JSON.stringify(r.intro),
  JSON.stringify(r.articles),
  msOr(r.startedAt),
  msOr(r.finishedAt),
  r.enqueued ? 1 : 0,
];

export const deliveryOf = (row: DeliveryRow): DeliveryRecord => ({
  issueId: row.issue_id,
  subscriberId: row.subscriber_id,
  status: row.status as DeliveryStatus,
  attempts: row.attempts,
  nextAt: new Date(row.next_at),
  lease: row.lease,
  detail: row.detail,
});

export const issueColumns =
  'id, number, status, skip_reason, scheduled_for, since, intro, articles, started_at, finished_at, enqueued';
export const deliveryColumns = 'issue_id, subscriber_id, status, attempts, next_at, lease, detail';
