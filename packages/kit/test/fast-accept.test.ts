import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  analyticsSessionStart,
  limits,
  logBatch,
  logEntry,
  pageview,
  performanceUpdate,
  type Schema,
} from '@portfolio/contracts';
import { acceptorOf, undecided } from '../src/hot-path/fast-accept.ts';

/**
 * The hot path's acceptor may only ever accept what the contract schema accepts, with the schema's own output;
 * everything else it leaves to the schema. Checked on the hot endpoints' schemas with values shaped like theirs,
 * most of them slightly wrong, and on small schemas for each kind of node it knows.
 */
function agrees(schema: Schema, value: unknown) {
  const accepted = acceptorOf(schema)(value);
  const verdict = schema.safeParse(value);
  if (accepted !== undecided) {
    expect(verdict.success).toBe(true);
    expect(accepted).toStrictEqual(verdict.data);
    // Same keys in the same order: a body serialised again reads the same.
    expect(JSON.stringify(accepted)).toBe(JSON.stringify(verdict.data));
  }
  return accepted !== undecided;
}

const iso = fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString());
const nearly = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 30, arbitrary: good }, { weight: 1, arbitrary: fc.anything() });

const entryLike = fc.record(
  {
    id: nearly(fc.string({ minLength: 0, maxLength: 66 })),
    level: nearly(fc.constantFrom('info', 'warn', 'error', 'debug')),
    message: nearly(
      fc.oneof(
        { weight: 5, arbitrary: fc.string({ maxLength: 300 }) },
        // Around the 8 KB cap in 3-byte characters.
        { weight: 1, arbitrary: fc.integer({ min: 2725, max: 2735 }).map((n) => '€'.repeat(n)) },
      ),
    ),
    timestamp: nearly(
      fc.oneof(
        iso,
        iso.map((t) => t.replace('Z', '+02:00')),
        fc.string({ maxLength: 30 }),
      ),
    ),
    url: nearly(
      fc.oneof(
        fc.webUrl({ withQueryParameters: true }),
        fc.integer({ min: 1998, max: 2002 }).map((n) => '/'.repeat(n)),
      ),
    ),
    path: nearly(fc.string({ maxLength: 80 })),
    stack: nearly(fc.string({ maxLength: 400 })),
    userAgent: nearly(
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.integer({ min: 510, max: 514 }).map((n) => 'u'.repeat(n)),
      ),
    ),
    context: nearly(
      fc.oneof(
        fc.dictionary(fc.string({ minLength: 0, maxLength: 66 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
        fc.constantFrom({ $where: 1 }, { 'a.b': 1 }, JSON.parse('{"__proto__": {"x": 1}}') as object, {
          constructor: 1,
        }),
      ),
    ),
  },
  { requiredKeys: ['id', 'level', 'message', 'timestamp'] },
);

describe('hot-path acceptor', () => {
  it('accepts only what the logs batch schema accepts, with the same output, and accepts valid batches', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.record({
          extra: fc.oneof({ weight: 20, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.anything() }),
          entries: nearly(
            fc.oneof(
              { weight: 10, arbitrary: fc.array(nearly(entryLike), { minLength: 0, maxLength: 4 }) },
              {
                weight: 1,
                arbitrary: fc
                  .integer({ min: limits.logEntriesPerBatch, max: limits.logEntriesPerBatch + 1 })
                  .map((n) => Array.from({ length: n }, base)),
              },
            ),
          ),
          source: nearly(fc.constantFrom('client', 'logs')),
        }),
        (batch) => {
          // Through JSON, as the hot path receives it.
          const value = JSON.parse(JSON.stringify(batch)) as unknown;
          const { entries } = value as { entries?: unknown };
          for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
            if (entry && typeof entry === 'object' && batch.extra !== undefined)
              Object.assign(entry, { x: batch.extra });
          }
          if (agrees(logBatch, value)) accepted++;
        },
      ),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(30);
  });

  it('agrees with the page-view and session schemas', () => {
    const anyObject = fc.dictionary(
      fc.constantFrom('path', 'referrer', 'sessionId', 'pageviewId', 'utm', 'title', 'x', 'language', 'screen'),
      fc.oneof(fc.string({ maxLength: 70 }), fc.integer(), fc.dictionary(fc.string({ maxLength: 5 }), fc.string())),
    );
    for (const schema of [pageview, analyticsSessionStart, performanceUpdate] as Schema[]) {
      fc.assert(
        fc.property(anyObject, (value) => void agrees(schema, value)),
        { numRuns: 500 },
      );
    }
  });

  it('accepts a plainly valid entry and builds the output as zod does', () => {
    const entry = {
      level: 'error',
      id: 'e1',
      message: 'TypeError: x',
      timestamp: '2026-11-24T01:00:00.000Z',
      context: { b: 1, a: { nested: [1, 2] } },
    };
    const output = acceptorOf(logEntry)(entry) as Record<string, unknown>;
    expect(output).not.toBe(entry);
    expect(Object.keys(output)).toEqual(['id', 'level', 'message', 'timestamp', 'context']);
    expect(output.context).toEqual({ b: 1, a: { nested: [1, 2] } });
  });

  it.each([
    ['a reserved key in a record', { ...base(), context: JSON.parse('{"__proto__": 1}') as object }],
    ['an unknown key', { ...base(), other: 1 }],
    ['a message over its byte cap in 3-byte characters', { ...base(), message: '€'.repeat(2731) }],
    ['an id of 65 code points', { ...base(), id: 'x'.repeat(65) }],
    ['a date that does not exist', { ...base(), timestamp: '2026-02-30T00:00:00Z' }],
    ['an array instead of an entry', [base()]],
  ])('leaves %s to the schema, which refuses it', (_name, value) => {
    expect(acceptorOf(logEntry)(value)).toBe(undecided);
    expect(logEntry.safeParse(value).success).toBe(false);
  });

  it('knows each kind of node, and hands the others to zod with zod’s answer', () => {
    const cases: [Schema, unknown, boolean][] = [
      [z.number().check(z.int(), z.minimum(2)), 3, true],
      [z.number().check(z.int(), z.minimum(2)), 1, false],
      [z.number(), Number.NaN, false],
      [z.boolean(), true, true],
      [z.literal('a'), 'a', true],
      [
        z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
        'abc',
        true,
      ],
      [z.nullable(z.string()), null, true],
      [z.union([z.string(), z.number()]), 1, true],
      [z._default(z.string(), 'x'), undefined, true],
      [z.object({ a: z.optional(z._default(z.string(), 'd')) }), {}, true],
      [z.object({ a: z.string() }), { a: 'x', extra: 1 }, true],
      [z.strictObject({ a: z.optional(z.string()) }), { a: undefined }, true],
      [z.array(z.string()).check(z.maxLength(1)), ['a', 'b'], false],
      [z.record(z.enum(['a', 'b']), z.number()), { a: 1, b: 2 }, true],
      [z.string().check(z.trim(), z.minLength(1)), '  x ', true],
    ];
    for (const [schema, value, valid] of cases) {
      expect(schema.safeParse(value).success).toBe(valid);
      const accepted = agrees(schema, value);
      if (!valid) expect(accepted).toBe(false);
    }
    expect(
      acceptorOf(
        z.pipe(
          z.string(),
          z.transform((s) => s.length),
        ),
      )('abc'),
    ).toBe(3);
    expect(acceptorOf(z.string().check(z.trim()))('  x ')).toBe('x');
  });
});

function base() {
  return { id: 'e1', level: 'error', message: 'm', timestamp: '2026-11-24T01:00:00Z' };
}
