import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../packages/kit/test/support/captured-logs.ts';
import { useLogs } from './fixture.ts';
import { adminSend, entry, issueTitled, send, uniqueWord } from './http.ts';

describe('audit trail of administrator actions that remove data', () => {
  const logs = captureLogs();
  const running = useLogs({ logger: logs.logger });
  const audited = () => logs.entries().filter((e) => e.audit === 'admin_action');

  it('logs one structured line per deleted issue and per purge, with what was removed and from where', async () => {
    const marker = uniqueWord('audited');
    await send(running().url, [entry({ message: marker })]);
    await running().flush();
    const issue = await issueTitled(running().url, marker);

    expect((await adminSend(running().url, 'DELETE', `/api/admin/logs/${issue.id}`)).status).toBe(200);
    // Nothing was removed: nothing to audit.
    expect((await adminSend(running().url, 'DELETE', `/api/admin/logs/${issue.id}`)).status).toBe(404);
    const purge = await adminSend(running().url, 'POST', '/api/admin/logs/purge', { olderThanDays: 7 });
    expect(purge.status).toBe(200);

    expect(audited()).toEqual([
      expect.objectContaining({
        msg: 'administrator action',
        action: 'logs.issue.delete',
        issueId: issue.id,
        address: '127.0.0.1',
        requestId: expect.any(String),
      }),
      expect.objectContaining({
        msg: 'administrator action',
        action: 'logs.purge',
        olderThanDays: 7,
        removed: await purge.json(),
        address: '127.0.0.1',
        requestId: expect.any(String),
      }),
    ]);
  });
});
