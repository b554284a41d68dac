import { describe, expect, it } from 'vitest';
import { useStandalone } from './run-standalone.ts';
import { batch, entry, postLogs } from '../../logs/test/http.ts';

/** The batch of issue #13 item 1: four entries whose stack is a 15,000-dot query (a 60 KB body). */
const hostileBatch = batch(Array.from({ length: 4 }, () => entry({ stack: `/a?${'.'.repeat(15_000)}x` })));

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One process serves the whole site on a single machine, so ingestion work on hostile text delays everyone's
 * requests. A session check sent right behind a hostile batch must be answered about as fast as one sent alone:
 * quadratic patterns held the event loop for about half a second per batch.
 */
describe('a hostile log batch on the single-machine process', () => {
  const app = useStandalone({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a-long-test-password' });

  async function sessionCheckMs() {
    const start = performance.now();
    const res = await fetch(`${app.url}/api/admin/session`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    return performance.now() - start;
  }

  it('is answered while a concurrent session check still gets a quick answer', async () => {
    // Warm-up: the first requests compile the code paths of both routes.
    await sessionCheckMs();
    expect((await postLogs(app.url, hostileBatch)).status).toBe(202);

    const alone: number[] = [];
    for (let i = 0; i < 8; i++) alone.push(await sessionCheckMs());

    const behindBatch: number[] = [];
    for (let i = 0; i < 8; i++) {
      const posted = postLogs(app.url, hostileBatch);
      // Sent once the batch is on its way, so the process reads it first.
      await new Promise((resolve) => setTimeout(resolve, 5));
      behindBatch.push(await sessionCheckMs());
      expect((await posted).status).toBe(202);
    }
    // Relative, with room for a busy machine: a quadratic batch added hundreds of milliseconds.
    expect(
      median(behindBatch),
      `alone ${alone.map(Math.round)} ms, behind a batch ${behindBatch.map(Math.round)} ms`,
    ).toBeLessThan(median(alone) + 100);
  });
});
