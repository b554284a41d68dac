import type { ArticleDraft, ErrorBody } from '@portfolio/contracts';

/**
 * Where each problem of a refused save or publication is shown: `body.draft.versions.2.title` (a request the
 * server could not read) or `versions.2.title` (a draft it would not publish) become `fr.title`; the article-wide
 * fields keep their name (`tags`, `cover`); anything else is shown above the fields, as `article`.
 */
export type FieldErrors = Record<string, string>;

const articleFields = new Set(['tags', 'cover']);

export function fieldErrorsOf(
  details: ErrorBody['details'],
  draft: ArticleDraft,
  /** The words shown for the server's (which are English and technical). */
  word: (message: string) => string = (message) => message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details ?? []) {
    const parts = detail.path.split('.');
    while (parts[0] === 'body' || parts[0] === 'draft') parts.shift();
    const [head = '', which, field] = parts;
    const lang = head === 'versions' && which !== undefined ? (draft.versions[Number(which)]?.lang ?? which) : null;
    const key = lang ? fieldKey(lang, field ?? 'markdown') : articleFields.has(head) ? head : 'article';
    errors[key] ??= word(detail.message);
  }
  return errors;
}

export const fieldKey = (lang: string, field: string) => `${lang}.${field}`;
