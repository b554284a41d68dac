import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorBody, limits, safeKey } from '@portfolio/contracts';
import { useLogs } from './fixture.ts';
import { asAdmin, batch, beacon, entry, json, postLogs } from './http.ts';

const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain;charset=UTF-8',
  'application/json; charset=utf-8',
  'text/plain; charset=latin1',
  'application/xml',
  'multipart/form-data',
  '',
  ';;;',
);

/** Values shaped like entries, most of them slightly wrong. */
const looseEntry = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 80 }), fc.integer()),
    level: fc.oneof(fc.constantFrom('info', 'warn', 'error'), fc.string({ maxLength: 8 })),
    message: fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ minLength: 8190, maxLength: 8200 }),
      fc.constant(null),
    ),
    timestamp: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.string({ maxLength: 30 }),
    ),
    url: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string({ maxLength: 100 })),
    path: fc.string({ maxLength: 100 }),
    stack: fc.string({ maxLength: 500 }),
    userAgent: fc.string({ maxLength: 600 }),
    context: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string({ maxLength: 70 }), fc.jsonValue())),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.string({ maxLength: 500 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc
    .record({ entries: fc.array(looseEntry, { maxLength: 55 }), source: fc.constantFrom('client', 'auth', 'x') })
    .map((v) => JSON.stringify(v)),
);

/** Valid entries with hostile text everywhere text is allowed. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('<script>alert(1)</script>', '{"$where":"1"}', '${7*7}', '\u2028\u0000\u001b[31m', '__proto__'),
);
const validEntry = fc.record({
  message: hostileText,
  stack: hostileText,
  path: hostileText,
  context: fc.dictionary(
    // Keys the contract refuses (operators, dotted paths, prototype names) are covered by the fuzz above.
    hostileText.filter((k) => safeKey(64).safeParse(k).success),
    hostileText,
    { maxKeys: 5 },
  ),
});

describe('fuzzing POST /api/logs', () => {
  const logs = useLogs();

  it('answers anything a client sends with 202, 400, 413 or 415 and the contract error body, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body, contentTypes, async (payload, contentType) => {
        const res = await postLogs(logs().url, payload, { headers: { 'content-type': contentType } });
        expect([202, 400, 413, 415]).toContain(res.status);
        const answer: unknown = await res.json();
        if (res.status !== 202) expect(errorBody.safeParse(answer).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts every valid batch whatever its text, and stores it without failing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(validEntry, { minLength: 1, maxLength: 5 }), async (parts) => {
        const entries = parts.map((p) => entry({ ...p, context: { ...p.context } }));
        const res = await postLogs(logs().url, batch(entries), {
          headers: fc.sample(fc.constantFrom(json, beacon), 1)[0],
        });
        expect(res.status).toBe(202);
      }),
      { numRuns: 60 },
    );
    await logs().flush();
    expect(logs().pump.storeReachable()).toBe(true);
  });

  it('answers any listing query with 200 or 400, never a 5xx', async () => {
    const query = fc.dictionary(
      fc.constantFrom('q', 'path', 'level', 'status', 'source', 'from', 'to', 'cursor', 'limit', 'other'),
      fc.oneof(hostileText, fc.string({ maxLength: 300 })),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const res = await fetch(`${logs().url}/api/admin/logs?${new URLSearchParams(params)}`, { headers: asAdmin });
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every entry of a full batch within the caps', async () => {
    const entries = Array.from({ length: limits.logEntriesPerBatch }, (_, i) => entry({ message: `cap ${i}` }));
    expect((await postLogs(logs().url, batch(entries))).status).toBe(202);
  });
});
