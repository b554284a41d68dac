import { articleParams, articleQuery } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { readerAudioManifest } from '../reader-audio.ts';

/** The reader's recorded audio (#18). The files themselves are served from `/audio/{id}/{file}` (siteDocuments). */
export const readerAudioEndpoints = {
  articleAudio: endpoint({
    service: 'content',
    method: 'GET',
    path: '/api/content/articles/:slug/audio',
    access: 'public',
    summary: "A published article version's recorded audio: its file, duration, voice and segment timings.",
    params: articleParams,
    query: articleQuery,
    response: readerAudioManifest,
  }),
};
