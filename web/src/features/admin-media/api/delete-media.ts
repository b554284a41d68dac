import { mediaEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

/** `mediaEndpoints.deleteMedia`: the image and its files; a 409 `in_use` while an article still uses it. */
export const deleteMedia = (id: string) =>
  callEndpoint(mediaEndpoints.deleteMedia, { params: { id } }, { credentials: 'include' });
