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
  'authorization',
  '*.authorization',
  'headers.cookie',
  'headers.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/**
 * JSON escapes only C0 controls; DEL, the C1 controls (U+009B is an 8-bit CSI to some terminals) and the Unicode
 * line separators pass through raw. They can only occur inside JSON strings, where `\uXXXX` reads back the same.
 */
const unescapedControls = /[\u007f-\u009f\u2028\u2029]/g;
const escapeControls = (line: string) =>
  line.replace(unescapedControls, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

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
      hooks: { streamWrite: escapeControls },
    },
    destination,
  );
}
export type { Logger };
