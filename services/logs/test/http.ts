import { randomUUID } from 'node:crypto';
import {
  authRoleHeader,
  gatewayTokenHeader,
  type IssueDetail,
  type IssueList,
  type IssueSummary,
  type LogEntry,
} from '@portfolio/contracts';
import { testGatewaySecret } from '@portfolio/testing';

export const json = { 'content-type': 'application/json' };
/** What `navigator.sendBeacon` sends for a string body. */
export const beacon = { 'content-type': 'text/plain;charset=UTF-8' };
/** What the gateway sends on a request its auth check found from the administrator: the role, and its token. */
export const fromGateway = { [gatewayTokenHeader]: testGatewaySecret };
export const asAdmin = { [authRoleHeader]: 'admin', ...fromGateway };

export function entry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: randomUUID(),
    level: 'error',
    message: 'TypeError: Cannot read properties of undefined (reading "map")',
    timestamp: new Date().toISOString(),
    url: 'https://portfolio.example/blog',
    path: '/blog',
    stack:
      'TypeError: Cannot read properties of undefined (reading "map")\n' +
      '    at ArticleList (https://portfolio.example/assets/index-Bx2k9sQa.js:12:345)\n' +
      '    at renderWithHooks (https://portfolio.example/assets/vendor-CkA9d8Zq.js:1:999)',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    ...overrides,
  };
}

/**
 * A word no other test uses. Letters only: digits are normalised away when entries are grouped, so two markers
 * differing only in digits would name one issue.
 */
export const uniqueWord = (prefix: string) =>
  `${prefix}-${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

export const batch = (entries: LogEntry[]) => ({ entries, source: 'client' });

export interface PostOptions {
  headers?: Record<string, string>;
}

export const postLogs = (url: string, body: unknown, { headers = json }: PostOptions = {}) =>
  fetch(`${url}/api/logs`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Posts entries and checks they were accepted. */
export async function send(url: string, entries: LogEntry[], headers: Record<string, string> = json) {
  const res = await postLogs(url, batch(entries), { headers });
  if (res.status !== 202) throw new Error(`ingestion answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { accepted: true; kept: number; dropped: number };
}

export const adminGet = (url: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { ...asAdmin, ...headers } });

export const adminSend = (url: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { ...asAdmin, ...(body === undefined ? {} : json) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export async function listIssues(url: string, query: Record<string, string> = {}): Promise<IssueList> {
  const res = await adminGet(url, `/api/admin/logs?${new URLSearchParams(query)}`);
  if (res.status !== 200) throw new Error(`listing answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as IssueList;
}

export async function issueDetail(url: string, id: string): Promise<IssueDetail> {
  const res = await adminGet(url, `/api/admin/logs/${id}`);
  if (res.status !== 200) throw new Error(`detail answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as IssueDetail;
}

/** The only issue whose title contains `marker`. */
export async function issueTitled(url: string, marker: string): Promise<IssueSummary> {
  const { issues } = await listIssues(url, { limit: '100' });
  const found = issues.filter((i) => i.title.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} issues titled with ${marker}`);
  return found[0]!;
}
