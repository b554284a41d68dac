import { mediaEndpoints, type EndpointRequest } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

export type MediaPatch = EndpointRequest<typeof mediaEndpoints.updateMedia>['body'];

/** `mediaEndpoints.updateMedia`: alt texts, captions (an empty text removes that language's) and focal point. */
export const updateMedia = (id: string, body: MediaPatch) =>
  callEndpoint(mediaEndpoints.updateMedia, { params: { id }, body }, { credentials: 'include' });
