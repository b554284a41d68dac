import { ApiError, NetworkError } from '@/lib/api-client';
import type { UploadFailure } from './upload-queue';

/** The server's refusal, by its status (the contract's 413, 415 and 422 for images), as the text to show. */
export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof NetworkError) return 'offline';
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'tooLarge';
  if (error.status === 415) return 'unsupported';
  if (error.status === 422 || error.code === 'invalid_image') return 'unreadable';
  if (error.status === 401 || error.status === 403) return 'signedOut';
  return error.status >= 500 ? 'serverError' : 'failed';
}
