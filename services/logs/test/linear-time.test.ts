import { describe, expect, it } from 'vitest';
import { limits } from '@portfolio/contracts';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { groupingOf, normaliseFile, normaliseMessage } from '../src/ingest/fingerprint.ts';
import { isExtensionUrl, parseFrames } from '../src/ingest/frames.ts';
import { isNoise } from '../src/ingest/noise.ts';
import { prepare } from '../src/ingest/prepare.ts';
import { scrubContext, scrubPath, scrubText, scrubUrl } from '../src/ingest/scrub.ts';

/**
 * Issue #13 item 1: every function of the ingestion that runs a pattern over client text stays linear. Quadratic
 * ones take hundreds of milliseconds on 16 KiB; a linear one takes well under one. The bound leaves room for a busy
 * machine (each slow-looking input is timed five times and its median kept).
 */
const boundMs = 20;
const inputs = adversarialStrings();

/** An entry as large as the contract lets each field be (`limits`), every field the adversarial text. */
const entryOf = (text: string) => ({
  id: 'e1',
  level: 'error' as const,
  message: text.slice(0, limits.logMessageBytes),
  timestamp: '2026-01-01T00:00:00Z',
  url: text.slice(0, limits.pathLength),
  path: text.slice(0, limits.pathLength),
  stack: text.slice(0, limits.logStackBytes),
  userAgent: text.slice(0, 512),
  context: { [text.slice(0, 64)]: text.slice(0, limits.logContextBytes - 100) },
});

const functions: Record<string, (text: string) => unknown> = {
  scrubText,
  scrubUrl,
  scrubPath,
  scrubContext: (text) => scrubContext({ key: text, nested: [text] }),
  normaliseFile,
  normaliseMessage,
  parseFrames,
  isExtensionUrl,
  groupingOf: (text) => groupingOf('client', 'error', text, text),
  isNoise: (text) => isNoise(entryOf(text)),
  prepare: (text) =>
    prepare([entryOf(text)], { source: 'client', receivedAt: 0, foldWindowMs: 0, sessionOf: () => undefined }),
};

describe('ingestion patterns on 16 KiB adversarial text', () => {
  it.each(Object.keys(functions))('%s stays linear', (name) => {
    expect(firstSlowInput(functions[name]!, inputs, boundMs), `${name} over ${boundMs} ms`).toBeUndefined();
  });
});
