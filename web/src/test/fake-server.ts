import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/**
 * Stands in for the network (not for our code): answers `fetch` by method and path, records every call, and
 * answers 404 with the contract's error body for anything else, like the single-machine process does.
 */
export function fakeServer(routes: Record<string, Handler> = {}) {
  const calls: { method: string; path: string; init?: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, window.location.origin).pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, path, init });
    const handler = routes[`${method} ${path}`];
    return handler ? handler(init, url) : json(404, { code: 'not_found', message: 'Nothing here.' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    called: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
