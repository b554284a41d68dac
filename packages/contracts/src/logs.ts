import { z } from 'zod';
import { limits } from './limits.ts';
import { serviceNames } from './services.ts';
import { safeRecord, serialisedBytes } from './safe-keys.ts';

export const logLevels = ['info', 'warn', 'error'] as const;
export const logLevel = z.enum(logLevels);
export type LogLevel = z.infer<typeof logLevel>;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;
const cappedText = (maxBytes: number) =>
  z.string().refine((s) => utf8Bytes(s) <= maxBytes, `must be at most ${maxBytes} bytes`);

/** Spec §3 "Log entry". */
export const logEntry = z.strictObject({
  id: z.string().min(1).max(64),
  level: logLevel,
  message: cappedText(limits.logMessageBytes),
  timestamp: z.iso.datetime({ offset: true }),
  url: z.string().max(limits.pathLength).optional(),
  path: z.string().max(limits.pathLength).optional(),
  stack: cappedText(limits.logStackBytes).optional(),
  userAgent: z.string().max(512).optional(),
  // safeRecord is a zod mini schema (see safe-keys.ts): checks and optional are added the functional way.
  context: z.optional(
    safeRecord(64, z.unknown(), 100).check(
      z.refine((c) => serialisedBytes(c) <= limits.logContextBytes, `must be at most ${limits.logContextBytes} bytes`),
    ),
  ),
});
export type LogEntry = z.infer<typeof logEntry>;

export const logBatch = z.strictObject({
  entries: z.array(logEntry).min(1).max(limits.logEntriesPerBatch),
  source: z.literal('client'),
});
export type LogBatch = z.infer<typeof logBatch>;

/** Who sent an entry: the browser, or one of our services reporting its own server-side failure. */
export const logSources = ['client', ...serviceNames] as const;
export const logSource = z.enum(logSources);
export type LogSource = z.infer<typeof logSource>;

/** A service's own server-side errors, posted to the internal ingestion route (gateway topology). */
export const serverLogBatch = z.strictObject({
  entries: z.array(logEntry).min(1).max(limits.logEntriesPerBatch),
  source: z.enum(serviceNames),
});
export type ServerLogBatch = z.infer<typeof serverLogBatch>;

const count = z.number().int().min(0);

/** `kept` entries were written to disk; `dropped` ones were known noise (extensions, "Script error."…). */
export const logIngestResponse = z.object({ accepted: z.literal(true), kept: count, dropped: count });
export type LogIngestResponse = z.infer<typeof logIngestResponse>;

export const issueStatuses = ['open', 'resolved', 'ignored'] as const;
export const issueStatus = z.enum(issueStatuses);
export type IssueStatus = z.infer<typeof issueStatus>;

/** An issue is named by its fingerprint. */
export const issueId = z.string().regex(/^[0-9a-f]{32}$/, 'must be an issue id');
export const issueParams = z.object({ id: issueId });

const isoTime = z.iso.datetime({ offset: true });

/** `GET /api/admin/logs`: every filter optional; newest activity first; `cursor` continues a previous page. */
export const issueListQuery = z
  .strictObject({
    level: logLevel.optional(),
    status: issueStatus.optional(),
    source: logSource.optional(),
    /** Text searched in the occurrences' messages, case-insensitively: any substring (SQLite) or whole words (MongoDB). */
    q: z
      .string()
      .trim()
      .min(1)
      .max(200)
      // Control characters are never typed into a search box, and a NUL would end a search engine's query early.
      .refine((q) => !/\p{Cc}/u.test(q), 'must not contain control characters')
      .optional(),
    /** Issues with an occurrence on a page path starting with this. */
    path: z.string().min(1).max(limits.pathLength).optional(),
    /** Issues with an occurrence received within [from, to]. */
    from: isoTime.optional(),
    to: isoTime.optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page')
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: 'from must not be after to',
    path: ['from'],
  });
export type IssueListQuery = z.output<typeof issueListQuery>;

export const dailyCount = z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count });

export const issueSummary = z.object({
  id: issueId,
  source: logSource,
  level: logLevel,
  status: issueStatus,
  /** Set when a resolved issue happened again; cleared by the next status change. */
  regressed: z.boolean(),
  /** The first line of the first occurrence's message. */
  title: z.string(),
  /** Where it was thrown: the top stack frame, without line, column or build hash. */
  culprit: z.string().nullable(),
  count,
  sessions: count,
  firstSeen: isoTime,
  lastSeen: isoTime,
  /** Occurrences per UTC day, oldest first, zero days included. */
  trend: z.array(dailyCount),
});
export type IssueSummary = z.infer<typeof issueSummary>;

export const issueList = z.object({ issues: z.array(issueSummary), nextCursor: z.string().nullable() });
export type IssueList = z.infer<typeof issueList>;

/**
 * One stored occurrence: the spec's log entry fields, after scrubbing, plus the server's receipt time and how many
 * identical entries were folded into it.
 */
export const occurrence = z.object({
  id: z.string(),
  level: logLevel,
  message: z.string(),
  timestamp: z.string(),
  url: z.string().optional(),
  path: z.string().optional(),
  stack: z.string().optional(),
  userAgent: z.string().optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  receivedAt: isoTime,
  lastReceivedAt: isoTime,
  count: count.min(1),
});
export type Occurrence = z.infer<typeof occurrence>;

export const issueDetail = issueSummary.extend({ occurrences: z.array(occurrence) });
export type IssueDetail = z.infer<typeof issueDetail>;

export const issueStatusUpdate = z.strictObject({ status: issueStatus });

export const issueDeleted = z.object({ deleted: z.literal(true) });

/** Removes every occurrence received more than `olderThanDays` ago, and the issues with nothing newer. */
export const logPurgeRequest = z.strictObject({ olderThanDays: z.number().int().min(0).max(3650) });
export const logPurgeResponse = z.object({ issues: count, occurrences: count });
export type LogPurgeResponse = z.infer<typeof logPurgeResponse>;
