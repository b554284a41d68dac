import { randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { accountEndpoints } from '@portfolio/contracts';
import { clientIp, HttpError, route, type RouteDefinition } from '@portfolio/kit';
import { verifyPassword } from '../credentials/password-hash.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import { wrongCode, wrongPassword } from './errors.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { checkEnrolmentCode, checkSecondFactor, openSecret } from './second-factor.ts';
import { newTotpSecret, otpauthUri } from './totp.ts';

/** An enrolment started and left is forgotten after this: its secret was on a screen. */
const enrolmentValidityMs = 15 * 60_000;
const issuer = 'Portfolio';

/**
 * Two-factor sign-in from the account screen: status, a new secret (QR code drawn here), its confirmation by a first
 * code (which turns it on and answers the recovery codes, shown once), and turning it off with the password and a
 * code. Codes count against the sign-in throttle (address and account), as passwords do.
 */
export function twoFactorRoutes(context: AuthContext): RouteDefinition[] {
  const { deps, session, storeCall } = context;
  const { account, secondFactor, throttle } = deps;
  const throttled = (ctx: Parameters<Parameters<typeof route>[1]>[0]) => {
    const attempt = { address: clientIp(ctx.req, deps.trust), account: deps.credentials().email };
    return storeCall(() => throttle.enter(attempt)).then(() => attempt);
  };
  const status = () => {
    const totp = account.current().totp;
    return { enabled: totp !== undefined, recoveryCodesLeft: totp?.recoveryHashes.length ?? 0 };
  };
  return [
    route(
      accountEndpoints.twoFactorStatus,
      async () => {
        await storeCall(() => account.refresh());
        return status();
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.twoFactorEnrol,
      async () => {
        const record = await storeCall(() => account.refresh());
        // Replacing the secret of an enrolment that is on would be turning it off without the password and a code.
        if (record.totp) throw new HttpError(409, 'conflict', 'Two-factor sign-in is on: turn it off first.');
        const secret = newTotpSecret();
        const pendingTotp = { secret: secondFactor.sealer.seal(secret), createdAt: deps.now() };
        await storeCall(() => account.write({ ...record, pendingTotp }));
        const uri = otpauthUri(secret, issuer, deps.credentials().email);
        return { secret, otpauthUri: uri, qrSvg: renderSVG(uri) };
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.twoFactorConfirm,
      async (ctx, { body }) => {
        const record = await storeCall(() => account.refresh());
        const pending = record.totp ? undefined : record.pendingTotp;
        const secret = pending && openSecret(secondFactor, pending.secret);
        if (!pending || secret === undefined || deps.now() - pending.createdAt > enrolmentValidityMs) {
          throw new HttpError(409, 'conflict', 'Start the enrolment again: no new secret is waiting.');
        }
        const attempt = await throttled(ctx);
        const id = randomBytes(12).toString('base64url');
        if (!(await storeCall(() => checkEnrolmentCode(secondFactor, secret, id, body.code)))) throw wrongCode();
        await storeCall(() => throttle.succeeded(attempt));
        const codes = newRecoveryCodes();
        const recoveryHashes = codes.map((code) => recoveryCodeHash(secondFactor.recoveryKey, code));
        const { pendingTotp: _done, ...rest } = record;
        await storeCall(() => account.write({ ...rest, totp: { id, secret: pending.secret, recoveryHashes } }));
        return { recoveryCodes: codes };
      },
      { before: [session] },
    ),
    route(
      accountEndpoints.twoFactorDisable,
      async (ctx, { body }) => {
        await storeCall(() => account.refresh());
        if (!account.current().totp) return status();
        const attempt = await throttled(ctx);
        if (!(await verifyPassword(deps.credentials().passwordHash, body.password)))
          throw wrongPassword('body.password');
        if (!(await storeCall(() => checkSecondFactor(secondFactor, body.code)))) throw wrongCode();
        await storeCall(() => throttle.succeeded(attempt));
        const { totp: _off, pendingTotp: _pending, ...rest } = account.current();
        await storeCall(() => account.write(rest));
        return status();
      },
      { before: [session] },
    ),
  ];
}
