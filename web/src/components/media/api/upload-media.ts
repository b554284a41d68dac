import { mediaEndpoints, mediaLimits, uploadContentTypes, type MediaItem } from '@portfolio/contracts';
import { apiUrl, NetworkError, queryString, readAnswer } from '@/lib/api-client';

const endpoint = mediaEndpoints.uploadMedia;
const declared: readonly string[] = uploadContentTypes;

/** The type the upload is labelled with: the file's own when the contract lists it (the bytes decide anyway). */
export const uploadContentType = (file: Blob) =>
  declared.includes(file.type) ? file.type : 'application/octet-stream';

/**
 * `mediaEndpoints.uploadMedia`: the file's bytes as the body, its name in the query. Sent with XMLHttpRequest,
 * the one browser API that reports an upload's progress (`onProgress`, from 0 to 1); its answer goes through the
 * api-client's `readAnswer`, so the errors are the same typed ones as every other call's and the item is checked
 * against the contract.
 */
export function uploadMedia(file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<MediaItem> {
  const name = file.name.slice(0, mediaLimits.nameLength) || 'image';
  const label = `${endpoint.method} ${endpoint.path}`;
  return new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, apiUrl(`${endpoint.path}?${queryString({ name })}`));
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', uploadContentType(file));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.status === 204 ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: {
            'Content-Type': 'application/json',
            'Retry-After': request.getResponseHeader('Retry-After') ?? '',
          },
        }),
      );
    request.onerror = () => reject(new NetworkError(`${label} got no answer`));
    request.onabort = () => reject(new NetworkError(`${label} was cancelled`));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  }).then((response) => readAnswer(endpoint, response));
}
