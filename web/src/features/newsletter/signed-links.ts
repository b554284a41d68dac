import { ApiError, callEndpoint } from '@/lib/api-client';
import { mailForms } from '@/config/constants';
import { loadMailEndpoints } from '@/components/mail-forms/api/mail-endpoints';

/**
 * How following a mail's signed link ended: done; the link is forged, expired, cut short or missing (the service
 * answers 400 to all of those, and to a token it cannot read); or no answer (offline, the service down), worth
 * trying again.
 */
export type LinkOutcome = 'done' | 'invalid' | 'failed';

async function follow(which: 'confirmSubscription' | 'unsubscribe', token: string): Promise<LinkOutcome> {
  if (token === '') return 'invalid';
  try {
    const endpoints = await loadMailEndpoints();
    await callEndpoint(
      endpoints[which],
      { body: { token } },
      { signal: AbortSignal.timeout(mailForms.requestTimeoutMs) },
    );
    return 'done';
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed';
  }
}

/** Confirms a signup with the confirmation mail's token (confirming twice is harmless). */
export const confirmSubscription = (token: string) => follow('confirmSubscription', token);

/** Unsubscribes with the token of a newsletter mail's unsubscribe link. */
export const unsubscribe = (token: string) => follow('unsubscribe', token);
