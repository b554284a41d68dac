import type { Logger } from 'pino';
import type { ReadinessCheck } from './lifecycle.ts';

export type IndexBuildState = 'building' | 'ready' | 'store unreachable' | 'failed';

export interface IndexBuild {
  /** Settles (never rejects) once the indexes exist; tests and start-up code may wait for it. */
  built: Promise<void>;
  state(): IndexBuildState;
  /**
   * Readiness: down while the indexes are being built or were refused, so traffic arrives once they exist; up
   * while the store cannot be reached at all, which the service's own checks report (it keeps accepting into its
   * spool then), and the build is retried in the background.
   */
  readiness: ReadinessCheck;
  stop(): void;
}

export interface IndexBuildOptions {
  logger: Logger;
  /** A failure that says the store is away (not that it refused the indexes). */
  isUnreachable(err: unknown): boolean;
  retryMs?: number;
}

/** How long a readiness check waits for an attempt under way before saying what it knows. */
const readinessWaitMs = 800;

/**
 * Creates a store's indexes at start-up, outside every request and write time limit (building an index on a large
 * collection can take far longer than a request may), retrying until they exist.
 */
export function startIndexBuild(create: () => Promise<void>, options: IndexBuildOptions): IndexBuild {
  const { logger, isUnreachable, retryMs = 10_000 } = options;
  let state: IndexBuildState = 'building';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let markBuilt!: () => void;
  const built = new Promise<void>((resolve) => (markBuilt = resolve));
  let attempt: Promise<void>;
  const run = (): Promise<void> =>
    (attempt = create().then(
      () => {
        state = 'ready';
        markBuilt();
      },
      (err: unknown) => {
        state = isUnreachable(err) ? 'store unreachable' : 'failed';
        const log = state === 'failed' ? logger.error.bind(logger) : logger.warn.bind(logger);
        log({ err: (err as Error).message }, 'store indexes not built; retrying later');
        if (!stopped) timer = setTimeout(() => void run(), retryMs).unref();
      },
    ));
  void run();
  return {
    built,
    state: () => state,
    readiness: {
      name: 'store-indexes',
      async check() {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([attempt, new Promise((resolve) => (wait = setTimeout(resolve, readinessWaitMs)))]);
        clearTimeout(wait);
        return { ok: state === 'ready' || state === 'store unreachable', indexes: state };
      },
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
