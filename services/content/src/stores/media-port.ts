import type { LanguageCode, MediaItem } from '@portfolio/contracts';

/** One stored rendition of an image; its file is `{id}/{width}.{format's extension}` under the media folder. */
export interface StoredVariant {
  format: 'avif' | 'webp' | 'jpeg' | 'png';
  width: number;
  height: number;
  bytes: number;
}

/** A media-library image as stored: what the API shows but its addresses and usage, which are derived. */
export interface MediaRecord {
  id: string;
  name: string;
  format: MediaItem['format'];
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
  alt: Partial<Record<LanguageCode, string>>;
  caption: Partial<Record<LanguageCode, string>>;
  focal: { x: number; y: number };
  placeholder: string;
  variants: StoredVariant[];
}

export interface MediaFilter {
  /** Case-insensitive, in the name, any alt text or caption. */
  q?: string;
  /** Leave these out (the images in use, for "unused only"). */
  excludeIds?: readonly string[];
  offset: number;
  limit: number;
}

/** The media library's records (the files live in the media folder). Lists are newest first, then by id. */
export interface MediaStore {
  insert(record: MediaRecord): Promise<void>;
  get(id: string): Promise<MediaRecord | undefined>;
  /** The records of these ids that exist, in no particular order. */
  getMany(ids: readonly string[]): Promise<MediaRecord[]>;
  list(filter: MediaFilter): Promise<{ records: MediaRecord[]; total: number }>;
  /** Replaces alt, caption and focal point as given; undefined when there is no such record. */
  update(id: string, patch: Partial<Pick<MediaRecord, 'alt' | 'caption' | 'focal'>>): Promise<MediaRecord | undefined>;
  /** False when there was no such record. */
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}
