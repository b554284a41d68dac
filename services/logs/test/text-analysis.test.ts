import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepare } from '../src/ingest/prepare.ts';
import { analyseText, textAnalyser } from '../src/ingest/text-analysis.ts';
import { entry } from './http.ts';

const withoutIds = (records: ReturnType<typeof prepare>['records']) =>
  records.map(({ recordId: _recordId, ...rest }) => rest);

describe('remembered text analysis (noise, scrubbing, grouping of an entry seen lately)', () => {
  it('gives what analysing afresh gives, for any mix of repeated and new entries, noise included', () => {
    const texts = fc.record({
      message: fc.oneof(fc.constantFrom('Script error.', 'TypeError: x for jane@example.com', 'a\0b'), fc.string()),
      stack: fc.option(
        fc.oneof(fc.constantFrom('Error\n    at f (chrome-extension://abc/x.js:1:2)', 'a\0b'), fc.string()),
        { nil: undefined },
      ),
      level: fc.constantFrom('error' as const, 'warn' as const),
    });
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 30 }), (batch) => {
        const analyse = textAnalyser({ entries: 4 });
        const entries = [...batch, ...batch].map((t) => entry({ ...t, id: 'same' }));
        const options = { source: 'client' as const, receivedAt: 1, foldWindowMs: 1000, sessionOf: () => undefined };
        const remembered = prepare(entries, { ...options, analyse });
        const afresh = prepare(entries, options);
        expect(withoutIds(remembered.records)).toEqual(withoutIds(afresh.records));
        expect(remembered.dropped).toBe(afresh.dropped);
      }),
    );
  });

  it('tells apart texts that only a separator would join (message "a\\0b" and stack "c" vs "a" and "b\\0c")', () => {
    const analyse = textAnalyser();
    const first = analyse('client', entry({ message: 'a\0b', stack: 'c' }));
    const second = analyse('client', entry({ message: 'a', stack: 'b\0c' }));
    expect(second).toEqual(analyseText('client', entry({ message: 'a', stack: 'b\0c' })));
    expect(second).not.toEqual(first);
    // An empty stack is not a missing one, and a message's length cannot be forged by its text.
    const empty = analyse('client', entry({ message: 'a', stack: '' }));
    expect(analyse('client', entry({ message: 'a', stack: undefined }))).toEqual(
      analyseText('client', entry({ message: 'a', stack: undefined })),
    );
    expect(empty).toEqual(analyseText('client', entry({ message: 'a', stack: '' })));
    const forged = analyse('client', entry({ message: '1:a\0x', stack: undefined }));
    expect(forged).toEqual(analyseText('client', entry({ message: '1:a\0x', stack: undefined })));
  });

  it('keeps within its bounds: the oldest are forgotten, a text larger than the whole budget is not kept', () => {
    const analyse = textAnalyser({ entries: 2, chars: 100 });
    const a = analyse('client', entry({ message: 'first', stack: undefined }));
    analyse('client', entry({ message: 'second', stack: undefined }));
    expect(analyse('client', entry({ message: 'first', stack: undefined }))).toBe(a);
    analyse('client', entry({ message: 'third', stack: undefined }));
    analyse('client', entry({ message: 'fourth', stack: undefined }));
    // Forgotten (two entries at most): analysed again, an equal but new result.
    const again = analyse('client', entry({ message: 'first', stack: undefined }));
    expect(again).toEqual(a);
    expect(again).not.toBe(a);
    const huge = entry({ message: 'x'.repeat(200), stack: undefined });
    expect(analyse('client', huge)).not.toBe(analyse('client', huge));
  });
});
