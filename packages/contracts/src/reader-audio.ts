import * as z from 'zod/mini';
import { languageCode } from './languages.ts';

/**
 * Recorded audio of an article version (#18): the content service synthesises it in the background, segment by
 * segment, with the shared segmentation (reading/) the browser's reader highlights with, and serves it with range
 * requests from `/audio/{id}/{file}` (siteDocuments), a name carrying the content's hash.
 */
/** The local engine, or the speech task's AI provider when the administrator chose one (#20). */
export const readerAudioEngines = ['espeak-ng', 'ai-provider'] as const;
export type ReaderAudioEngine = (typeof readerAudioEngines)[number];
export const readerAudioGenders = ['female', 'male'] as const;
export type ReaderAudioGender = (typeof readerAudioGenders)[number];

const millis = z.number().check(z.int(), z.minimum(0));

/** One spoken segment: its text as the shared segmentation cut it, and where the audio speaks it. */
export const readerAudioSegment = z.object({
  index: millis,
  text: z.string(),
  startMs: millis,
  endMs: millis,
});
export type ReaderAudioSegment = z.output<typeof readerAudioSegment>;

/** The audio of an article version in one language, ready to play. */
export const readerAudioReady = z.object({
  status: z.literal('ready'),
  lang: languageCode,
  /** The file's address on this site (`/audio/{id}/{lang}.{hash}.ogg`): immutable, range requests answered. */
  url: z.string(),
  /** For `canPlayType`: a browser that cannot play it keeps to its own speech synthesis. */
  mimeType: z.string(),
  durationMs: millis,
  bytes: millis,
  engine: z.enum(readerAudioEngines),
  /** The engine's own name of the voice (`en-us+f3`). */
  voice: z.string(),
  gender: z.enum(readerAudioGenders),
  segments: z.array(readerAudioSegment),
});
export type ReaderAudioReady = z.output<typeof readerAudioReady>;

/**
 * An article version's audio: `none` when the server makes none (no engine on this machine, a language it does not
 * voice, a full audio store), `pending` while it is being made; else ready.
 */
export const readerAudioManifest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('pending') }),
  readerAudioReady,
]);
export type ReaderAudioManifest = z.output<typeof readerAudioManifest>;
