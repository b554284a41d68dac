import { accountMailRequest, accountAccepted } from '../account.ts';
import { endpoint } from '../endpoint.ts';

/** The auth service's mails (#21), sent through the mail service's SMTP settings. */
export const mailAccountEndpoints = {
  accountMail: endpoint({
    service: 'mail',
    method: 'POST',
    path: '/api/internal/mail/account',
    access: 'internal',
    summary: "Sends one of the administrator's account mails (password reset, email change) with its link.",
    body: accountMailRequest,
    response: accountAccepted,
    status: 202,
    sameSiteOnly: false,
  }),
};
