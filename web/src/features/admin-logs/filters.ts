import {
  issueStatuses,
  logLevels,
  logSources,
  type IssueStatus,
  type LogLevel,
  type LogSource,
} from '@portfolio/contracts';

/** How far back "seen in" reaches. */
export const sinceWindows = { hour: 3_600_000, day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;
export type Since = keyof typeof sinceWindows;

/** The list's filters, as the address keeps them (so a filtered view can be reloaded and shared). */
export interface IssueFilters {
  level?: LogLevel;
  status?: IssueStatus;
  /** The browser (`client`) or one of our services: the dashboard's health card links to a service's issues. */
  source?: LogSource;
  q?: string;
  path?: string;
  since?: Since;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;
const text = (value: string | null, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** Reads the filters from the address; anything unknown or malformed is left out rather than sent. */
export function filtersFromSearch(search: URLSearchParams): IssueFilters {
  const path = text(search.get('path'), 2000);
  return {
    level: oneOf(logLevels, search.get('level')),
    status: oneOf(issueStatuses, search.get('status')),
    source: oneOf(logSources, search.get('source')),
    q: text(search.get('q'), 200),
    path: path && (path.startsWith('/') ? path : `/${path}`),
    since: oneOf(Object.keys(sinceWindows) as Since[], search.get('since')),
  };
}

/** The same filters in the address, without the empty ones. */
export function filtersToSearch(filters: IssueFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return search;
}

/** The list call's query: `since` becomes `from`, counted back from `now` (the time of the call). */
export function issueListParams(filters: IssueFilters, now: number, cursor?: string) {
  const { level, status, source, q, path, since } = filters;
  return {
    level,
    status,
    source,
    q: q || undefined,
    path: path || undefined,
    from: since && new Date(now - sinceWindows[since]).toISOString(),
    cursor: cursor || undefined,
  };
}
