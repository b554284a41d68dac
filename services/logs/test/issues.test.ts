import { describe, expect, it } from 'vitest';
import type { IssueSummary } from '@portfolio/contracts';
import { useLogs } from './fixture.ts';
import { adminSend, entry, issueDetail, issueTitled, json, listIssues, send, uniqueWord } from './http.ts';

const today = () => new Date().toISOString().slice(0, 10);

/** The same fault as thrown by two builds served from two hosts: other hashes, lines, columns and numbers. */
const buildA = (message: string) =>
  entry({
    message: `${message} (request 1234)`,
    stack: `TypeError: x\n    at loadArticles (https://a.example/assets/index-Bx2k9sQa.js:12:345)\n    at https://a.example/assets/vendor-CkA9d8Zq.js:1:2`,
  });
const buildB = (message: string) =>
  entry({
    message: `${message} (request 98)`,
    stack: `TypeError: x\n    at loadArticles (https://b.example/assets/index-Zq81mPwe.js:99:1)\n    at https://b.example/assets/vendor-D9s8f7G6.js:7:7`,
  });

describe('issues, not rows', () => {
  const logs = useLogs();

  async function sendAndFlush(entries: Parameters<typeof send>[1], headers = json) {
    await send(logs().url, entries, headers);
    await logs().flush();
  }

  it('groups occurrences of one fault across builds, hosts, line numbers and ids into one issue', async () => {
    const marker = uniqueWord('group');
    await sendAndFlush([buildA(marker), buildB(marker)]);
    const issue = await issueTitled(logs().url, marker);
    expect(issue).toMatchObject({
      count: 2,
      level: 'error',
      source: 'client',
      status: 'open',
      culprit: 'loadArticles (assets/index.js)',
    });
    expect(issue.firstSeen <= issue.lastSeen).toBe(true);
    expect(issue.trend).toHaveLength(14);
    expect(issue.trend.at(-1)).toEqual({ date: today(), count: 2 });
    expect(issue.trend.slice(0, -1).every((d) => d.count === 0)).toBe(true);
  });

  it('keeps different messages, levels and top frames apart', async () => {
    const marker = uniqueWord('apart');
    await sendAndFlush([
      buildA(marker),
      buildA(`${marker}-other`),
      { ...buildA(marker), level: 'warn' },
      {
        ...buildA(marker),
        stack: 'TypeError: x\n    at renderSidebar (https://a.example/assets/index-Bx2k9sQa.js:1:1)',
      },
    ]);
    const { issues } = await listIssues(logs().url, { q: marker });
    expect(issues).toHaveLength(4);
    expect(new Set(issues.map((i) => i.id)).size).toBe(4);
  });

  it('counts affected sessions: by the analytics session id when sent, else by address and browser', async () => {
    const marker = uniqueWord('sessions');
    const at = (ip: string) => ({ ...json, 'x-forwarded-for': ip });
    await sendAndFlush([entry({ message: marker, context: { sessionId: 'session-aaaa-1111' } })], at('192.0.2.1'));
    await sendAndFlush([entry({ message: marker, context: { sessionId: 'session-aaaa-1111' } })], at('192.0.2.2'));
    await sendAndFlush([entry({ message: marker, context: { sessionId: 'session-bbbb-2222' } })], at('192.0.2.1'));
    await sendAndFlush([entry({ message: marker }), entry({ message: marker })], at('192.0.2.3'));
    await sendAndFlush([entry({ message: marker })], at('192.0.2.4'));
    const issue = await issueTitled(logs().url, marker);
    expect(issue.count).toBe(6);
    expect(issue.sessions).toBe(4);
  });

  it('changes status, and reopens a resolved issue as regressed when it happens again', async () => {
    const marker = uniqueWord('regress');
    await sendAndFlush([entry({ message: marker })]);
    const { id } = await issueTitled(logs().url, marker);

    const resolved = await adminSend(logs().url, 'PATCH', `/api/admin/logs/${id}`, { status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(await resolved.json()).toMatchObject({ id, status: 'resolved', regressed: false });

    await sendAndFlush([entry({ message: marker })]);
    expect(await issueDetail(logs().url, id)).toMatchObject({ status: 'open', regressed: true, count: 2 });

    const reopened = await adminSend(logs().url, 'PATCH', `/api/admin/logs/${id}`, { status: 'open' });
    expect(await reopened.json()).toMatchObject({ status: 'open', regressed: false });
  });

  it('keeps an ignored issue ignored while it keeps counting', async () => {
    const marker = uniqueWord('ignored');
    await sendAndFlush([entry({ message: marker })]);
    const { id } = await issueTitled(logs().url, marker);
    await adminSend(logs().url, 'PATCH', `/api/admin/logs/${id}`, { status: 'ignored' });
    await sendAndFlush([entry({ message: marker })]);
    expect(await issueDetail(logs().url, id)).toMatchObject({ status: 'ignored', regressed: false, count: 2 });
  });

  it('refuses an unknown status', async () => {
    const marker = uniqueWord('bad-status');
    await sendAndFlush([entry({ message: marker })]);
    const { id } = await issueTitled(logs().url, marker);
    const res = await adminSend(logs().url, 'PATCH', `/api/admin/logs/${id}`, { status: 'regressed' });
    expect(res.status).toBe(400);
  });

  it('shows an issue with its recent occurrences in full, newest first', async () => {
    const marker = uniqueWord('detail');
    for (const path of ['/one', '/two', '/three']) await sendAndFlush([entry({ message: marker, path })]);
    const { id } = await issueTitled(logs().url, marker);
    const detail = await issueDetail(logs().url, id);
    expect(detail.occurrences.map((o) => o.path)).toEqual(['/three', '/two', '/one']);
    expect(detail.occurrences[0]).toEqual({
      id: expect.any(String),
      level: 'error',
      message: marker,
      timestamp: expect.any(String),
      url: 'https://portfolio.example/blog',
      path: '/three',
      stack: expect.stringContaining('at ArticleList'),
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      receivedAt: expect.any(String),
      lastReceivedAt: expect.any(String),
      count: 1,
    });
  });

  it('deletes an issue, then knows nothing of it', async () => {
    const marker = uniqueWord('delete');
    await sendAndFlush([entry({ message: marker })]);
    const { id } = await issueTitled(logs().url, marker);
    const res = await adminSend(logs().url, 'DELETE', `/api/admin/logs/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect((await adminSend(logs().url, 'GET', `/api/admin/logs/${id}`)).status).toBe(404);
    expect((await adminSend(logs().url, 'DELETE', `/api/admin/logs/${id}`)).status).toBe(404);
    expect((await adminSend(logs().url, 'PATCH', `/api/admin/logs/${id}`, { status: 'resolved' })).status).toBe(404);
  });
});

describe('listing issues', () => {
  const logs = useLogs();
  const marker = uniqueWord('list');
  let all: IssueSummary[];

  it('lists the newest activity first with filters', async () => {
    await send(logs().url, [
      entry({ message: `${marker} alpha failure`, level: 'error', path: '/blog/first-post' }),
      entry({ message: `${marker} beta warning`, level: 'warn', path: '/games' }),
      entry({ message: `${marker} gamma note`, level: 'info', path: '/blog' }),
    ]);
    await logs().flush();
    await send(logs().url, [entry({ message: `${marker} delta failure`, level: 'error', path: '/' })]);
    await logs().flush();
    all = (await listIssues(logs().url)).issues;
    expect(all.map((i) => i.title.replace(`${marker} `, ''))[0]).toBe('delta failure');

    const titles = async (query: Record<string, string>) =>
      (await listIssues(logs().url, query)).issues.map((i) => i.title.replace(`${marker} `, '')).sort();
    expect(await titles({ level: 'error' })).toEqual(['alpha failure', 'delta failure']);
    expect(await titles({ q: 'FAILURE' })).toEqual(['alpha failure', 'delta failure']);
    expect(await titles({ q: 'beta' })).toEqual(['beta warning']);
    expect(await titles({ path: '/blog' })).toEqual(['alpha failure', 'gamma note']);
    expect(await titles({ path: '/blog/', level: 'error' })).toEqual(['alpha failure']);
    expect(await titles({ source: 'auth' })).toEqual([]);
    expect(await titles({ from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect(
      await titles({ from: new Date(Date.now() - 60_000).toISOString(), to: new Date().toISOString() }),
    ).toHaveLength(4);
    expect(await titles({ status: 'resolved' })).toEqual([]);
  });

  it('pages through every issue with the cursor, each exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listIssues(logs().url, { limit: '1', ...(cursor ? { cursor } : {}) });
      expect(page.issues.length).toBeLessThanOrEqual(1);
      seen.push(...page.issues.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((i) => i.id));
  });

  it('treats search text as text, not as query syntax', async () => {
    for (const q of ['"', 'alpha OR beta', 'NEAR(alpha beta)', '*', 'a"b', '-alpha', '%', '\\']) {
      expect((await listIssues(logs().url, { q })).issues, q).toEqual([]);
    }
  });
});
