import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { preferenceParams, preferenceResponse, preferenceUpdate } from '@portfolio/contracts';
import { guarded, HttpError, rejectCrossSite } from '@portfolio/kit';
import { unavailableOnStoreFailure } from './store-failure.ts';
import type { AuthContext } from './auth-context.ts';
import { requireAdmin } from './require-admin.ts';

/** The administrator's key-value preferences (spec §4: the language preference lives here). */
export function preferenceRoutes(router: Router, { session, identify, deps }: AuthContext, bodyLimit: number) {
  const adminOnly: Middleware = async (ctx, next) => {
    requireAdmin(ctx, identify);
    await next();
  };
  const path = '/api/admin/preferences/:key';

  router.get(
    path,
    session,
    adminOnly,
    guarded({ params: preferenceParams, response: preferenceResponse }, undefined, async (ctx, { params }) => {
      const value = await unavailableOnStoreFailure(() => deps.stores.preferences.get(params.key));
      if (value === undefined) throw new HttpError(404, 'not_found', `No preference named ${params.key}.`);
      ctx.body = { key: params.key, value };
    }),
  );

  router.put(
    path,
    rejectCrossSite(),
    session,
    adminOnly,
    guarded(
      { params: preferenceParams, body: preferenceUpdate, response: preferenceResponse },
      { limit: bodyLimit },
      async (ctx, { params, body }) => {
        await unavailableOnStoreFailure(() => deps.stores.preferences.set(params.key, body.value));
        ctx.body = { key: params.key, value: body.value };
      },
    ),
  );
}
