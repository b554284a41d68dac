import { z } from 'zod';
import { limits } from './limits.ts';
import { safeRecord, serialisedBytes } from './safe-keys.ts';

export const logLevels = ['info', 'warn', 'error'] as const;
export const logLevel = z.enum(logLevels);

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
  context: safeRecord(64, z.unknown(), 100)
    .refine((c) => serialisedBytes(c) <= limits.logContextBytes, `must be at most ${limits.logContextBytes} bytes`)
    .optional(),
});
export type LogEntry = z.infer<typeof logEntry>;

export const logBatch = z.strictObject({
  entries: z.array(logEntry).min(1).max(limits.logEntriesPerBatch),
  source: z.literal('client'),
});
export type LogBatch = z.infer<typeof logBatch>;
