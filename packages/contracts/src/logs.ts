// zod mini, not classic: the web app's error shipper and admin area validate with these schemas (`Schema`,
// endpoint.ts), and with no classic schema left in the web app, none of classic reaches the browser.
import * as z from 'zod/mini';
import { limits } from './limits.ts';
import { serviceNames } from './services.ts';
import { safeRecord, serialisedBytes, utf8Bytes } from './safe-keys.ts';

export const logLevels = ['info', 'warn', 'error'] as const;
export const logLevel = z.enum(logLevels);
export type LogLevel = z.infer<typeof logLevel>;

const cappedText = (maxBytes: number) =>
  // A UTF-16 unit is at most 3 bytes of UTF-8: most text is short enough not to need counting.
  z
    .string()
    .check(z.refine((s) => s.length * 3 <= maxBytes || utf8Bytes(s) <= maxBytes, `must be at most ${maxBytes} bytes`));

/** Spec §3 "Log entry". */
export const logEntry = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  level: logLevel,
  message: cappedText(limits.logMessageBytes),
  timestamp: z.iso.datetime({ offset: true }),
  url: z.optional(z.string().check(z.maxLength(limits.pathLength))),
  path: z.optional(z.string().check(z.maxLength(limits.pathLength))),
  stack: z.optional(cappedText(limits.logStackBytes)),
  userAgent: z.optional(z.string().check(z.maxLength(512))),
  context: z.optional(
    safeRecord(64, z.unknown(), 100).check(
      z.refine((c) => serialisedBytes(c) <= limits.logContextBytes, `must be at most ${limits.logContextBytes} bytes`),
    ),
  ),
});
export type LogEntry = z.infer<typeof logEntry>;

export const logBatch = z.strictObject({
  entries: z.array(logEntry).check(z.minLength(1), z.maxLength(limits.logEntriesPerBatch)),
  source: z.literal('client'),
});
export type LogBatch = z.infer<typeof logBatch>;

/** Who sent an entry: the browser, or one of our services reporting its own server-side failure. */
export const logSources = ['client', ...serviceNames] as const;
export const logSource = z.enum(logSources);
export type LogSource = z.infer<typeof logSource>;

/** A service's own server-side errors, posted to the internal ingestion route (gateway topology). */
export const serverLogBatch = z.strictObject({
  entries: z.array(logEntry).check(z.minLength(1), z.maxLength(limits.logEntriesPerBatch)),
  source: z.enum(serviceNames),
});
export type ServerLogBatch = z.infer<typeof serverLogBatch>;

const count = z.number().check(z.int(), z.minimum(0));

/** `kept` entries were written to disk; `dropped` ones were known noise (extensions, "Script error."…). */
export const logIngestResponse = z.object({ accepted: z.literal(true), kept: count, dropped: count });
export type LogIngestResponse = z.infer<typeof logIngestResponse>;

export const issueStatuses = ['open', 'resolved', 'ignored'] as const;
export const issueStatus = z.enum(issueStatuses);
export type IssueStatus = z.infer<typeof issueStatus>;

/** An issue is named by its fingerprint. */
export const issueId = z.string().check(z.regex(/^[0-9a-f]{32}$/, 'must be an issue id'));
export const issueParams = z.object({ id: issueId });

const isoTime = z.iso.datetime({ offset: true });

/** `GET /api/admin/logs`: every filter optional; newest activity first; `cursor` continues a previous page. */
export const issueListQuery = z
  .strictObject({
    level: z.optional(logLevel),
    status: z.optional(issueStatus),
    source: z.optional(logSource),
    /** Text searched in the occurrences' messages, case-insensitively: any substring (SQLite) or whole words (MongoDB). */
    q: z.optional(
      z.string().check(
        z.trim(),
        z.minLength(1),
        z.maxLength(200),
        // Control characters are never typed into a search box, and a NUL would end a search engine's query early.
        z.refine((q) => !/\p{Cc}/u.test(q), 'must not contain control characters'),
      ),
    ),
    /** Issues with an occurrence on a page path starting with this. */
    path: z.optional(z.string().check(z.minLength(1), z.maxLength(limits.pathLength))),
    /** Issues with an occurrence received within [from, to]. */
    from: z.optional(isoTime),
    to: z.optional(isoTime),
    cursor: z.optional(
      z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page')),
    ),
    limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 25),
  })
  .check(
    z.refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
      message: 'from must not be after to',
      path: ['from'],
    }),
  );
export type IssueListQuery = z.output<typeof issueListQuery>;

export const dailyCount = z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), count });

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
  culprit: z.nullable(z.string()),
  count,
  sessions: count,
  firstSeen: isoTime,
  lastSeen: isoTime,
  /** Occurrences per UTC day, oldest first, zero days included. */
  trend: z.array(dailyCount),
});
export type IssueSummary = z.infer<typeof issueSummary>;

export const issueList = z.object({ issues: z.array(issueSummary), nextCursor: z.nullable(z.string()) });
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
  url: z.optional(z.string()),
  path: z.optional(z.string()),
  stack: z.optional(z.string()),
  userAgent: z.optional(z.string()),
  context: z.optional(z.record(z.string(), z.unknown())),
  receivedAt: isoTime,
  lastReceivedAt: isoTime,
  count: count.check(z.minimum(1)),
});
export type Occurrence = z.infer<typeof occurrence>;

export const issueDetail = z.extend(issueSummary, { occurrences: z.array(occurrence) });
export type IssueDetail = z.infer<typeof issueDetail>;

export const issueStatusUpdate = z.strictObject({ status: issueStatus });

export const issueDeleted = z.object({ deleted: z.literal(true) });

/** Removes every occurrence received more than `olderThanDays` ago, and the issues with nothing newer. */
export const logPurgeRequest = z.strictObject({
  olderThanDays: z.number().check(z.int(), z.minimum(0), z.maximum(3650)),
});
export const logPurgeResponse = z.object({ issues: count, occurrences: count });
export type LogPurgeResponse = z.infer<typeof logPurgeResponse>;
