import { accountEndpoints, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `accountEndpoints.passwordChange`: the current password required; every other session ends. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  callEndpoint(accountEndpoints.passwordChange, { body: { currentPassword, newPassword } }, admin);

/** `accountEndpoints.emailChange`: mails a link (in `language`) to the new address; nothing changes until it is used. */
export const changeEmail = (password: string, email: string, language: LanguageCode) =>
  callEndpoint(accountEndpoints.emailChange, { body: { password, email, language } }, admin);
