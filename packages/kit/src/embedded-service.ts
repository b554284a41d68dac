import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthRole } from '@portfolio/contracts';
import type { Lifecycle } from './lifecycle.ts';

/** A service started inside the single-machine process, on embedded storage. */
export interface StartedService {
  handle(req: IncomingMessage, res: ServerResponse): void;
  lifecycle: Lifecycle;
  close(): Promise<void>;
  /**
   * Only the auth service provides it: the check the gateway's auth_request makes, called in-process. Rejects
   * when the check cannot be made (its store down).
   */
  identify?(req: IncomingMessage, res: ServerResponse): Promise<AuthRole>;
}

/**
 * What each service package exports as `embedded` so that the single-machine process can mount it by its
 * route-table name, without knowing anything else about it.
 */
export interface EmbeddedService {
  start(env: NodeJS.ProcessEnv, announce: (message: string) => void): Promise<StartedService>;
}
