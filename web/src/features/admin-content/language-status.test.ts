import { describe, expect, it } from 'vitest';
import { statusMarks } from './language-status';

const status = (over: Partial<Parameters<typeof statusMarks>[0] & object> = {}) => ({
  missing: [],
  outOfDate: [],
  unpublished: false,
  editedAt: null,
  ...over,
});

describe('language status marks', () => {
  it('marks nothing on a language published as drafted', () => {
    expect(statusMarks(status(), 'fr')).toEqual([]);
  });

  it('marks missing, out of date and unpublished, most pressing first', () => {
    expect(statusMarks(status({ missing: ['skills'], outOfDate: ['hero'], unpublished: true }), 'de')).toEqual([
      'missing',
      'outOfDate',
      'unpublished',
    ]);
  });

  it('never calls English out of date, and a language the server does not know missing', () => {
    expect(statusMarks(status({ outOfDate: ['hero'] }), 'en')).toEqual([]);
    expect(statusMarks(undefined, 'ja')).toEqual(['missing']);
  });
});
