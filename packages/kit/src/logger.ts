import { pino, type Logger, type DestinationStream } from 'pino';

/** Anything that can sign someone in, wherever it sits in a log line. */
export const redactedPaths = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'sessionId',
  '*.sessionId',
  'sid',
  '*.sid',
  'cookie',
  '*.cookie',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/**
 * Structured JSON logs, one object per line. Strings are JSON-escaped, so a control character or newline in
 * a client-supplied value cannot forge a log line or drive a terminal.
 */
export function createLogger(service: string, level = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
export type { Logger };
