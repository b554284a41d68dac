import type Router from '@koa/router';
import type { Middleware } from 'koa';
import {
  issueDeleted,
  issueDetail,
  issueList,
  issueListQuery,
  issueParams,
  issueStatusUpdate,
  issueSummary,
  logPurgeRequest,
  logPurgeResponse,
} from '@portfolio/contracts';
import {
  clientIp,
  guarded,
  HttpError,
  readJsonBody,
  rejectCrossSite,
  requestLogger,
  roleOf,
  withTimeout,
} from '@portfolio/kit';
import type { Context } from 'koa';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { LogsRouteDeps } from './logs-deps.ts';

const smallBody = { limit: 1024 };
const dayMs = 86_400_000;
const noSuchIssue = () => new HttpError(404, 'not_found', 'No such issue.');

/** The administrator's log viewer API: issues, their occurrences, triage and clean-up. */
export function adminRoutes(router: Router, { trust, store, logger, storeTimeoutMs }: LogsRouteDeps) {
  // The gateway (or the single-machine dispatcher) already let only the administrator through; checked again here.
  const adminOnly: Middleware = async (ctx, next) => {
    if (roleOf(ctx.req, trust) !== 'admin') throw new HttpError(401, 'unauthorized', 'Sign in first.');
    await next();
  };
  // A store that is down or hung is our failure: 503, never a driver message.
  const fromStore = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(work(), storeTimeoutMs, 'log store');
    } catch (err) {
      logger.warn({ err }, 'log store unavailable');
      throw new HttpError(503, 'service_unavailable', 'The log store is temporarily unavailable.', {
        headers: { 'Retry-After': '5' },
      });
    }
  };
  const base = '/api/admin/logs';
  // The audit trail: one structured line per administrator action that removes data, once it is done.
  const audit = (ctx: Context, action: string, details: Record<string, unknown>) =>
    requestLogger(ctx, logger).info(
      { audit: 'admin_action', action, address: clientIp(ctx.req, trust), ...details },
      'administrator action',
    );

  router.get(
    base,
    adminOnly,
    guarded({ query: issueListQuery, response: issueList }, undefined, async (ctx, { query }) => {
      const { cursor, ...filters } = query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const page = await fromStore(() => store.listIssues({ ...filters, after }, Date.now()));
      ctx.body = { issues: page.issues, nextCursor: page.next ? encodeCursor(page.next) : null };
    }),
  );

  router.post(
    `${base}/purge`,
    rejectCrossSite(),
    adminOnly,
    guarded({ body: logPurgeRequest, response: logPurgeResponse }, smallBody, async (ctx, { body }) => {
      const removed = await fromStore(() => store.purge(Date.now() - body.olderThanDays * dayMs));
      audit(ctx, 'logs.purge', { olderThanDays: body.olderThanDays, removed });
      ctx.body = removed;
    }),
  );

  router.get(
    `${base}/:id`,
    adminOnly,
    guarded({ params: issueParams, response: issueDetail }, undefined, async (ctx, { params }) => {
      const issue = await fromStore(() => store.getIssue(params.id, Date.now()));
      if (!issue) throw noSuchIssue();
      ctx.body = issue;
    }),
  );

  router.patch(
    `${base}/:id`,
    rejectCrossSite(),
    adminOnly,
    guarded(
      { params: issueParams, body: issueStatusUpdate, response: issueSummary },
      smallBody,
      async (ctx, { params, body }) => {
        const issue = await fromStore(() => store.setStatus(params.id, body.status, Date.now()));
        if (!issue) throw noSuchIssue();
        ctx.body = issue;
      },
    ),
  );

  router.delete(
    `${base}/:id`,
    rejectCrossSite(),
    adminOnly,
    async (ctx, next) => {
      // Takes no body; one that is sent must still be JSON (cross-site forms cannot send JSON).
      await readJsonBody(ctx.req, smallBody);
      await next();
    },
    guarded({ params: issueParams, response: issueDeleted }, undefined, async (ctx, { params }) => {
      if (!(await fromStore(() => store.deleteIssue(params.id)))) throw noSuchIssue();
      audit(ctx, 'logs.issue.delete', { issueId: params.id });
      ctx.body = { deleted: true };
    }),
  );
}
