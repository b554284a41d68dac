import {
  accountAccepted,
  accountDone,
  emailChange,
  emailConfirm,
  emailConfirmed,
  openSessions,
  passwordChange,
  passwordResetConfirm,
  passwordResetRequest,
  recoveryCodes,
  revokedCount,
  secondFactorRequest,
  sessionIdParams,
  twoFactorConfirm,
  twoFactorDisable,
  twoFactorEnrolment,
  twoFactorStatus,
} from '../account.ts';
import { loginResponse } from '../admin.ts';
import { endpoint } from '../endpoint.ts';

const service = 'auth';
const admin = { service, access: 'admin' } as const;
const twoFactor = '/api/admin/account/two-factor';
const sessions = '/api/admin/account/sessions';

/**
 * The administrator's account security (#21), served by the auth service. The public ones (second sign-in step,
 * password reset, email confirmation) count against the gateway's sign-in limit and the service's sign-in throttle.
 */
export const accountEndpoints = {
  loginSecondFactor: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/login/second-factor',
    access: 'public',
    summary: "Sign-in's second step: the first step's challenge and a TOTP or recovery code; sets the session cookie.",
    body: secondFactorRequest,
    response: loginResponse,
    rateLimit: 'login',
  }),
  passwordResetRequest: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/password-reset',
    access: 'public',
    summary: "Mails a reset link (30 minutes, once) when the address is the administrator's; the same answer if not.",
    body: passwordResetRequest,
    response: accountAccepted,
    status: 202,
    rateLimit: 'login',
  }),
  passwordResetConfirm: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/password-reset/confirm',
    access: 'public',
    summary: "Sets a new password with the mail's link; every session ends.",
    body: passwordResetConfirm,
    response: accountDone,
    rateLimit: 'login',
  }),
  emailConfirm: endpoint({
    service,
    method: 'POST',
    path: '/api/admin/account/email/confirm',
    access: 'public',
    summary: "Makes the new address the administrator's with the link mailed to it; every session ends.",
    body: emailConfirm,
    response: emailConfirmed,
    rateLimit: 'login',
  }),
  twoFactorStatus: endpoint({
    ...admin,
    method: 'GET',
    path: twoFactor,
    summary: 'Whether two-factor sign-in is on, and how many recovery codes are left.',
    response: twoFactorStatus,
  }),
  twoFactorEnrol: endpoint({
    ...admin,
    method: 'POST',
    path: `${twoFactor}/enrolment`,
    summary: 'A new TOTP secret with its otpauth URI and QR code; not active until confirmed.',
    response: twoFactorEnrolment,
  }),
  twoFactorConfirm: endpoint({
    ...admin,
    method: 'POST',
    path: `${twoFactor}/enrolment/confirm`,
    summary: 'Turns two-factor sign-in on with a first code; answers the ten recovery codes, shown this once.',
    body: twoFactorConfirm,
    response: recoveryCodes,
  }),
  twoFactorDisable: endpoint({
    ...admin,
    method: 'POST',
    path: `${twoFactor}/disable`,
    summary: 'Turns two-factor sign-in off, with the password and a code (TOTP or recovery).',
    body: twoFactorDisable,
    response: twoFactorStatus,
  }),
  passwordChange: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/account/password',
    summary: 'Changes the password (the current one required); every other session ends.',
    body: passwordChange,
    response: accountDone,
  }),
  emailChange: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/account/email',
    summary: 'Mails a confirmation link to the new address (the password required); nothing changes until it is used.',
    body: emailChange,
    response: accountAccepted,
    status: 202,
  }),
  sessionList: endpoint({
    ...admin,
    method: 'GET',
    path: sessions,
    summary: 'The open sessions: browser, approximate country, last activity, which is this one.',
    response: openSessions,
  }),
  sessionRevoke: endpoint({
    ...admin,
    method: 'DELETE',
    path: `${sessions}/:id`,
    summary: 'Ends one session at once.',
    params: sessionIdParams,
    response: null,
  }),
  sessionRevokeOthers: endpoint({
    ...admin,
    method: 'POST',
    path: `${sessions}/revoke-others`,
    summary: 'Ends every session but this one.',
    response: revokedCount,
  }),
};
