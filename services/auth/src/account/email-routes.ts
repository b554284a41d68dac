import { randomBytes } from 'node:crypto';
import { accountEndpoints, accountLimits } from '@portfolio/contracts';
import { clientIp, HttpError, route, type RouteDefinition } from '@portfolio/kit';
import { credentialFingerprint } from '../credentials/credentials.ts';
import { verifyPassword } from '../credentials/password-hash.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import { invalidLink, wrongPassword } from './errors.ts';
import { endSessions } from './sessions.ts';

/**
 * Changing the administrator's email: the password is checked, a link (30 minutes, once) is mailed to the new
 * address, and nothing changes until it is opened. Confirming makes it the sign-in email and ends every session
 * (the sessions were opened under the old address).
 */
export function emailRoutes(context: AuthContext): RouteDefinition[] {
  const { deps, session, storeCall } = context;
  const { account, throttle, tokens } = deps;
  return [
    route(
      accountEndpoints.emailChange,
      async (ctx, { body }) => {
        const attempt = { address: clientIp(ctx.req, deps.trust), account: deps.credentials().email };
        await storeCall(() => throttle.enter(attempt));
        await storeCall(() => account.refresh());
        const current = deps.credentials();
        if (!(await verifyPassword(current.passwordHash, body.password))) throw wrongPassword('body.password');
        await storeCall(() => throttle.succeeded(attempt));
        if (body.email.toLowerCase() === current.email.toLowerCase()) {
          throw new HttpError(400, 'validation_failed', 'This is already the sign-in email.', {
            details: [{ path: 'body.email', message: 'already the sign-in email' }],
          });
        }
        const token = tokens.sign({
          purpose: 'email-change',
          exp: deps.now() + accountLimits.linkValidityMs,
          cred: credentialFingerprint(current),
          nonce: randomBytes(16).toString('base64url'),
          value: body.email,
        });
        try {
          await deps.mail({ kind: 'email-change', to: body.email, token, language: body.language ?? 'en' });
        } catch (err) {
          deps.logger.error({ err }, 'email change mail not sent');
          throw new HttpError(503, 'service_unavailable', 'The confirmation mail could not be sent. Try again later.');
        }
        return { accepted: true } as const;
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.emailConfirm,
      async (ctx, { body }) => {
        await storeCall(() => throttle.enter({ address: clientIp(ctx.req, deps.trust) }));
        await storeCall(() => account.refresh());
        const claims = tokens.verify(body.token, 'email-change', deps.now());
        if (!claims?.value || claims.cred !== credentialFingerprint(deps.credentials())) throw invalidLink();
        const ttl = accountLimits.linkValidityMs;
        if (!(await storeCall(() => account.store.claim(`link:${claims.nonce}`, ttl)))) throw invalidLink();
        await storeCall(() => account.write(account.withCredentials({ email: claims.value })));
        await storeCall(() => endSessions(deps.stores.sessions));
        return { email: claims.value };
      },
      { before: [session] },
    ),
  ];
}
