import type { ArticleDraft, ErrorBody } from '@portfolio/contracts';

/**
 * Where each problem of a refused save or publication is shown: `versions.2.title` or `versions.fr.title` become
 * `fr.title`, article-wide fields keep their name (`tags`, `cover`); the rest is shown above the fields.
 */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(
  details: ErrorBody['details'],
  draft: ArticleDraft,
  /** The words shown for the server's (which are English and technical). */
  word: (message: string) => string = (message) => message,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details ?? []) {
    const { path } = detail;
    const message = word(detail.message);
    const [head, which, field] = path.split('.');
    if (head === 'versions' && which !== undefined) {
      const lang = /^\d+$/.test(which) ? draft.versions[Number(which)]?.lang : which;
      errors[`${lang ?? ''}.${field ?? 'markdown'}`] ??= message;
    } else {
      errors[head || 'article'] ??= message;
    }
  }
  return errors;
}

export const fieldKey = (lang: string, field: string) => `${lang}.${field}`;
