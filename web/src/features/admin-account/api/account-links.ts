import { accountEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/**
 * The calls made outside the session: the forgotten password's request (the same answer whatever the address), and
 * the pages the mails' links open, each with its signed single-use token.
 */
export const requestPasswordReset = (email: string, language: LanguageCode) =>
  callEndpoint(accountEndpoints.passwordResetRequest, { body: { email, language } }, { credentials: 'include' });

/** `accountEndpoints.passwordResetConfirm`: sets the new password; every session ends. */
export const resetPassword = (token: string, password: string) =>
  callEndpoint(accountEndpoints.passwordResetConfirm, { body: { token, password } }, { credentials: 'include' });

/** `accountEndpoints.emailConfirm`: the new address becomes the administrator's; every session ends. */
export const confirmEmail = (token: string) =>
  callEndpoint(accountEndpoints.emailConfirm, { body: { token } }, { credentials: 'include' });
