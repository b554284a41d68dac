import {
  gatewayTokenHeader,
  mailAdminEndpoints,
  pathOf,
  type AccountMailRequest,
  type AccountMailSender,
} from '@portfolio/contracts';
import type { Logger } from '@portfolio/kit';

/** Hands one account mail to the mail service; resolves once it took it (202), rejects otherwise. */
export type AccountMailer = (request: AccountMailRequest) => Promise<void>;

const accountMailPath = pathOf(mailAdminEndpoints.accountMail);

/**
 * Posts to the mail service's internal account-mail endpoint at MAIL_URL with the gateway secret, which is how a
 * service of ours is told apart from a caller outside. Without MAIL_URL, the mail service of this same process (the
 * single-machine one) takes it in-process, through its port; with neither, the mail cannot go and the caller says
 * so or logs it.
 */
export function accountMailer(options: {
  url: string | undefined;
  gatewaySecret: string | undefined;
  logger: Logger;
  /** The mail service of this process, looked up at each mail: it starts after the auth service. */
  inProcess?: () => AccountMailSender | undefined;
}): AccountMailer {
  return async (request) => {
    if (!options.url) {
      const inProcess = options.inProcess?.();
      if (!inProcess) throw new Error('MAIL_URL is not set and no mail service runs in this process');
      return inProcess(request);
    }
    const res = await fetch(new URL(accountMailPath, options.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.gatewaySecret ? { [gatewayTokenHeader]: options.gatewaySecret } : {}),
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 202) throw new Error(`the mail service answered ${res.status} to an account mail`);
    await res.body?.cancel();
  };
}
