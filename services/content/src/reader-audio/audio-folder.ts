import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageCode } from '@portfolio/contracts';
import { audioExtension } from './opus-encoder.ts';

/** Where the audio files live: DATA_DIR/reader-audio/{article key}/{lang}.{hash}.ogg, served at /audio/{key}/{file}. */
export const audioFolderIn = (dataDir: string) => join(dataDir, 'reader-audio');

/**
 * An article's folder name and address segment: a hash of its id, whatever characters the id has (a seeded
 * article's id is its slug, in any script), so that no id is ever part of a file path.
 */
export const articleKey = (articleId: string) => createHash('sha256').update(articleId).digest('hex').slice(0, 16);

/** The public address of an article's audio file. */
export const audioUrl = (articleId: string, file: string) => `/audio/${articleKey(articleId)}/${file}`;

/** A file being written: never served (the address's file name pattern has no leading dot). */
const partialPrefix = '.partial-';

async function contentHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('base64url').slice(0, 16);
}

export interface AudioFolder {
  root: string;
  /**
   * A fresh partial file's path in the article's folder (made if needed), for audio in `lang`. The caller holds the
   * lease of this article and language: a partial file of the same language left there is a killed generation's.
   */
  partial(articleId: string, lang: LanguageCode): Promise<string>;
  /** Names the finished partial file after its content and returns that name and its size. */
  keep(articleId: string, lang: LanguageCode, partial: string): Promise<{ file: string; bytes: number }>;
  remove(articleId: string, file: string): Promise<void>;
  /** Whether the file is there (a volume lost or restored from an older backup may have lost it). */
  has(articleId: string, file: string): Promise<boolean>;
  /**
   * Removes what no record names: files of audio replaced or deleted by a process that stopped before it removed
   * them, and partial files older than `partialAgeMs` (a generation that was killed).
   */
  sweep(known: ReadonlySet<string>, partialAgeMs: number, now: Date): Promise<number>;
}

export function audioFolder(root: string): AudioFolder {
  return {
    root,
    async partial(articleId, lang) {
      const dir = join(root, articleKey(articleId));
      await mkdir(dir, { recursive: true });
      const prefix = `${partialPrefix}${lang}-`;
      for (const name of await readdir(dir)) {
        if (name.startsWith(prefix)) await rm(join(dir, name), { force: true });
      }
      return join(dir, `${prefix}${randomBytes(8).toString('hex')}.${audioExtension}`);
    },
    async keep(articleId, lang, partial) {
      const file = `${lang}.${await contentHash(partial)}.${audioExtension}`;
      await rename(partial, join(root, articleKey(articleId), file));
      return { file, bytes: (await stat(join(root, articleKey(articleId), file))).size };
    },
    async remove(articleId, file) {
      await rm(join(root, articleKey(articleId), file), { force: true });
    },
    async has(articleId, file) {
      return (await stat(join(root, articleKey(articleId), file)).catch(() => undefined))?.isFile() === true;
    },
    async sweep(known, partialAgeMs, now) {
      let removed = 0;
      const keys = await readdir(root).catch(() => [] as string[]);
      for (const key of keys) {
        const dir = join(root, key);
        for (const name of await readdir(dir).catch(() => [] as string[])) {
          const path = join(dir, name);
          const partial = name.startsWith(partialPrefix);
          if (!partial && known.has(`${key}/${name}`)) continue;
          if (partial && now.getTime() - (await stat(path)).mtimeMs < partialAgeMs) continue;
          await rm(path, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}

/** A record's entry in the set `sweep` keeps. */
export const knownFile = (articleId: string, file: string) => `${articleKey(articleId)}/${file}`;
