import { languageCodes, seoPages, type ErrorBody, type LanguageCode, type SeoPage } from '@portfolio/contracts';

/**
 * The settings' fields a check refused, by dotted key (`pages.home.fr.title`, `social.x`, `entity.sameAs.2`): from
 * the server's details (`body.` first) or from the page's own check of the same schema (zod issue paths).
 */
export function refusedFields(details: ErrorBody['details']): Set<string> {
  const keys = new Set<string>();
  for (const { path } of details ?? []) {
    const key = path.startsWith('body.') ? path.slice('body.'.length) : path;
    // A problem with the body as a whole (an old page's missing field) is shown above the form.
    keys.add(key === 'body' || key === '' ? 'form' : key);
  }
  return keys;
}

/** A zod issue's path in the server's spelling, so that one reading serves both. */
export const issuesAsDetails = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map(({ path, message }) => ({ path: ['body', ...path.map(String)].join('.'), message }));

/** The message each kind of field gets (keys of `errors.` in the screen's texts). */
export type ErrorKind =
  | 'siteName'
  | 'titlePattern'
  | 'title'
  | 'description'
  | 'image'
  | 'entityName'
  | 'url'
  | 'social.x'
  | 'social.github'
  | 'social.linkedin'
  | 'social.mastodon'
  | 'social.bluesky'
  | 'form';

/** Which message a refused field gets. */
export function errorKind(key: string): ErrorKind {
  const parts = key.split('.');
  const last = parts.at(-1)!;
  if (key === 'siteName' || key === 'titlePattern') return key;
  if (parts[0] === 'social' && parts.length === 2) return key as ErrorKind;
  if (last === 'image' || key === 'defaultImage') return 'image';
  if (key === 'entity.name') return 'entityName';
  if (key === 'entity.url' || parts[1] === 'sameAs') return 'url';
  if (parts[0] === 'defaultDescription' || (parts[0] === 'pages' && last === 'description')) return 'description';
  if (parts[0] === 'pages' && last === 'title') return 'title';
  return 'form';
}

/** The page and language a refused field is shown under, so that the screen can switch to it. */
export function placeOf(key: string): { page?: SeoPage; lang?: LanguageCode } {
  const parts = key.split('.');
  const isLang = (value: string | undefined): value is LanguageCode =>
    (languageCodes as readonly string[]).includes(value ?? '');
  const isPage = (value: string | undefined): value is SeoPage => (seoPages as readonly string[]).includes(value ?? '');
  if (parts[0] === 'defaultDescription' && isLang(parts[1])) return { lang: parts[1] };
  if (parts[0] === 'pages' && isPage(parts[1]) && isLang(parts[2])) return { page: parts[1], lang: parts[2] };
  return {};
}
