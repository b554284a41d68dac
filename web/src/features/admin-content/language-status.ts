import type { LanguageStatus } from '@portfolio/contracts';

export type StatusMark = 'missing' | 'outOfDate' | 'unpublished';

/**
 * The marks a language carries in the switcher, most pressing first: sections it lacks (visitors read English
 * there), sections English changed since this language's were edited, and changes not published yet. None: the
 * language is published as it is in the draft.
 */
export function statusMarks(status: LanguageStatus | undefined, lang: string): StatusMark[] {
  if (!status) return lang === 'en' ? [] : ['missing'];
  const marks: StatusMark[] = [];
  if (status.missing.length > 0) marks.push('missing');
  if (status.outOfDate.length > 0 && lang !== 'en') marks.push('outOfDate');
  if (status.unpublished) marks.push('unpublished');
  return marks;
}
