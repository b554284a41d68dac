import type { AiFailureReason } from '@portfolio/contracts';
import { errorMessageOf } from './answer-shapes.ts';
import { ProviderError, type ProviderConnection } from './provider-types.ts';

/** The most of a provider's own words kept as a failure's detail: enough to read, not a whole page. */
const detailLength = 300;

/**
 * `path` under the base address, whatever the administrator typed around the slash. Both APIs live under `/v1`: an
 * address without a path (`https://api.anthropic.com`) gets it, one with a path (`…/openai/v1`) is taken as is.
 */
export function endpointUrl(baseUrl: string, path: string): URL {
  const base = new URL(baseUrl);
  let prefix = base.pathname.replace(/\/+$/, '');
  if (prefix === '') prefix = '/v1';
  return new URL(`${prefix}/${path}`, base.origin);
}

/**
 * The key out of a text the provider wrote (some echo a wrong key back, whole or masked as `sk-…abcd`): the key
 * itself, any `sk-` token, and any token holding the key's first characters.
 */
export function redacted(text: string, apiKey: string): string {
  let out = text;
  if (apiKey.length > 0) out = out.split(apiKey).join('[key]');
  out = out.replace(/\bsk-[\w*…-]+(?:\.[\w*…-]+)*/g, '[key]');
  const head = apiKey.slice(0, 8);
  if (head.length >= 6)
    out = out
      .split(/(\s+)/)
      .map((word) => (word.includes(head) ? '[key]' : word))
      .join('');
  return out.length > detailLength ? `${out.slice(0, detailLength)}…` : out;
}

export const failed = (reason: AiFailureReason, detail?: string, retryAfterSeconds?: number): ProviderError =>
  new ProviderError({
    reason,
    ...(detail ? { detail } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });

/** `Retry-After` in seconds, from either of its spellings (seconds or an HTTP date); undefined when absent or odd. */
export function retryAfter(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

const statusReasons: Record<number, AiFailureReason> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'timeout',
  429: 'rate_limited',
  504: 'timeout',
};

/** The failure an HTTP error answer stands for, with the provider's own message as its detail. */
export async function statusFailure(response: Response, apiKey: string): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  let message: string | undefined;
  try {
    message = errorMessageOf(JSON.parse(text));
  } catch {
    message = undefined;
  }
  const detail = redacted(message ?? `HTTP ${response.status}`, apiKey);
  const reason = statusReasons[response.status] ?? 'provider_error';
  return failed(reason, detail, reason === 'rate_limited' ? retryAfter(response.headers) : undefined);
}

/**
 * A call's signal: the caller's (a cancelled job) and the connection's timeout, and how to tell which fired. The
 * timeout covers the whole answer, its streamed body included, so a provider that hangs mid-way is let go too.
 */
export function callSignal(connection: ProviderConnection, signal: AbortSignal | undefined) {
  const timeout = AbortSignal.timeout(connection.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  /** The failure for an error thrown while the call ran: cancelled, timed out, cut off, or already a failure. */
  const failureOf = (error: unknown): ProviderError => {
    if (error instanceof ProviderError) return error;
    if (signal?.aborted) return failed('cancelled');
    if (timeout.aborted) return failed('timeout', `no complete answer within ${connection.timeoutMs} ms`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return failed(
      'unreachable',
      redacted(cause ?? (error instanceof Error ? error.message : 'no answer'), connection.apiKey),
    );
  };
  return { signal: combined, failureOf };
}

/** A successful answer's JSON body, or `malformed`. */
export async function jsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failed('malformed', 'the answer is not JSON');
  }
}

/**
 * One HTTP call to the provider: the address joined under the base, the signal with its timeout, no redirect
 * followed (a key must not travel to another host), an error status mapped to its reason, and whatever `read`
 * throws (a cut stream, a timeout mid-body) turned into a `ProviderError`.
 */
export async function providerCall<T>(
  connection: ProviderConnection,
  path: string,
  init: RequestInit,
  caller: AbortSignal | undefined,
  read: (response: Response, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { signal, failureOf } = callSignal(connection, caller);
  try {
    const response = await fetch(endpointUrl(connection.baseUrl, path), { ...init, signal, redirect: 'error' });
    if (!response.ok) throw await statusFailure(response, connection.apiKey);
    return await read(response, signal);
  } catch (error) {
    throw failureOf(error);
  }
}
