import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { SessionStore } from '../stores/ports.ts';
import { sessionCookieFor } from '../session.ts';

/** A session's name on the account screen: a digest of its id, which is a bearer secret and never leaves the store. */
export const publicSessionId = (id: string) => createHash('sha256').update(id).digest('base64url').slice(0, 22);

/** The id of this request's own session, from its signed cookie (koa-session's key: the store's id). */
export const ownSessionId = (ctx: Context): string | undefined =>
  ctx.cookies.get(sessionCookieFor(ctx), { signed: true }) || undefined;

/** Ends every live session but `keep`: at once, since each check reads the store (tombstoned, never revived). */
export async function endSessions(store: SessionStore, keep?: string): Promise<number> {
  const ended = (await store.list()).filter((s) => s.id !== keep);
  for (const { id } of ended) await store.destroy(id);
  return ended.length;
}
