import { authEndpoints } from '@portfolio/contracts';
import { HttpError, route, type RouteDefinition } from '@portfolio/kit';
import type { AuthContext } from './auth-context.ts';

/**
 * The administrator's key-value preferences (spec §4: the language preference lives here). Admin-only: the
 * service's admin check (adminBySession) runs after the session is loaded.
 */
export function preferenceRoutes({ session, deps, storeCall }: AuthContext): RouteDefinition[] {
  const { preferences } = deps.stores;
  return [
    route(
      authEndpoints.preferenceGet,
      async (_ctx, { params }) => {
        const value = await storeCall(() => preferences.get(params.key));
        if (value === undefined) throw new HttpError(404, 'not_found', `No preference named ${params.key}.`);
        return { key: params.key, value };
      },
      { before: [session] },
    ),
    route(
      authEndpoints.preferenceSet,
      async (_ctx, { params, body }) => {
        await storeCall(() => preferences.set(params.key, body.value));
        return { key: params.key, value: body.value };
      },
      { before: [session] },
    ),
  ];
}
