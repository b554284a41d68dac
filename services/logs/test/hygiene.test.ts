import { describe, expect, it } from 'vitest';
import { useLogs } from './fixture.ts';
import { asAdmin, beacon, entry, issueDetail, issueTitled, json, send, uniqueWord } from './http.ts';
import { storedBytes } from './stored-bytes.ts';

const email = 'jane.doe+portfolio@example.org';
const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkphbmUifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const password = 'hunter2-correct-horse';
const querySecret = 'q-secret-7f3a9c';
const bearerToken = 'opaque-bearer-91b2c3';
const secrets = [email, jwt, password, querySecret, bearerToken];

describe('hygiene before storage', () => {
  const logs = useLogs({ trust: ['127.0.0.1'] });

  it('stores an entry without its email address, JWT, password= value, bearer token or URL query secret', async () => {
    const marker = uniqueWord('scrub');
    const dirty = entry({
      message: `${marker}: login failed for ${email} with password=${password} (token ${jwt})`,
      stack: `Error: ${marker}\n    at submit (https://portfolio.example/assets/index-Bx2k9sQa.js?session=${querySecret}:3:14)`,
      url: `https://portfolio.example/admin?reset=${querySecret}#access_token=${querySecret}`,
      path: `/admin?reset=${querySecret}`,
      context: {
        request: `GET https://api.example.com/v1/me?key=${querySecret} Authorization: Bearer ${bearerToken}`,
        user: { email, password },
        headers: { authorization: `Bearer ${bearerToken}` },
      },
    });
    await send(logs().url, [dirty], { ...json, 'x-forwarded-for': '198.51.100.23' });

    // Already clean in the spool, before the store sees it…
    const spooled = storedBytes(logs().dir);
    for (const secret of secrets) expect(spooled, secret).not.toContain(secret);

    await logs().flush();
    const issue = await issueTitled(logs().url, marker);
    const [stored] = (await issueDetail(logs().url, issue.id)).occurrences;
    expect(stored).toMatchObject({
      message: `${marker}: login failed for [email] with password=[redacted] (token [jwt])`,
      stack: `Error: ${marker}\n    at submit (https://portfolio.example/assets/index-Bx2k9sQa.js:3:14)`,
      url: 'https://portfolio.example/admin',
      path: '/admin',
      context: {
        request: 'GET https://api.example.com/v1/me Authorization: [redacted] [redacted]',
        user: { email: '[email]', password: '[redacted]' },
        headers: { authorization: '[redacted]' },
      },
    });
    // …and nowhere in the database files either.
    const written = storedBytes(logs().dir);
    for (const secret of secrets) expect(written, secret).not.toContain(secret);
  });

  it('never stores the client address, direct or forwarded', async () => {
    const marker = uniqueWord('address');
    await send(logs().url, [entry({ message: marker })], { ...json, 'x-forwarded-for': '203.0.113.77' });
    await logs().flush();
    await issueTitled(logs().url, marker);
    const written = storedBytes(logs().dir);
    expect(written).toContain(marker);
    expect(written).not.toContain('203.0.113.77');
    expect(written).not.toContain('127.0.0.1');
  });

  it('stores HTML markup verbatim as text and serves it as JSON', async () => {
    const markup = `<img src=x onerror="alert(document.cookie)"><script>alert(1)</script> ${uniqueWord('markup')}`;
    await send(logs().url, [entry({ message: markup, context: { html: '<b>bold</b> & "quoted"' } })], beacon);
    await logs().flush();
    const issue = await issueTitled(logs().url, markup);
    expect(issue.title).toBe(markup);

    const res = await fetch(`${logs().url}/api/admin/logs/${issue.id}`, { headers: asAdmin });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const [stored] = ((await res.json()) as { occurrences: { message: string; context: unknown }[] }).occurrences;
    expect(stored!.message).toBe(markup);
    expect(stored!.context).toEqual({ html: '<b>bold</b> & "quoted"' });
  });

  it("keeps the client's timestamp and sets the server's receipt time beside it", async () => {
    const marker = uniqueWord('clock');
    const clientTime = '2001-02-03T04:05:06.789+02:00';
    const before = Date.now();
    await send(logs().url, [entry({ message: marker, timestamp: clientTime })]);
    await logs().flush();
    const [stored] = (await issueDetail(logs().url, (await issueTitled(logs().url, marker)).id)).occurrences;
    expect(stored!.timestamp).toBe(clientTime);
    expect(Date.parse(stored!.receivedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(stored!.receivedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('drops known noise and says how many', async () => {
    const noise = [
      entry({ message: 'Script error.', stack: undefined }),
      entry({ message: 'ResizeObserver loop limit exceeded', stack: undefined }),
      entry({ message: 'ResizeObserver loop completed with undelivered notifications.', stack: undefined }),
      entry({
        message: uniqueWord('extension'),
        stack: 'TypeError: x\n    at inject (chrome-extension://abcdefghijklmnop/content.js:1:2)',
      }),
      entry({ message: uniqueWord('moz'), stack: 'inject@moz-extension://0b1c/content.js:4:2\n' }),
    ];
    const kept = entry({ message: uniqueWord('real') });
    expect(await send(logs().url, [...noise, kept])).toEqual({ accepted: true, kept: 1, dropped: 5 });
    await logs().flush();
    await issueTitled(logs().url, kept.message);
    for (const n of noise.slice(3)) await expect(issueTitled(logs().url, n.message)).rejects.toThrow('0 issues');
  });

  it('folds identical entries within the window into one occurrence with a count', async () => {
    const marker = uniqueWord('loop');
    const same = () => entry({ message: marker, context: { attempt: 1 } });
    await send(logs().url, [same(), same(), same()]);
    await send(logs().url, [same()]);
    await send(logs().url, [entry({ message: marker, path: '/other' })]);
    await logs().flush();
    const issue = await issueTitled(logs().url, marker);
    expect(issue.count).toBe(5);
    const detail = await issueDetail(logs().url, issue.id);
    expect(detail.occurrences.map((o) => [o.path, o.count])).toEqual([
      ['/other', 1],
      ['/blog', 4],
    ]);
  });
});

describe('hygiene with no fold window', () => {
  const logs = useLogs({ foldWindowMs: 0 });

  it('keeps identical entries of separate requests apart once the window is over', async () => {
    const marker = uniqueWord('apart');
    await send(logs().url, [entry({ message: marker }), entry({ message: marker })]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(logs().url, [entry({ message: marker })]);
    await logs().flush();
    const detail = await issueDetail(logs().url, (await issueTitled(logs().url, marker)).id);
    expect(detail.count).toBe(3);
    expect(detail.occurrences.map((o) => o.count)).toEqual([1, 2]);
  });
});
