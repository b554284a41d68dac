import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { accountEndpoints, accountLimits } from '@portfolio/contracts';
import { clientIp, route, type RouteDefinition } from '@portfolio/kit';
import { credentialFingerprint } from '../credentials/credentials.ts';
import { hashPassword, verifyPassword } from '../credentials/password-hash.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import { invalidLink, wrongPassword } from './errors.ts';
import { endSessions, ownSessionId } from './sessions.ts';

/**
 * Password reset by mail and password change. A reset request takes the same path whatever the address (a token is
 * signed either way, the mail handed over without waiting for it), so neither the answer nor its timing says whether
 * it was the administrator's. The link works for 30 minutes and once: it names the credentials it was issued for,
 * which the new password replaces, and its nonce is claimed. Either change ends the other sessions at once.
 */
export function passwordRoutes(context: AuthContext): RouteDefinition[] {
  const { deps, session, storeCall } = context;
  const { account, throttle, tokens } = deps;
  const addressOnly = async (ctx: Context) => {
    const attempt = { address: clientIp(ctx.req, deps.trust) };
    await storeCall(() => throttle.enter(attempt));
    return attempt;
  };
  const setPassword = async (password: string) => {
    const passwordHash = await hashPassword(password);
    await storeCall(() => account.write(account.withCredentials({ passwordHash })));
  };
  return [
    route(
      accountEndpoints.passwordResetRequest,
      async (ctx, { body }) => {
        await addressOnly(ctx);
        await storeCall(() => account.refresh());
        const current = deps.credentials();
        const token = tokens.sign({
          purpose: 'password-reset',
          exp: deps.now() + accountLimits.linkValidityMs,
          cred: credentialFingerprint(current),
          nonce: randomBytes(16).toString('base64url'),
        });
        if (body.email.toLowerCase() === current.email.toLowerCase()) {
          const request = {
            kind: 'password-reset',
            to: current.email,
            token,
            language: body.language ?? 'en',
          } as const;
          deps.mail(request).catch((err: unknown) => deps.logger.error({ err }, 'password reset mail not sent'));
        }
        return { accepted: true } as const;
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.passwordResetConfirm,
      async (ctx, { body }) => {
        await addressOnly(ctx);
        await storeCall(() => account.refresh());
        const claims = tokens.verify(body.token, 'password-reset', deps.now());
        if (!claims || claims.cred !== credentialFingerprint(deps.credentials())) throw invalidLink();
        const ttl = accountLimits.linkValidityMs;
        if (!(await storeCall(() => account.store.claim(`link:${claims.nonce}`, ttl)))) throw invalidLink();
        await setPassword(body.password);
        await storeCall(() => endSessions(deps.stores.sessions));
        return { success: true } as const;
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.passwordChange,
      async (ctx, { body }) => {
        const attempt = { address: clientIp(ctx.req, deps.trust), account: deps.credentials().email };
        await storeCall(() => throttle.enter(attempt));
        await storeCall(() => account.refresh());
        if (!(await verifyPassword(deps.credentials().passwordHash, body.currentPassword))) {
          throw wrongPassword('body.currentPassword');
        }
        await storeCall(() => throttle.succeeded(attempt));
        await setPassword(body.newPassword);
        // This session goes on under the new credentials and a new id; every other one ends.
        await storeCall(async () => {
          await endSessions(deps.stores.sessions, ownSessionId(ctx));
          ctx.session!.cred = credentialFingerprint(deps.credentials());
          await ctx.session!.regenerate();
        });
        return { success: true } as const;
      },
      { before: [session] },
    ),
  ];
}
