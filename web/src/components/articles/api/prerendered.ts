import { sameRequest, type ArticlesRequest } from './articles-request';

/** The articles' answer; the home page's content has an element of its own (`prerendered-site-content`). */
const defaultElementId = 'prerendered-data';

/** What the content service writes into a public page's HTML: the answer its main content was rendered from. */
export interface Prerendered {
  /** The endpoint's name in the contract. */
  endpoint: string;
  request?: unknown;
  answer: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function read(elementId: string): Prerendered | undefined {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (isRecord(data) && typeof data.endpoint === 'string' && isRecord(data.answer)) {
      return { endpoint: data.endpoint, request: data.request, answer: data.answer };
    }
  } catch {
    // Not ours to worry about: the page simply asks the API.
  }
  return undefined;
}

/**
 * The answer the server rendered this page from (`<script type="application/json" id="prerendered-data">`), when
 * `answers` accepts it as the one a query asks for, so that the first render shows it without a request and without
 * a flash. Used once: the element is removed, and every later request goes to the API. Anything unreadable is
 * ignored, and the page asks the API.
 */
export function takePrerendered(
  answers: (data: Prerendered) => boolean,
  elementId = defaultElementId,
): Prerendered['answer'] | undefined {
  const data = read(elementId);
  if (!data || !answers(data)) return undefined;
  document.getElementById(elementId)?.remove();
  return data.answer;
}

/**
 * `refetchOnMount` for a query whose first data may be the page's pre-rendered answer. The server read that answer
 * from the store as it served the page: it is as fresh as one fetched at page load, yet react-query counts initial
 * data as stale at once (the default `staleTime` of 0) and would ask the API again as the page mounts. Such a query
 * is not refetched on mount until it has fetched once (on focus, on reconnect); without data it fetches as usual.
 */
export const refetchUnlessPrerendered = (query: { state: { dataUpdateCount: number } }) =>
  query.state.dataUpdateCount > 0;

/**
 * The pre-rendered answer when it answers `request` of `endpoint`. The server may spell the query alone or inside
 * `{ query }`, with or without its defaults.
 */
export function prerenderedAnswer<T>(endpoint: string, request: ArticlesRequest): T | undefined {
  return takePrerendered((data) => {
    const sent = isRecord(data.request) && isRecord(data.request.query) ? data.request.query : data.request;
    return data.endpoint === endpoint && sameRequest((sent ?? {}) as ArticlesRequest, request);
  }) as T | undefined;
}
