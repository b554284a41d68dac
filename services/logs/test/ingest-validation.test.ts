import { describe, expect, it } from 'vitest';
import { errorBody, limits, serviceTable } from '@portfolio/contracts';
import { useLogs } from './fixture.ts';
import { batch, beacon, entry, json, listIssues, postLogs, uniqueWord } from './http.ts';

const codeOf = async (res: Response) => errorBody.parse(await res.json()).code;

describe('POST /api/logs: what is accepted and what is refused', () => {
  const logs = useLogs();

  it('accepts a JSON batch and answers 202 once it is on disk', async () => {
    const res = await postLogs(logs().url, batch([entry(), entry({ level: 'warn' }), entry({ level: 'info' })]));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true, kept: 3, dropped: 0 });
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const marker = uniqueWord('beacon');
    const res = await postLogs(logs().url, batch([entry({ message: marker })]), { headers: beacon });
    expect(res.status).toBe(202);
    await logs().flush();
    const { issues } = await listIssues(logs().url, { q: marker });
    expect(issues.map((i) => i.title)).toEqual([marker]);
  });

  it('accepts the minimal entry: id, level, message and timestamp', async () => {
    const { id, level, message, timestamp } = entry();
    expect((await postLogs(logs().url, batch([{ id, level, message, timestamp }]))).status).toBe(202);
  });

  it('accepts 50 entries and refuses 51', async () => {
    const fifty = Array.from({ length: limits.logEntriesPerBatch }, () => entry());
    expect((await postLogs(logs().url, batch(fifty))).status).toBe(202);
    const res = await postLogs(logs().url, batch([...fifty, entry()]));
    expect(res.status).toBe(400);
    expect(await codeOf(res)).toBe('validation_failed');
  });

  it('refuses an empty batch', async () => {
    expect((await postLogs(logs().url, batch([]))).status).toBe(400);
  });

  it.each([
    ['a level outside info, warn, error', { level: 'fatal' }],
    ['a message over 8 KiB', { message: 'x'.repeat(limits.logMessageBytes + 1) }],
    ['a message over 8 KiB in UTF-8 bytes', { message: 'é'.repeat(limits.logMessageBytes / 2 + 1) }],
    ['a stack over 16 KiB', { stack: 'x'.repeat(limits.logStackBytes + 1) }],
    ['a context over 8 KiB serialised', { context: { blob: 'x'.repeat(limits.logContextBytes) } }],
    ['a context key naming a prototype', JSON.parse('{"context":{"__proto__":{"admin":true}}}') as object],
    ['a context key that is a MongoDB operator', { context: { $where: '1' } }],
    ['a timestamp that is not a date', { timestamp: 'yesterday' }],
    ['an empty id', { id: '' }],
    ['an unknown field', { ip: '203.0.113.9' }],
  ])('answers 400 with the contract error body for %s', async (_, change) => {
    const res = await postLogs(logs().url, batch([{ ...entry(), ...change }]));
    expect(res.status).toBe(400);
    const body = errorBody.parse(await res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.details?.[0]?.path).toMatch(/^body\.entries\.0/);
  });

  it('accepts an entry exactly at every cap', async () => {
    const context = { blob: 'x'.repeat(limits.logContextBytes - '{"blob":""}'.length) };
    const res = await postLogs(
      logs().url,
      batch([
        entry({
          message: 'm'.repeat(limits.logMessageBytes),
          stack: 's'.repeat(limits.logStackBytes),
          context,
        }),
      ]),
    );
    expect(res.status).toBe(202);
  });

  it('refuses a source other than "client" on the public endpoint', async () => {
    for (const source of ['auth', 'logs', 'server', undefined]) {
      const res = await postLogs(logs().url, { entries: [entry()], source });
      expect(res.status, String(source)).toBe(400);
    }
  });

  it('answers malformed JSON with 400 invalid_json, in either content type', async () => {
    for (const headers of [json, beacon]) {
      const res = await postLogs(logs().url, '{"entries": [', { headers });
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('invalid_json');
    }
  });

  it('answers a missing body with 400', async () => {
    const res = await fetch(`${logs().url}/api/logs`, { method: 'POST', headers: json });
    expect(res.status).toBe(400);
  });

  it('answers a body over 64 KiB with 413 before reading it all', async () => {
    const big = JSON.stringify(batch([entry({ message: 'x'.repeat(serviceTable.logs.bodyLimitBytes) })]));
    const res = await postLogs(logs().url, big);
    expect(res.status).toBe(413);
    expect(await codeOf(res)).toBe('payload_too_large');
  });

  it('answers other content types with 415', async () => {
    const body = JSON.stringify(batch([entry()]));
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      const res = await postLogs(logs().url, body, { headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(await codeOf(res)).toBe('unsupported_media_type');
    }
    const latin1 = await postLogs(logs().url, body, { headers: { 'content-type': 'text/plain; charset=iso-8859-1' } });
    expect(latin1.status).toBe(415);
  });

  it('answers other methods with 405', async () => {
    const res = await fetch(`${logs().url}/api/logs`);
    expect(res.status).toBe(405);
    expect(await codeOf(res)).toBe('method_not_allowed');
  });
});
