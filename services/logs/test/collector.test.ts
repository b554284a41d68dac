import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, reportServerError } from '@portfolio/kit';
import { eventually, listen, testGatewaySecret } from '@portfolio/testing';
import { embedded } from '../src/embedded.ts';
import { removeTempDirs, tempDir } from './fixture.ts';
import { listIssues, uniqueWord } from './http.ts';

/** The single-machine process mounts the logs service by its `embedded` export, beside every other service. */
describe('the embedded logs service collects every mounted service’s server errors in-process', () => {
  afterAll(removeTempDirs);

  it('stores a failure another service reports through kit’s hook, under that service’s name', async () => {
    const env = { DATA_DIR: tempDir(), LOG_LEVEL: 'silent', GATEWAY_SECRET: testGatewaySecret };
    const logs = await embedded.start(env, () => {});
    const served = await listen(logs.handle);
    try {
      const word = uniqueWord('inprocess');
      reportServerError(createLogger('auth', 'silent'), new Error(`${word} session store down`), {
        method: 'GET',
        path: '/api/admin/session',
        requestId: 'req-1',
        userAgent: undefined,
      });
      await eventually(async () => (await listIssues(served.url, { source: 'auth', q: word })).issues.length > 0);
      const [issue] = (await listIssues(served.url, { source: 'auth', q: word })).issues;
      expect(issue).toMatchObject({ source: 'auth', title: `Error: ${word} session store down` });
    } finally {
      await served.close();
      await logs.close();
    }
  });
});
