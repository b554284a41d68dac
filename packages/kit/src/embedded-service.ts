import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccountMailSender, AuthRole, ServiceName } from '@portfolio/contracts';
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
  /** What it offers the other services of its process (see InProcessPorts). */
  ports?: InProcessPorts;
}

/**
 * Calls one service makes on another's internal endpoint, as functions, for the single-machine process: there the
 * services have no address of their own, and the dispatcher hides internal routes from every caller.
 */
export interface InProcessPorts {
  /** The mail service's sending of the auth service's account mails (password reset, email change). */
  accountMail?: AccountMailSender;
}

/**
 * The services started in the same process, by name, as they come up: in the single-machine process, where they
 * have no address of their own, the logs service's health aggregator reads their readiness, and a service calls
 * another's ports. Read when needed, not at build time: a service started later joins the map then.
 */
export type InProcessServices = ReadonlyMap<ServiceName, Pick<StartedService, 'lifecycle' | 'ports'>>;

/**
 * What each service package exports as `embedded` so that the single-machine process can mount it by its
 * route-table name, without knowing anything else about it.
 */
export interface EmbeddedService {
  start(
    env: NodeJS.ProcessEnv,
    announce: (message: string) => void,
    neighbours?: InProcessServices,
  ): Promise<StartedService>;
}
