import { accountEndpoints } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';
import { credentialFingerprint } from '../credentials/credentials.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import { endSessions, ownSessionId, publicSessionId } from './sessions.ts';

/**
 * The open sessions on the account screen, and ending them. Ended sessions are tombstoned in the store, which every
 * check reads (the gateway's auth_request, the single process's dispatcher): the next request of that browser is
 * signed out, in either topology.
 */
export function sessionRoutes(context: AuthContext): RouteDefinition[] {
  const { deps, session, storeCall } = context;
  const { sessions } = deps.stores;
  const { idleTimeoutMs } = deps.sessionSettings;
  return [
    route(
      accountEndpoints.sessionList,
      async (ctx) => {
        const own = ownSessionId(ctx);
        const live = await storeCall(() => sessions.list());
        const cred = credentialFingerprint(deps.credentials());
        const list = live
          // Sessions of former credentials are over already (the check refuses them): not listed.
          .filter(({ record }) => record.cred === cred)
          .map(({ id, record, expiresAt }) => ({
            id: publicSessionId(id),
            browser: typeof record.browser === 'string' ? record.browser : 'Unknown',
            country: typeof record.country === 'string' ? record.country : 'Unknown',
            createdAt: record.createdAt,
            lastActivityAt: Math.max(record.createdAt, expiresAt - idleTimeoutMs),
            current: id === own,
          }))
          .sort((a, b) => b.lastActivityAt - a.lastActivityAt);
        return { sessions: list };
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.sessionRevoke,
      async (_ctx, { params }) => {
        const found = (await storeCall(() => sessions.list())).find(({ id }) => publicSessionId(id) === params.id);
        if (!found) throw new HttpError(404, 'not_found', 'No open session by this id.');
        await storeCall(() => sessions.destroy(found.id));
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.sessionRevokeOthers,
      async (ctx) => ({ revoked: await storeCall(() => endSessions(sessions, ownSessionId(ctx))) }),
      { before: [session] },
    ),
  ];
}
