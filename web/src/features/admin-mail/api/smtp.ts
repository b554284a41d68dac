import { queryOptions } from '@tanstack/react-query';
import { mailAdminEndpoints, type SmtpSettingsBody } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `mailAdminEndpoints.smtpSettings`: the settings, without the password (only whether one is kept). */
export const smtpSettingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'mail', 'smtp'],
    queryFn: () => callEndpoint(mailAdminEndpoints.smtpSettings, {}, admin),
  });

/** `mailAdminEndpoints.saveSmtpSettings`: an empty password keeps the one kept. */
export const saveSmtpSettings = (body: SmtpSettingsBody) =>
  callEndpoint(mailAdminEndpoints.saveSmtpSettings, { body }, admin);

/** `mailAdminEndpoints.checkSmtp`: connects and authenticates with the settings on screen, saved or not. */
export const checkSmtp = (body: SmtpSettingsBody) => callEndpoint(mailAdminEndpoints.checkSmtp, { body }, admin);

/** `mailAdminEndpoints.sendTestMail`: a test mail through the saved settings. */
export const sendTestMail = (to: string) => callEndpoint(mailAdminEndpoints.sendTestMail, { body: { to } }, admin);
