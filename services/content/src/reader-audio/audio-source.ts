import { createHash } from 'node:crypto';
import type { LanguageCode } from '@portfolio/contracts';
import type { StoredVersion } from '../articles.ts';
import type { VoiceChoice } from './speech-provider.ts';

/**
 * Bumped when the way audio is made changes (blocks, segmentation, pauses, encoding): every article's audio is then
 * out of date and made again.
 */
const audioFormat = 1;

/** What an article version's audio is made from, as a hash: its rendered body, the engine, the voice and the pace. */
export const sourceHashOf = (version: StoredVersion, engine: string, voice: string, choice: VoiceChoice) =>
  createHash('sha256')
    .update(JSON.stringify([audioFormat, engine, voice, choice.wordsPerMinute, version.html]))
    .digest('base64url');

export const readerAudioJobKind = 'reader-audio';
export const readerAudioJobId = (articleId: string, lang: LanguageCode) => `reader-audio:${articleId}:${lang}`;

/** A generation's job: the version it is for, found again by its slug and checked against the hash when it runs. */
export interface ReaderAudioPayload {
  articleId: string;
  lang: LanguageCode;
  slug: string;
  sourceHash: string;
  /** A reader asked for this audio while it waited: the job was moved to the front of the list, once. */
  asked?: true;
}
