import { describe, expect, it } from 'vitest';
import { afterReport, currentHeading, passedLineMargin } from './reading-position';

const ids = ['intro', 'setup', 'setup-details', 'results'];

describe('reading position', () => {
  it('is the last heading in the article’s order that has passed the line, none before the first', () => {
    expect(currentHeading(ids, new Set())).toBeNull();
    expect(currentHeading(ids, new Set(['intro']))).toBe('intro');
    expect(currentHeading(ids, new Set(['intro', 'setup', 'setup-details']))).toBe('setup-details');
    // Reports come in any order; the article's order decides.
    expect(currentHeading(ids, new Set(['results', 'intro']))).toBe('results');
    expect(currentHeading(ids, new Set(['unknown']))).toBeNull();
  });

  it('follows the observer’s reports: crossing down adds a heading, scrolling back up removes it', () => {
    let passed = afterReport(new Set(), [
      { id: 'intro', isIntersecting: true },
      { id: 'setup', isIntersecting: false },
    ]);
    expect(currentHeading(ids, passed)).toBe('intro');
    // A jump to the end: every heading crossed at once.
    passed = afterReport(passed, [
      { id: 'setup', isIntersecting: true },
      { id: 'setup-details', isIntersecting: true },
      { id: 'results', isIntersecting: true },
    ]);
    expect(currentHeading(ids, passed)).toBe('results');
    passed = afterReport(passed, [{ id: 'results', isIntersecting: false }]);
    expect(currentHeading(ids, passed)).toBe('setup-details');
  });

  it('watches the whole area above a line a quarter down the viewport', () => {
    expect(passedLineMargin).toBe('1000000px 0px -75% 0px');
  });
});
