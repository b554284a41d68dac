import type { Context } from 'koa';
import { logsEndpoints } from '@portfolio/contracts';
import { clientIp, HttpError, requestLogger, route, storeCalls } from '@portfolio/kit';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { LogsRouteDeps } from './logs-deps.ts';

const dayMs = 86_400_000;
const noSuchIssue = () => new HttpError(404, 'not_found', 'No such issue.');

/**
 * The administrator's log viewer API: issues, their occurrences, triage and clean-up. Kit checks the role the
 * gateway (or the single-machine dispatcher) decided, the cross-site headers and the bodies, from the contract.
 */
export function adminRoutes({ trust, store, logger, storeTimeoutMs }: LogsRouteDeps) {
  // A store that is down or hung is our failure: 503, never a driver message.
  const fromStore = storeCalls(logger, {
    store: 'log store',
    timeoutMs: storeTimeoutMs,
    message: 'The log store is temporarily unavailable.',
  });
  // The audit trail: one structured line per administrator action that removes data, once it is done.
  const audit = (ctx: Context, action: string, details: Record<string, unknown>) =>
    requestLogger(ctx, logger).info(
      { audit: 'admin_action', action, address: clientIp(ctx.req, trust), ...details },
      'administrator action',
    );

  return [
    route(logsEndpoints.issues, async (_ctx, { query }) => {
      const { cursor, ...filters } = query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const page = await fromStore(() => store.listIssues({ ...filters, after }, Date.now()));
      return { issues: page.issues, nextCursor: page.next ? encodeCursor(page.next) : null };
    }),

    route(logsEndpoints.purge, async (ctx, { body }) => {
      const removed = await fromStore(() => store.purge(Date.now() - body.olderThanDays * dayMs));
      audit(ctx, 'logs.purge', { olderThanDays: body.olderThanDays, removed });
      return removed;
    }),

    route(logsEndpoints.issue, async (_ctx, { params }) => {
      const issue = await fromStore(() => store.getIssue(params.id, Date.now()));
      if (!issue) throw noSuchIssue();
      return issue;
    }),

    route(logsEndpoints.issueStatus, async (_ctx, { params, body }) => {
      const issue = await fromStore(() => store.setStatus(params.id, body.status, Date.now()));
      if (!issue) throw noSuchIssue();
      return issue;
    }),

    route(logsEndpoints.issueDelete, async (ctx, { params }) => {
      if (!(await fromStore(() => store.deleteIssue(params.id)))) throw noSuchIssue();
      audit(ctx, 'logs.issue.delete', { issueId: params.id });
      return { deleted: true as const };
    }),
  ];
}
