import { authRoleHeader, gatewayTokenHeader, type StatsResponse } from '@portfolio/contracts';
import { testGatewaySecret } from '@portfolio/testing';
import { chromeUserAgent } from './fixture.ts';

export interface Send {
  userAgent?: string | null;
  /** The client address, told by the trusted proxy (127.0.0.1) in X-Forwarded-For. */
  address?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Posts a body (an object as JSON, a string as is) to an ingestion call. */
export function post(url: string, call: 'session' | 'pageview', body: unknown, send: Send = {}) {
  const headers: Record<string, string> = { 'content-type': send.contentType ?? 'application/json', ...send.headers };
  if (send.userAgent !== null) headers['user-agent'] = send.userAgent ?? chromeUserAgent;
  if (send.address) headers['x-forwarded-for'] = send.address;
  return fetch(`${url}/api/analytics/${call}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Posts and insists on the 202 an accepted event gets. */
export async function accept(url: string, call: 'session' | 'pageview', body: unknown, send: Send = {}) {
  const res = await post(url, call, body, send);
  if (res.status !== 202) throw new Error(`expected 202, got ${res.status}: ${await res.text()}`);
}

export interface Ask {
  /** As the gateway says after its auth check (believed only with the gateway's token, which this sends). */
  admin?: boolean;
  query?: string;
  headers?: Record<string, string>;
}

export const askStats = (url: string, { admin = false, query = '', headers = {} }: Ask = {}) =>
  fetch(`${url}/api/analytics/stats${query ? `?${query}` : ''}`, {
    headers: { ...(admin ? { [authRoleHeader]: 'admin', [gatewayTokenHeader]: testGatewaySecret } : {}), ...headers },
  });

export async function stats(url: string, ask: Ask = {}): Promise<StatsResponse> {
  const res = await askStats(url, ask);
  if (res.status !== 200) throw new Error(`stats answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as StatsResponse;
}
