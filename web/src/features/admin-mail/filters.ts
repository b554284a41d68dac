import {
  languageCodes,
  mailLimits,
  subscriberStatus,
  type LanguageCode,
  type SubscriberStatus,
} from '@portfolio/contracts';

/** The inbox's view as the address holds it (`?box=archived&unread=true&q=…&page=2`). */
export interface MessageFilters {
  box: 'inbox' | 'archived';
  unread: boolean;
  q: string;
  page: number;
}

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= mailLimits.maxPage ? page : 1;
};
const queryOf = (value: string | null) => (value ?? '').trim().slice(0, mailLimits.queryLength);

/** Anything the address holds that the API would refuse is read as its default, so a hand-edited address still works. */
export function messageFiltersFrom(search: URLSearchParams): MessageFilters {
  return {
    box: search.get('box') === 'archived' ? 'archived' : 'inbox',
    unread: search.get('unread') === 'true',
    q: queryOf(search.get('q')),
    page: pageOf(search.get('page')),
  };
}

/** Only what differs from the default goes into the address. */
export function messageFiltersToSearch(filters: MessageFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.box === 'archived') search.set('box', 'archived');
  if (filters.unread) search.set('unread', 'true');
  if (filters.q) search.set('q', filters.q);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's query for these filters. */
export const messageListQuery = (filters: MessageFilters) => ({
  box: filters.box,
  unread: filters.unread ? ('true' as const) : undefined,
  q: filters.q || undefined,
  page: filters.page,
});

/** The subscriber list's view as the address holds it (`?status=confirmed&language=fr&q=…&page=2`). */
export interface SubscriberFilters {
  status?: SubscriberStatus;
  language?: LanguageCode;
  q: string;
  page: number;
}

const statuses: readonly string[] = subscriberStatus.options;
const languages: readonly string[] = languageCodes;

export function subscriberFiltersFrom(search: URLSearchParams): SubscriberFilters {
  const status = search.get('status') ?? '';
  const language = search.get('language') ?? '';
  return {
    status: statuses.includes(status) ? (status as SubscriberStatus) : undefined,
    language: languages.includes(language) ? (language as LanguageCode) : undefined,
    q: queryOf(search.get('q')),
    page: pageOf(search.get('page')),
  };
}

export function subscriberFiltersToSearch(filters: SubscriberFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.language) search.set('language', filters.language);
  if (filters.q) search.set('q', filters.q);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The list call's query; the export takes the same without the page. */
export const subscriberListQuery = ({ status, language, q, page }: SubscriberFilters) => ({
  status,
  language,
  q: q || undefined,
  page,
});
