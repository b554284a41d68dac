import { installFatalErrorHandlers } from './fatal-errors.ts';
import { StartupError } from './listen.ts';
import { passedListenFd } from './socket-activation.ts';
import { z } from 'zod';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * The listening socket a supervisor passed this process (LISTEN_FDS, socket-activation.ts), read from the
 * process's own environment, which it also clears of those variables.
 */
export const passedSocketOfProcess = () => passedListenFd(process.env);

/** The whole environment, for a supervisor to hand on to the service it starts (supervision/supervised-main.ts). */
export const environmentToPassOn = (): NodeJS.ProcessEnv => ({ ...process.env });

/** Under test (NODE_ENV=test, which Vitest sets) answers are checked against their contract; read per call. */
export const checkingResponses = () => process.env.NODE_ENV === 'test';

/** Parses the environment once; every bad key is listed, not just the first. */
export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
}

// Coercion alone would read an empty value as 0 (a random port, a zero timeout) instead of the default.
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

/** Env helpers: environment values are strings, empty means unset. */
export const env = {
  port: (fallback: number) => z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(0).max(65535).default(fallback)),
  int: (fallback: number, min = 0) => z.preprocess(unsetWhenEmpty, z.coerce.number().int().min(min).default(fallback)),
  list: (fallback: string[] = []) =>
    z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : fallback,
      ),
  optional: () =>
    z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
};

/**
 * Runs a process's main, turning a configuration error into a readable list and exit code 2, with the
 * last-resort handler for errors nothing else handled installed first (`onFatalError` tells it more).
 */
export async function runMain(main: () => Promise<void>) {
  installFatalErrorHandlers();
  try {
    await main();
  } catch (err) {
    const explained = err instanceof ConfigError || err instanceof StartupError;
    process.stderr.write(`${explained ? err.message : String((err as Error)?.stack ?? err)}\n`);
    process.exit(err instanceof ConfigError ? 2 : 1);
  }
}
