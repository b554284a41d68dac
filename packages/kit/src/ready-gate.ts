import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { evaluateReadiness, type Lifecycle } from './lifecycle.ts';

/**
 * Resolves once every readiness check passes. With a passed socket the connections that arrive meanwhile wait in
 * the kernel's queue until this process accepts: it accepts none before it can serve them, so a restart behind
 * the gateway answers late rather than wrongly. Which checks hold it back is logged once, for the operator.
 */
export async function untilReady(lifecycle: Lifecycle, logger: Logger, pollMs = 100): Promise<void> {
  let told = false;
  for (;;) {
    const readiness = await evaluateReadiness(lifecycle);
    if (readiness.ready) return;
    if (!told) {
      const failing = Object.entries(readiness.checks).filter(([, result]) => result.ok === false);
      logger.warn({ checks: Object.fromEntries(failing) }, 'not ready yet: not accepting connections');
      told = true;
    }
    await sleep(pollMs);
  }
}
