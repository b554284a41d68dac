import { randomUUID } from 'node:crypto';
import type { OccurrenceRecord } from '../src/store/ports.ts';

export const dayMs = 86_400_000;
/** A distinct 32-hex issue id per name. */
export const issueIdOf = (name: string) => Buffer.from(name.padEnd(16, '.').slice(0, 16)).toString('hex');

/** A record as the ingestion pipeline hands it to the store, with what a test cares about overridden. */
export function record(overrides: Partial<OccurrenceRecord> = {}): OccurrenceRecord {
  const receivedAt = overrides.receivedAt ?? Date.now();
  return {
    recordId: randomUUID(),
    issueId: issueIdOf('default'),
    foldKey: randomUUID(),
    count: 1,
    source: 'client',
    level: 'error',
    title: 'TypeError: boom',
    culprit: 'render (assets/index.js)',
    id: randomUUID(),
    message: 'TypeError: boom',
    timestamp: new Date(receivedAt).toISOString(),
    receivedAt,
    foldUntil: receivedAt + 10_000,
    ...overrides,
  };
}
