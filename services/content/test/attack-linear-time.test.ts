import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '@portfolio/kit';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { languageParam } from '../src/documents/site-urls.ts';
import { markMatches } from '../src/search/highlight.ts';
import { queryTerms } from '../src/search/terms.ts';

/**
 * The content service's own steps that read visitor input stay linear. The User-Agent's bot check (the view beacon)
 * and a page's ?lang= are timed on 16 KiB of adversarial text, as the contract patterns are. The search query's
 * terms and the marking of a text with them go through ICU's word segmentation, which costs tens of milliseconds
 * on 16 KiB by itself (the contract lets 200 characters through): they are timed at 32 and 128 KiB instead (smaller texts stay in the young generation of the garbage collector
 * and larger ones do not, which alone can make the ratio look quadratic), where
 * linear work grows about four times and quadratic work sixteen; the limit, eight, leaves room for a busy machine,
 * and a ratio over it is measured again before it counts.
 */
const boundMs = 20;
const maxGrowth = 8;
/** Below this, a timer's noise would decide the ratio. */
const floorMs = 5;

const steps: Record<string, (text: string) => unknown> = {
  isBotUserAgent: (text) => isBotUserAgent(text),
  languageParam: (text) => languageParam(text),
};

const median = (run: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[2]!;
};

/** The units that make word segmentation, term splitting and marking do the most per character. */
const units = [':1…x', 'a ', 'l’été ', '日本語', '"a" OR b* '];
const searchSteps: Record<string, (text: string) => unknown> = {
  queryTerms: (text) => queryTerms(text),
  markMatches: (text) => markMatches(text, ['a', 'grid', '日本', 'été', 'ع']),
};

function growth(step: (text: string) => unknown, unit: string) {
  const at = (n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  const small = at(32_768);
  const large = at(131_072);
  const ratio = () =>
    median(() => step(large)) /
    Math.max(
      floorMs,
      median(() => step(small)),
    );
  const first = ratio();
  return first <= maxGrowth ? first : Math.min(first, ratio(), ratio());
}

describe('content steps on adversarial text', () => {
  it.each(Object.keys(steps))('%s stays linear on 16 KiB', (name) => {
    expect(firstSlowInput(steps[name]!, adversarialStrings(16), boundMs), name).toBeUndefined();
  });

  it.each(Object.keys(searchSteps))('%s grows linearly from 32 to 128 KiB', (name) => {
    for (const unit of units) expect(growth(searchSteps[name]!, unit), `${name} on ${unit}`).toBeLessThan(maxGrowth);
  });
});
