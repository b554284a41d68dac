import type { MediaRecord } from './media-port.ts';
import { searchForm } from './editorial-search.ts';

/**
 * What a media query is matched against, in both adapters alike: the name, every alt text and caption, in the
 * editor's search form (NFKC, lower case, no control characters), one per line. A query has no control character
 * left once in search form, so it never spans two lines.
 */
export const mediaSearchOf = (record: Pick<MediaRecord, 'name' | 'alt' | 'caption'>): string =>
  [record.name, ...Object.values(record.alt), ...Object.values(record.caption)]
    .filter((text) => text !== '')
    .map(searchForm)
    .join('\n');

/** The query in search form; '' when it asks for nothing. */
export const mediaQueryOf = (q: string | undefined): string => (q === undefined ? '' : searchForm(q.trim()));

/** The record with the patch's given fields replaced (an absent field keeps its value). */
export function patched(
  record: MediaRecord,
  patch: Partial<Pick<MediaRecord, 'alt' | 'caption' | 'focal'>>,
): MediaRecord {
  return {
    ...record,
    ...(patch.alt ? { alt: patch.alt } : {}),
    ...(patch.caption ? { caption: patch.caption } : {}),
    ...(patch.focal ? { focal: patch.focal } : {}),
  };
}
