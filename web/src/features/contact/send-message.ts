import { isMailAddress, type LanguageCode } from '@portfolio/contracts';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { loadMailEndpoints } from '@/components/mail-forms/api/mail-endpoints';

/** What the reader typed, the honeypot (`website`) included: a person leaves it empty, a bot fills it. */
export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

export const emptyContactFields: ContactFields = { name: '', email: '', subject: '', message: '', website: '' };

/** The fields a person must fill (spec §5: all required fields); the honeypot is not one of them. */
export const requiredContactFields = ['name', 'email', 'subject', 'message'] as const;

/**
 * The required fields left empty (spaces count as empty) or, for the address, not one a reply could be sent to, in
 * the form's order: the service would refuse the message.
 */
export const missingContactFields = (fields: ContactFields) =>
  requiredContactFields.filter((key) =>
    key === 'email' ? !isMailAddress(fields.email.trim()) : fields[key].trim() === '',
  );

/** How a sending ended, for the toast (spec §8): sent, no answer in time, or refused or unreachable. */
export type ContactOutcome = 'sent' | 'timeout' | 'failed';

/** A form token from the service: a signed note of when the form appeared (the minimum time to fill). */
export async function fetchFormToken(signal?: AbortSignal): Promise<string> {
  const { formToken } = await loadMailEndpoints();
  return (await callEndpoint(formToken, {}, { signal })).token;
}

/**
 * Sends the message with the token fetched when the form appeared (`token`, or a fresh one when that fetch
 * failed). A token the service no longer takes (the page stayed open for a day, the keys changed) is replaced once,
 * and the message sent again. The whole of it, token fetches included, has `timeoutMs` to get its answer.
 */
export async function sendContactMessage(
  fields: ContactFields,
  {
    token,
    language,
    timeoutMs,
  }: { token: Promise<string | undefined> | undefined; language: LanguageCode; timeoutMs: number },
): Promise<ContactOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { contact } = await loadMailEndpoints();
    const send = (formToken: string) =>
      callEndpoint(
        contact,
        {
          body: {
            name: fields.name,
            email: fields.email,
            subject: fields.subject,
            message: fields.message,
            website: fields.website === '' ? undefined : fields.website,
            formToken,
            language,
          },
        },
        { signal },
      );
    try {
      await send((await token) ?? (await fetchFormToken(signal)));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'invalid_token')) throw error;
      await send(await fetchFormToken(signal));
    }
    return 'sent';
  } catch {
    // Whatever broke once the time was up (the fetch aborted, the answer cut short) is the timeout's doing.
    return signal.aborted ? 'timeout' : 'failed';
  }
}
