import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` every 100 ms until it resolves true (a rejection counts as not yet), for a state reached in its own
 * time: a restart after the supervisor's back-off, a log line printed, a store come back. Throws past `timeoutMs`.
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`condition not reached within ${timeoutMs} ms`);
    await sleep(100);
  }
}
