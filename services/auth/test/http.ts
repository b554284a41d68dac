import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { adminEmail, adminPassword } from './fixture.ts';

export const json = { 'content-type': 'application/json' };

/** The session cookie pair (`portfolio_sid` and its signature) a response set, as a Cookie header; cleared ones are left out. */
export function cookieFrom(res: Response): string | undefined {
  const pairs = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!.trim())
    .filter((pair) => !pair.endsWith('='));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** The attributes of the Set-Cookie line for `name`, lower-cased, e.g. `['path=/', 'httponly', …]`. */
export function cookieAttributes(res: Response, name: string): string[] {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}`);
  return line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(cookie: string, name: string): string | undefined {
  for (const pair of cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export interface Call {
  cookie?: string | undefined;
  headers?: Record<string, string>;
}

export const postJson = (url: string, path: string, body: unknown, { cookie, headers }: Call = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...json, ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify(body),
  });

export const login = (url: string, credentials = { email: adminEmail, password: adminPassword }, call: Call = {}) =>
  postJson(url, '/api/admin/login', credentials, call);

/** Signs in as the administrator and returns the session cookie. */
export async function signIn(url: string, call: Call = {}): Promise<string> {
  const res = await login(url, undefined, call);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = cookieFrom(res);
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

export const logout = (url: string, call: Call = {}) =>
  fetch(`${url}/api/admin/logout`, {
    method: 'POST',
    headers: { ...(call.cookie ? { cookie: call.cookie } : {}), ...call.headers },
  });

export const get = (url: string, path: string, { cookie, headers }: Call = {}) =>
  fetch(`${url}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** `GET /api/admin/session`, asserting only that it answered 200. */
export async function sessionState(url: string, cookie?: string): Promise<{ authenticated: boolean; email?: string }> {
  const res = await get(url, '/api/admin/session', { cookie });
  if (res.status !== 200) throw new Error(`session check answered ${res.status}`);
  return (await res.json()) as { authenticated: boolean; email?: string };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request through node:http, for what fetch will not do: a body sent in pieces (chunked, no length), or
 * exact control of every header. `send` writes the body; the response is read once it ends.
 */
export function rawRequest(
  url: string,
  options: { method: string; path: string; headers: Record<string, string> },
  send: (write: (chunk: string) => void) => Promise<void> | void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${options.path}`, { method: options.method, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.flushHeaders();
    Promise.resolve(send((chunk) => req.write(chunk))).then(
      () => req.end(),
      (err: unknown) => {
        req.destroy();
        reject(err as Error);
      },
    );
  });
}
