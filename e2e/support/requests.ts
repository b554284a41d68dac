import type { Page, Request } from 'playwright-core';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * What the browser sends to our API, as seen from the browser (beacons included). Only observed: requests go
 * on to the real server, which answers as it would any visitor.
 */
export function recordApiCalls(page: Page) {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const data = request.postData();
    let body: unknown = data;
    try {
      body = data ? JSON.parse(data) : undefined;
    } catch {
      // Not JSON: kept as text.
    }
    sent.push({ method: request.method(), path: url.pathname, body });
  });
  return {
    sent,
    to: (method: string, path: string) => sent.filter((s) => s.method === method && s.path === path),
  };
}
