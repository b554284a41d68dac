import type { InProcessPorts, JobHandler, RouteDefinition } from '@portfolio/kit';

/**
 * One part of the mail service (SMTP settings, contact and inbox, subscribers, the newsletter): its routes, the
 * kinds of background job it runs from the service's one durable job list, and what it closes.
 */
export interface MailArea {
  routes: RouteDefinition[];
  jobs?: Record<string, JobHandler>;
  /** What it offers the other services of the single-machine process. */
  ports?: InProcessPorts;
  close?(): Promise<void>;
}
