import type { LanguageCode, ReaderAudioEngine, ReaderAudioGender, ReaderAudioSegment } from '@portfolio/contracts';

/**
 * The recorded audio of one article version in one language; its file is `{articleId}/{file}` under the audio
 * folder. `sourceHash` names what it was made from (the version's rendered body, the voice, the speed, the engine):
 * audio whose hash is not the version's current one is out of date.
 */
export interface ReaderAudioRecord {
  articleId: string;
  lang: LanguageCode;
  sourceHash: string;
  /** `{lang}.{content hash}.ogg`. */
  file: string;
  mimeType: string;
  bytes: number;
  durationMs: number;
  engine: ReaderAudioEngine;
  voice: string;
  gender: ReaderAudioGender;
  segments: ReaderAudioSegment[];
  createdAt: Date;
}

/** What the background work needs of every record: which audio exists, from what, and how large. */
export type ReaderAudioSummary = Pick<ReaderAudioRecord, 'articleId' | 'lang' | 'sourceHash' | 'file' | 'bytes'>;

/** The reader's audio records, one per article and language. */
export interface ReaderAudioStore {
  get(articleId: string, lang: LanguageCode): Promise<ReaderAudioRecord | undefined>;
  /** Inserts or replaces the record of its article and language; returns the one replaced (its file to remove). */
  put(record: ReaderAudioRecord): Promise<ReaderAudioRecord | undefined>;
  /** Removes the record; returns it (its file to remove), or undefined when there was none. */
  remove(articleId: string, lang: LanguageCode): Promise<ReaderAudioRecord | undefined>;
  /** Every record's summary, by article then language. */
  summaries(): Promise<ReaderAudioSummary[]>;
  close(): Promise<void>;
}
