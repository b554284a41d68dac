import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@portfolio/contracts';
import { useStandalone } from './run-standalone.ts';

const admin = { email: 'owner@example.com', password: 'a-long-test-password' };

describe('single-machine process: admin routes while the session store cannot be used', () => {
  // Idle timeout 10 s: a read writes the session (pushes its idle deadline) once it would move it by 1 s or more.
  const standalone = useStandalone({
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    SESSION_IDLE_TIMEOUT_MS: '10000',
  });

  it('answers 503 like the gateway, not 401, while another process holds the database locked', async () => {
    const login = await fetch(`${standalone.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const adminLogs = () => fetch(`${standalone.url}/api/admin/logs`, { headers: { cookie } });
    expect((await adminLogs()).status).toBe(200);

    // A second process writing to the file (a backup, `make admin-password`) holds the write lock: a read that must
    // push the session's idle deadline forward (over a second since it was last pushed) fails once the busy timeout
    // is over.
    await sleep(1100);
    const db = new DatabaseSync(join(standalone.dataDir, 'auth.sqlite'));
    db.exec('BEGIN IMMEDIATE');
    try {
      const refused = await adminLogs();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(errorBody.parse(await refused.json()).code).toBe('service_unavailable');
    } finally {
      db.exec('ROLLBACK');
      db.close();
    }
    expect((await adminLogs()).status).toBe(200);
  });
});
