import { describe, expect, it } from 'vitest';
import { createLogger, startIndexBuild } from '../src/index.ts';

const logger = createLogger('index-build-test', 'silent');
const away = new Error('no server answered');

describe('start-up index build', () => {
  it('keeps readiness up while the store is away, retries in the background, and is ready once built', async () => {
    let attempts = 0;
    const build = startIndexBuild(
      async () => {
        if (++attempts < 3) throw away;
      },
      { logger, isUnreachable: (err) => err === away, retryMs: 10 },
    );
    expect(await build.readiness.check()).toEqual({ ok: true, indexes: 'store unreachable' });
    await build.built;
    expect(attempts).toBe(3);
    expect(await build.readiness.check()).toEqual({ ok: true, indexes: 'ready' });
    build.stop();
  });

  it('keeps readiness down while the store refuses the indexes, and stops retrying when stopped', async () => {
    let attempts = 0;
    const build = startIndexBuild(
      async () => {
        attempts++;
        throw new Error('TTL out of range');
      },
      { logger, isUnreachable: () => false, retryMs: 60_000 },
    );
    expect(await build.readiness.check()).toEqual({ ok: false, indexes: 'failed' });
    build.stop();
    expect(attempts).toBe(1);
  });

  it('is not ready while the first attempt is still under way', async () => {
    const build = startIndexBuild(() => new Promise<void>(() => {}), { logger, isUnreachable: () => false });
    expect(await build.readiness.check()).toEqual({ ok: false, indexes: 'building' });
    build.stop();
  });
});
