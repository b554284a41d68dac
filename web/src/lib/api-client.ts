import type { ErrorBody } from '@portfolio/contracts';

/** The spec (§7): the base address comes from an environment setting, else the page origin. */
const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');

export const apiUrl = (path: string) => `${baseUrl}${path}`;

/** The server answered, but not with success. `code` is the contract's error code when the body had one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code?: ErrorBody['code'];
  /** From `Retry-After` (429, 503) when it holds seconds: when asking again is worth it. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, status: number, code?: ErrorBody['code'], retryAfterSeconds?: number) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request never got an answer (offline, DNS, CORS, aborted). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Message of the ApiError thrown for a non-ok answer, when the caller has one of its own (spec §7). */
  failureMessage?: string;
}

/**
 * Every call to our API goes through here: JSON in and out, typed errors out. It never shows anything to the
 * user; features decide whether a failure deserves a toast.
 */
export async function apiRequest<T>(path: string, { json, failureMessage, headers, ...init }: ApiRequest = {}) {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...init,
      headers: json === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (cause) {
    throw new NetworkError(`${init.method ?? 'GET'} ${path} got no answer`, { cause });
  }
  if (!response.ok) {
    const body = await readJson(response);
    const error = isErrorBody(body) ? body : undefined;
    const retryAfter = Number(response.headers.get('Retry-After') || NaN);
    throw new ApiError(
      failureMessage ?? error?.message ?? `${response.status} ${response.statusText}`.trim(),
      response.status,
      error?.code,
      retryAfter >= 0 ? retryAfter : undefined,
    );
  }
  return (await readJson(response)) as T;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorBody).code === 'string' &&
  typeof (value as ErrorBody).message === 'string';
