import type { Page } from 'playwright-core';

export interface Answer {
  status: number;
  body: unknown;
}

/**
 * A call to our API from inside the page, as the web app makes it: same origin, the browser's cookies and its
 * Fetch Metadata headers. The page must already be on the site.
 */
export function callApi(page: Page, path: string, init: { method?: string; json?: unknown } = {}): Promise<Answer> {
  return page.evaluate(
    async ({ path, method, json }) => {
      const res = await fetch(path, {
        method,
        credentials: 'include',
        ...(json === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) }),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { status: res.status, body };
    },
    { path, method: init.method ?? 'GET', json: init.json },
  );
}

export const signIn = (page: Page, credentials: { email: string; password: string }) =>
  callApi(page, '/api/admin/login', { method: 'POST', json: credentials });
