import { fileURLToPath } from 'node:url';

export type InjectedFault = 'throw' | 'reject';

/** What `kind` of failure SIGUSR2 sets off in a process started with this environment (see fault-on-signal.ts). */
export const faultOnSignalEnv = (kind: InjectedFault = 'throw') => ({
  NODE_OPTIONS: `--import=${fileURLToPath(new URL('./fault-on-signal.ts', import.meta.url))}`,
  FAULT_KIND: kind,
});

/** The first line of the report an injected fault leaves in the logs store. */
export const injectedFaultTitle = (kind: InjectedFault) =>
  kind === 'reject' ? 'Error: injected fault: an unhandled rejection' : 'Error: injected fault: an uncaught exception';
