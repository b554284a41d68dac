import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger, onFatalError, onServerError, runMain } from '../../src/index.ts';

/**
 * A process whose main sets up like a service's and then fails outside any request: `throw` (an exception from a
 * timer), `reject` (a rejection nobody awaits) or `hang` (a throw whose cleanup never finishes).
 */
const mode = process.argv[2];
await runMain(async () => {
  const logger = createLogger('fixture');
  onServerError(async (report) => {
    await sleep(20);
    process.stdout.write(`reported ${JSON.stringify(report)}\n`);
  });
  onFatalError({
    logger,
    cleanup: async () => {
      if (mode === 'hang') await new Promise(() => {});
      process.stdout.write('cleaned up\n');
    },
  });
  setTimeout(() => {
    if (mode === 'reject') void Promise.reject(new Error('rejected and never awaited'));
    else throw new Error('thrown from a timer');
  }, 10);
});
