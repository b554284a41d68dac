import { isMailAddress, type LanguageCode } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';
import { loadMailEndpoints } from './api/mail-endpoints';

/** What the reader typed, the honeypot (`website`) included. */
export interface SignupFields {
  email: string;
  firstName: string;
  website: string;
}

export const emptySignupFields: SignupFields = { email: '', firstName: '', website: '' };

/** Whether the address is one the service takes (spec §5: "a valid email"), checked before any call. */
export const hasValidEmail = (fields: SignupFields) => isMailAddress(fields.email.trim());

/**
 * Signs the address up (double opt-in: the service mails a confirmation link), in the interface's language and
 * naming the page the form was on. True when the service took it, whatever it knew of the address (it never says);
 * false when it refused or could not be reached within `timeoutMs`.
 */
export async function subscribe(
  fields: SignupFields,
  { language, source, timeoutMs }: { language: LanguageCode; source: string; timeoutMs: number },
): Promise<boolean> {
  try {
    const { subscribe: endpoint } = await loadMailEndpoints();
    const firstName = fields.firstName.trim();
    await callEndpoint(
      endpoint,
      {
        body: {
          email: fields.email.trim(),
          firstName: firstName === '' ? undefined : firstName,
          language,
          source,
          website: fields.website === '' ? undefined : fields.website,
        },
      },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    return true;
  } catch {
    return false;
  }
}
