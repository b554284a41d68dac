import type { IssueStatus, IssueSummary, Occurrence } from '@portfolio/contracts';
import { contextOf } from './shared.ts';

/** The rows of the embedded adapter's tables, and how they read as the contract's shapes. */

export interface IssueRow {
  id: string;
  source: IssueSummary['source'];
  level: IssueSummary['level'];
  title: string;
  culprit: string | null;
  status: IssueStatus;
  regressed: number;
  count: number;
  sessions: number;
  first_seen: number;
  last_seen: number;
}

export interface EventRow {
  client_id: string;
  level: Occurrence['level'];
  message: string;
  timestamp: string;
  url: string | null;
  path: string | null;
  stack: string | null;
  user_agent: string | null;
  context: string | null;
  received_at: number;
  last_at: number;
  count: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const issueColumns =
  'id, source, level, title, culprit, status, regressed, count, sessions, first_seen, last_seen';

/** A search term as one FTS5 phrase: the administrator's text is matched, never parsed as query syntax. */
export const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function occurrenceOf(row: EventRow): Occurrence {
  const out: Occurrence = {
    id: row.client_id,
    level: row.level,
    message: row.message,
    timestamp: row.timestamp,
    receivedAt: iso(row.received_at),
    lastReceivedAt: iso(row.last_at),
    count: row.count,
  };
  if (row.url !== null) out.url = row.url;
  if (row.path !== null) out.path = row.path;
  if (row.stack !== null) out.stack = row.stack;
  if (row.user_agent !== null) out.userAgent = row.user_agent;
  const context = contextOf(row.context);
  if (context) out.context = context;
  return out;
}
