import type { JobHandler, RouteDefinition } from '@portfolio/kit';

/**
 * One part of the mail service (SMTP settings, contact and inbox, subscribers, the newsletter): its routes, the
 * kinds of background job it runs from the service's one durable job list, and what it closes.
 */
export interface MailArea {
  routes: RouteDefinition[];
  jobs?: Record<string, JobHandler>;
  close?(): Promise<void>;
}
