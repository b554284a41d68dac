import { endpoint } from '../endpoint.ts';
import {
  mediaItem,
  mediaLimits,
  mediaList,
  mediaListQuery,
  mediaParams,
  mediaPatch,
  uploadContentTypes,
  uploadQuery,
} from '../media.ts';

const service = 'content';
const access = 'admin';
const media = '/api/admin/content/media';

/** The media library's API (#16). The files themselves are served from `/media/{id}/{file}` (siteDocuments). */
export const mediaEndpoints = {
  mediaList: endpoint({
    service,
    access,
    method: 'GET',
    path: media,
    summary: 'The media library, newest first; search by name, alt text or caption.',
    query: mediaListQuery,
    response: mediaList,
  }),
  uploadMedia: endpoint({
    service,
    access,
    method: 'POST',
    path: media,
    summary: "Uploads one image (the body is the file's bytes); the kind is decided from the bytes.",
    query: uploadQuery,
    response: mediaItem,
    status: 201,
    bytesBody: true,
    contentTypes: uploadContentTypes,
    bodyLimit: mediaLimits.uploadBytes,
    answerWithinMs: mediaLimits.uploadAnswerWithinMs,
  }),
  mediaItem: endpoint({
    service,
    access,
    method: 'GET',
    path: `${media}/:id`,
    summary: 'One image with its variants and where it is used.',
    params: mediaParams,
    response: mediaItem,
  }),
  updateMedia: endpoint({
    service,
    access,
    method: 'PATCH',
    path: `${media}/:id`,
    summary: 'Alt text and caption per language, focal point.',
    params: mediaParams,
    body: mediaPatch,
    response: mediaItem,
  }),
  deleteMedia: endpoint({
    service,
    access,
    method: 'DELETE',
    path: `${media}/:id`,
    summary: 'Deletes an image and its files; an image still in use is a 409 listing where.',
    params: mediaParams,
    response: null,
  }),
};
