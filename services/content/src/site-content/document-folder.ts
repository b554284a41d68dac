import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentFile } from '@portfolio/contracts';

/** Where a file is written before it is renamed into place: never a stored name (those are 64 hex digits). */
const incomingPrefix = '.incoming-';

/** The home page's PDFs under DATA_DIR, each named by the SHA-256 of its bytes: one copy per content, never changed. */
export interface DocumentFolder {
  path: string;
  /** Stores the bytes (once: the same bytes again are the same file) and says what they are. */
  put(bytes: Uint8Array): Promise<DocumentFile>;
  /** The file's size when it is stored, else undefined. */
  size(hash: string): Promise<number | undefined>;
  fileOf(hash: string): string;
}

export const documentFolderIn = (dataDir: string) => join(dataDir, 'site-documents');

const hashOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Makes the folder and removes what an upload interrupted by a crash left in it. */
export async function openDocumentFolder(path: string): Promise<DocumentFolder> {
  await mkdir(path, { recursive: true });
  for (const entry of await readdir(path))
    if (entry.startsWith(incomingPrefix)) await rm(join(path, entry), { force: true });
  const fileOf = (hash: string) => join(path, `${hash}.pdf`);
  const size = async (hash: string) => {
    const found = await stat(fileOf(hash)).catch(() => undefined);
    return found?.isFile() ? found.size : undefined;
  };
  return {
    path,
    fileOf,
    size,
    async put(bytes) {
      const hash = hashOf(bytes);
      if ((await size(hash)) === undefined) {
        // Written aside then renamed: a reader never finds half a file under the final name.
        const temporary = join(path, `${incomingPrefix}${randomBytes(8).toString('hex')}`);
        try {
          await writeFile(temporary, bytes);
          await rename(temporary, fileOf(hash));
        } finally {
          await rm(temporary, { force: true });
        }
      }
      return { hash, bytes: bytes.byteLength };
    },
  };
}

/** Stores a file shipped with the service (the seed's PDFs) and says what it is. */
export const putShippedFile = async (folder: DocumentFolder, source: string): Promise<DocumentFile> =>
  folder.put(await readFile(source));
