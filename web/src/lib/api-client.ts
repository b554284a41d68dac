import type { AnyEndpoint, EndpointRequest, EndpointResponse, ErrorBody } from '@portfolio/contracts';
import { loadContract } from './api/endpoints';

/** The spec (§7): the base address comes from an environment setting, else the page origin. */
const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export const apiUrl = (path: string) => `${baseUrl}${path}`;

/** The server answered, but not with success. `code` is the contract's error code when the body had one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: ErrorBody['code'];
  /** From `Retry-After` (429, 503), seconds or a date: when asking again is worth it. */
  readonly retryAfterSeconds?: number;
  /** The fields the answer names (a validation failure, a taken slug), for a form to show each on its field. */
  readonly details?: ErrorBody['details'];

  constructor(
    message: string,
    status: number,
    code?: ErrorBody['code'],
    retryAfterSeconds?: number,
    details?: ErrorBody['details'],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.details = details;
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/**
 * The server said yes, but its answer is not what the contract declares, so nothing of it is used. Names the
 * endpoint and where the answer went wrong (`topPages.0.count`), never the values, which may be personal.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  /** The declared method and path template, parameters unfilled (`:id`). */
  readonly endpoint: string;
  /** The paths of the answer's parts that broke the contract; `''` is the answer as a whole. */
  readonly issues: readonly string[];

  constructor(endpoint: string, issues: readonly string[]) {
    super(`${endpoint} answered outside its contract at ${issues.map((p) => p || '(the whole answer)').join(', ')}`);
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

export interface CallOptions {
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a view recorded just before the tab closes). */
  keepalive?: boolean;
  /** Message of the ApiError thrown for a non-ok answer, when the caller has one of its own (spec §7). */
  failureMessage?: string;
}

type RequestParts = { params?: Record<string, string | number>; query?: object; body?: unknown };

/**
 * Every call to our API goes through here, by its contract declaration: the path with its parameters filled,
 * the query as a query string, the body as JSON (or as bytes, for an endpoint that takes bytes); the answer is checked against the declared response before
 * anyone reads it. Typed errors out: NetworkError, ApiError (the contract's error code, Retry-After),
 * ContractError. It never shows anything to the user; features decide whether a failure deserves a toast.
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  request: EndpointRequest<E>,
  options?: CallOptions,
): Promise<EndpointResponse<E>>;
export async function callEndpoint(
  endpoint: AnyEndpoint,
  { params, query, body }: RequestParts,
  { failureMessage, ...init }: CallOptions = {},
): Promise<unknown> {
  // Already loaded: the caller holds one of its endpoints. Imported on demand so that this client, which the
  // visitor's pages import, does not bring zod and the schemas into their chunks.
  const { pathOf } = await loadContract();
  const search = query ? queryString(query) : '';
  const label = `${endpoint.method} ${endpoint.path}`;
  let response: Response;
  try {
    response = await fetch(apiUrl(`${pathOf(endpoint, params)}${search && `?${search}`}`), {
      ...init,
      method: endpoint.method,
      headers: body === undefined ? undefined : { 'Content-Type': contentTypeOf(endpoint) },
      // An endpoint that takes bytes (an import file) gets them as they are, labelled with its first declared type.
      body:
        body === undefined ? undefined : endpoint.bytesBody ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(`${label} got no answer`, { cause });
  }
  return readAnswer(endpoint, response, failureMessage);
}

const contentTypeOf = (endpoint: AnyEndpoint) =>
  endpoint.bytesBody ? (endpoint.contentTypes[0] ?? 'application/octet-stream') : 'application/json';

/**
 * An endpoint's answer, read as `callEndpoint` reads it: the typed error for a non-ok answer, else the body checked
 * against the declared response. Exported for the one call fetch cannot make (an upload that reports its progress
 * goes through XMLHttpRequest, whose answer is wrapped in a Response to come here).
 */
export function readAnswer<E extends AnyEndpoint>(
  endpoint: E,
  response: Response,
  failureMessage?: string,
): Promise<EndpointResponse<E>>;
export async function readAnswer(endpoint: AnyEndpoint, response: Response, failureMessage?: string) {
  if (!response.ok) throw await apiErrorOf(response, failureMessage);
  if (endpoint.response === null) return undefined;
  const answer = endpoint.response.safeParse(await readJson(response));
  if (!answer.success) {
    const label = `${endpoint.method} ${endpoint.path}`;
    throw new ContractError(label, [...new Set(answer.error.issues.map((issue) => issue.path.map(String).join('.')))]);
  }
  return answer.data;
}

/** The body of an endpoint that declares one, for a caller that has no answer to read. */
type BodyOf<E extends AnyEndpoint> = EndpointRequest<E> extends { body: infer B } ? B : never;

/**
 * Queues a POST with `navigator.sendBeacon`, which survives the page closing and answers only "queued or not":
 * there is nothing to validate. A beacon's text goes as `text/plain`, so only an endpoint that accepts it (and
 * has no path parameter) can take one. False when it could not be queued (no beacon, too large, refused by the
 * browser, or an endpoint that takes JSON only): the caller falls back to `callEndpoint`.
 */
export function beaconEndpoint<E extends AnyEndpoint & { params: undefined }>(endpoint: E, body: BodyOf<E>): boolean {
  if (typeof navigator.sendBeacon !== 'function' || !endpoint.contentTypes.includes('text/plain')) return false;
  try {
    return navigator.sendBeacon(apiUrl(endpoint.path), JSON.stringify(body));
  } catch {
    // Some browsers throw instead of returning false (size, policy).
    return false;
  }
}

/** `{ from: 'a', limit: 5 }` → `from=a&limit=5`; absent values are left out, a list repeats its key. */
export function queryString(query: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

async function apiErrorOf(response: Response, failureMessage?: string) {
  const body = await readJson(response);
  const error = isErrorBody(body) ? body : undefined;
  return new ApiError(
    failureMessage ?? error?.message ?? `${response.status} ${response.statusText}`.trim(),
    response.status,
    error?.code,
    retryAfterSeconds(response.headers.get('Retry-After'), Date.now()),
    Array.isArray(error?.details) ? error.details : undefined,
  );
}

/** `Retry-After` is seconds or an HTTP date; anything unreadable means "not said". */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'code' in value &&
  typeof value.code === 'string' &&
  'message' in value &&
  typeof value.message === 'string';
