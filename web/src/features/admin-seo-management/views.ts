/** The screen's sections, one tab each, in tab order; the first is shown when the address names none. */
export const views = ['redirects', 'robots', 'sitemap', 'audit', 'not-found'] as const;
export type View = (typeof views)[number];

/** The section the address names (`?view=audit`), else the redirects. */
export function viewFrom(search: URLSearchParams): View {
  const named = search.get('view');
  return views.find((view) => view === named) ?? 'redirects';
}

/**
 * The address of the redirects tab with its form open for a new redirect from `source` (a not-found path's
 * "create a redirect"): kept in the address, so that a reload or the back button shows the same form.
 */
export const newRedirectSearch = (source: string) => new URLSearchParams({ view: 'redirects', from: source });

/** The source a new redirect's form starts with (`?from=`), or nothing when the form is not asked for. */
export const prefilledSource = (search: URLSearchParams): string | undefined =>
  viewFrom(search) === 'redirects' ? (search.get('from') ?? undefined) : undefined;
