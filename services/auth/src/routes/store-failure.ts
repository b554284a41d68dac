import { HttpError } from '@portfolio/kit';

/** Our failure, not the client's: 503 with a short Retry-After, for a store that is down, hung or unreadable. */
export function signInUnavailable(): HttpError {
  return new HttpError(503, 'service_unavailable', 'Sign-in is temporarily unavailable. Try again shortly.', {
    headers: { 'Retry-After': '5' },
  });
}

/** A store that is down or hung is our failure, not the client's: 503, and the request fails closed. */
export async function unavailableOnStoreFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw signInUnavailable();
  }
}
