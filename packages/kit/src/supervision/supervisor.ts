import type { Child, OutputSink } from './child.ts';

/** How soon a part that died is started again: the delay doubles per death, and resets once a run lasted. */
export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run at least this long counts as healthy: the next death waits the first delay again. */
  stableMs: number;
}

const defaultRestartPolicy: RestartPolicy = { firstDelayMs: 250, maxDelayMs: 8_000, stableMs: 30_000 };

/** How to start one more process of a part, and how to tell it is serving. */
export interface PartLauncher {
  spawn(): Child;
  ready(child: Child): Promise<void>;
}

export interface SupervisedPart {
  /** The running process, or none between a death and its restart. */
  current(): Child | undefined;
  /** Stops the part for good: no restart follows, and one pending is cancelled. */
  stop(): Promise<void>;
}

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `signal ${signal}` : `code ${code}`;

/**
 * Keeps a part running (of `make start-gateway`'s topology, or a service in its container) the way a process
 * supervisor does (systemd's Restart=on-failure with a growing delay): a death that `stop` did not ask for is
 * printed with the exit code or signal, and the part is started again after a back-off, so that one crash does not
 * leave the gateway answering 502 until someone notices. `first` is the part's first process, already ready.
 */
function supervise(
  name: string,
  first: Child,
  launcher: PartLauncher,
  output: OutputSink,
  policy: RestartPolicy = defaultRestartPolicy,
): SupervisedPart {
  let child: Child | undefined;
  let stopped = false;
  let delayMs = policy.firstDelayMs;
  let timer: NodeJS.Timeout | undefined;

  const watch = (watched: Child) => {
    child = watched;
    const since = Date.now();
    watched.process.once('exit', (code, signal) => {
      if (stopped || watched !== child) return;
      child = undefined;
      if (Date.now() - since >= policy.stableMs) delayMs = policy.firstDelayMs;
      output(name, `exited unexpectedly (${describeExit(code, signal)}); restarting in ${delayMs} ms`);
      timer = setTimeout(respawn, delayMs);
      delayMs = Math.min(delayMs * 2, policy.maxDelayMs);
    });
  };

  const respawn = () => {
    timer = undefined;
    if (stopped) return;
    const next = launcher.spawn();
    // Watched from the spawn on: one that dies before it is ready is one more death, and waits longer.
    watch(next);
    launcher.ready(next).then(
      () => output(name, `restarted (pid ${next.process.pid}) and ready`),
      (err: Error) => {
        if (!stopped && next === child)
          output(name, `restarted (pid ${next.process.pid}) but not ready: ${err.message}`);
      },
    );
  };

  watch(first);
  return {
    current: () => child,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await child?.stop();
      child = undefined;
    },
  };
}

/** Starts a part and waits until it serves (a failure there is a startup error: nothing is restarted), then supervises it. */
export async function startSupervised(
  name: string,
  launcher: PartLauncher,
  output: OutputSink,
  policy?: RestartPolicy,
): Promise<SupervisedPart> {
  const child = launcher.spawn();
  try {
    await launcher.ready(child);
  } catch (err) {
    await child.stop();
    throw err;
  }
  return supervise(name, child, launcher, output, policy);
}
