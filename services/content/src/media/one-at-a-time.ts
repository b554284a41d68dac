import { HttpError } from '@portfolio/kit';

/**
 * Image processing one upload at a time, so that its memory is one image's, however many arrive at once. A few may
 * wait their turn (the library uploads several files together); beyond that an upload is a 503 with Retry-After,
 * which the uploader retries, rather than bodies of up to 25 MB piling up in memory.
 */
export function oneAtATime(maxWaiting: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (waiting >= maxWaiting)
      throw new HttpError(503, 'service_unavailable', 'Other images are being processed; try again shortly.', {
        headers: { 'Retry-After': '5' },
      });
    waiting += 1;
    const run = tail.then(work, work).finally(() => {
      waiting -= 1;
    });
    tail = run.catch(() => undefined);
    return run;
  };
}
