import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Where an upload's files are made before they are renamed into place: never a valid media id (the dot). */
const incomingPrefix = '.incoming-';

/** The media folder under DATA_DIR (compose mounts a named volume there). */
export const mediaFolderIn = (dataDir: string) => join(dataDir, 'media');

/** A new image's id: 128 random bits, URL-safe (base64url), never guessed from another. */
export const newMediaId = () => randomBytes(16).toString('base64url');

/**
 * Makes the media folder and removes what an upload interrupted by a crash or a kill left in it (its temporary
 * folder): a restart finishes the "nothing left behind".
 */
export async function prepareMediaFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const entry of await readdir(folder))
    if (entry.startsWith(incomingPrefix)) await rm(join(folder, entry), { recursive: true, force: true });
}

/**
 * Runs `work` on a fresh temporary folder inside the media folder, then renames it to `{folder}/{id}` in one step:
 * the image's files appear together or not at all. When anything fails, the temporary folder goes and the error
 * passes on.
 */
export async function intoPlace<T>(folder: string, id: string, work: (temporary: string) => Promise<T>): Promise<T> {
  const temporary = join(folder, `${incomingPrefix}${id}`);
  await mkdir(temporary, { recursive: true });
  try {
    const result = await work(temporary);
    await rename(temporary, join(folder, id));
    return result;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/** Removes an image's files (its id comes from the store or a validated parameter: no separator, no dot). */
export const removeMediaFiles = (folder: string, id: string) => rm(join(folder, id), { recursive: true, force: true });
