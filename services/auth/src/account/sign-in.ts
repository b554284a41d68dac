import type { Context } from 'koa';
import { clientIp } from '@portfolio/kit';
import { credentialFingerprint, type AdminCredentials } from '../credentials/credentials.ts';
import type { AuthContext } from '../routes/auth-context.ts';
import type { SessionRecord } from '../stores/ports.ts';
import type { Attempt } from '../throttle.ts';
import { browserOf, countryOf } from './session-client.ts';

/**
 * Opens the administrator's session once every factor is checked: clears the attempt's throttle keys, writes the
 * session under a new id (a session id planted before sign-in is worthless after it), notes the browser and place
 * for the account screen, and (re)issues the known-device cookie.
 */
export async function openSession(
  { deps, storeCall }: AuthContext,
  ctx: Context,
  current: AdminCredentials,
  attempt: Attempt,
): Promise<string> {
  await storeCall(async () => {
    await deps.throttle.succeeded(attempt);
    const record: SessionRecord = {
      admin: current.email,
      cred: credentialFingerprint(current),
      createdAt: Date.now(),
      browser: browserOf(ctx.get('user-agent')),
      country: countryOf(clientIp(ctx.req, deps.trust)),
    };
    Object.assign(ctx.session!, record);
    await ctx.session!.regenerate();
  });
  const device = attempt.device ?? deps.devices.read(ctx, current.email);
  return deps.devices.issue(ctx, current.email, device);
}
