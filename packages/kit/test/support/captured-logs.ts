import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/index.ts';

export interface CapturedLogs {
  logger: Logger;
  /** Everything written so far, exactly as it would reach stdout. */
  text(): string;
  /** One parsed object per line. */
  entries(): Record<string, unknown>[];
}

/** A real pino logger whose destination is a stream we read back, so tests see the bytes an operator would. */
export function captureLogs(level = 'info'): CapturedLogs {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = () => chunks.join('');
  return {
    logger: createLogger('kit-test', level, stream),
    text,
    entries: () =>
      text()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
