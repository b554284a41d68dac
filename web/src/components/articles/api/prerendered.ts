import { sameRequest, type ArticlesRequest } from './articles-request';

const elementId = 'prerendered-data';

/** What the content service writes into a public page's HTML: the answer its main content was rendered from. */
interface Prerendered {
  endpoint: string;
  request?: unknown;
  answer: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function read(): Prerendered | undefined {
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
 * The answer the server rendered this page from, when it answers `request` of `endpoint` (its name in the contract),
 * so that the first render shows the same articles without a request and without a flash. Used once: the element
 * is removed, and every later request goes to the API. The server may spell the query alone or inside `{ query }`,
 * with or without its defaults.
 */
export function prerenderedAnswer<T>(endpoint: string, request: ArticlesRequest): T | undefined {
  const data = read();
  if (data?.endpoint !== endpoint) return undefined;
  const sent = isRecord(data.request) && isRecord(data.request.query) ? data.request.query : data.request;
  if (!sameRequest((sent ?? {}) as ArticlesRequest, request)) return undefined;
  document.getElementById(elementId)?.remove();
  return data.answer as T;
}
