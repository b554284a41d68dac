import { fileURLToPath } from 'node:url';
import { runChildServer, type ChildServer } from '@portfolio/testing';

export const standaloneMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
export type Standalone = ChildServer;

/** Runs the real single-machine process (`make start`'s command) on a free port and waits for its address. */
export const runStandalone = (env: Record<string, string>): Promise<Standalone> =>
  runChildServer(standaloneMain, { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env });
