import { mediaLimits } from '@portfolio/contracts';

/** Why an upload failed, as the administrator is told it (one text each in `admin-media`'s `upload` texts). */
export type UploadFailure =
  'tooLarge' | 'unsupported' | 'unreadable' | 'signedOut' | 'offline' | 'serverError' | 'failed';

export interface Upload {
  key: string;
  name: string;
  bytes: number;
  status: 'waiting' | 'sending' | 'done' | 'failed';
  /** The part of the bytes sent, 0 to 1; at 1 the server is still making the variants until `done`. */
  sent: number;
  failure?: UploadFailure;
  /** The library item it became. */
  itemId?: string;
}

export type UploadAction =
  | { type: 'added'; files: { key: string; name: string; bytes: number }[] }
  | { type: 'started'; key: string }
  | { type: 'progressed'; key: string; sent: number }
  | { type: 'succeeded'; key: string; itemId: string }
  | { type: 'failed'; key: string; failure: UploadFailure }
  | { type: 'retried'; key: string }
  | { type: 'dismissed'; key: string }
  | { type: 'clearedFinished' };

/** A refusal of the file itself (its size, its kind, its bytes) stays one: only the others are worth a retry. */
export const retryable = (failure: UploadFailure | undefined) =>
  failure !== 'tooLarge' && failure !== 'unsupported' && failure !== 'unreadable';

/** How many files travel at once: enough to keep the line busy, few enough for the service's image work. */
export const parallelUploads = 2;

const change = (uploads: readonly Upload[], key: string, update: (upload: Upload) => Upload) =>
  uploads.map((upload) => (upload.key === key ? update(upload) : upload));

/**
 * The upload list's state: every file dropped or picked, in order, from waiting to done or failed. A file over the
 * size cap fails at once, without sending 25 MB for the server to refuse.
 */
export function uploadQueue(uploads: readonly Upload[], action: UploadAction): readonly Upload[] {
  switch (action.type) {
    case 'added':
      return [
        ...uploads,
        ...action.files.map(({ key, name, bytes }): Upload => {
          const tooLarge = bytes > mediaLimits.uploadBytes;
          return tooLarge
            ? { key, name, bytes, status: 'failed', sent: 0, failure: 'tooLarge' }
            : { key, name, bytes, status: 'waiting', sent: 0 };
        }),
      ];
    case 'started':
      return change(uploads, action.key, (upload) => ({ ...upload, status: 'sending', sent: 0 }));
    case 'progressed':
      return change(uploads, action.key, (upload) =>
        upload.status === 'sending' ? { ...upload, sent: Math.min(1, Math.max(upload.sent, action.sent)) } : upload,
      );
    case 'succeeded':
      return change(uploads, action.key, (upload) => ({ ...upload, status: 'done', sent: 1, itemId: action.itemId }));
    case 'failed':
      return change(uploads, action.key, (upload) => ({ ...upload, status: 'failed', failure: action.failure }));
    case 'retried':
      return change(uploads, action.key, (upload) =>
        upload.status === 'failed' && retryable(upload.failure)
          ? { key: upload.key, name: upload.name, bytes: upload.bytes, status: 'waiting', sent: 0 }
          : upload,
      );
    case 'dismissed':
      return uploads.filter((upload) => upload.key !== action.key || upload.status === 'sending');
    case 'clearedFinished':
      return uploads.filter((upload) => upload.status === 'waiting' || upload.status === 'sending');
  }
}

/** The waiting uploads to start now, oldest first, so that no more than `parallelUploads` travel at once. */
export function uploadsToStart(uploads: readonly Upload[]): string[] {
  const free = parallelUploads - uploads.filter((upload) => upload.status === 'sending').length;
  if (free <= 0) return [];
  return uploads
    .filter((upload) => upload.status === 'waiting')
    .slice(0, free)
    .map((upload) => upload.key);
}
