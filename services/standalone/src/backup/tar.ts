import { closeSync, openSync, readSync } from 'node:fs';

/**
 * The archive is a POSIX ustar file, gzip-compressed: an operator can list or unpack it with `tar -xzf` without this
 * tool. Only plain files are written, so the subset here is small: one 512-byte header per file, the content
 * padded to 512 bytes, two zero blocks at the end.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function tarHeader(path: string, size: number, mtimeSeconds: number): Buffer {
  const bytes = Buffer.byteLength(path);
  // Names over 100 bytes go in ustar's 155-byte prefix field, split at a slash.
  let name = path;
  let prefix = '';
  if (bytes > 100) {
    const cut = path.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(path.slice(cut + 1)) > 100)
      throw new Error(`path too long for the archive: ${path}`);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
  }
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtimeSeconds, 12), 136, 'ascii');
  header.fill(' ', 148, 156);
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
export const tarEnd = () => Buffer.alloc(BLOCK * 2);

export class ArchiveFormatError extends Error {}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * Walks the entries of an uncompressed tar file, handing each one's path and a reader of its content in chunks.
 * Anything but a well-formed plain-file entry (a bad checksum, a link, a file cut short) is an ArchiveFormatError.
 */
export function readTar(file: string, onEntry: (path: string, size: number, chunks: Iterable<Buffer>) => void) {
  const fd = openSync(file, 'r');
  try {
    const header = Buffer.alloc(BLOCK);
    let offset = 0;
    for (;;) {
      if (readSync(fd, header, 0, BLOCK, offset) !== BLOCK) throw new ArchiveFormatError('the archive ends early');
      offset += BLOCK;
      if (header.every((byte) => byte === 0)) return;
      const declared = parseInt(field(header, 148, 8).trim(), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
      if (declared !== sum) throw new ArchiveFormatError('an entry header is damaged');
      const type = field(header, 156, 1);
      if (type !== '0' && type !== '') throw new ArchiveFormatError('the archive holds something other than files');
      const size = parseInt(field(header, 124, 12).trim(), 8);
      if (!Number.isSafeInteger(size) || size < 0) throw new ArchiveFormatError('an entry has no valid size');
      const prefix = field(header, 345, 155);
      const path = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
      const start = offset;
      onEntry(path, size, chunksOf(fd, start, size));
      offset = start + size + ((BLOCK - (size % BLOCK)) % BLOCK);
    }
  } finally {
    closeSync(fd);
  }
}

function* chunksOf(fd: number, start: number, size: number): Generator<Buffer> {
  const chunk = Buffer.alloc(1 << 20);
  let done = 0;
  while (done < size) {
    const read = readSync(fd, chunk, 0, Math.min(chunk.length, size - done), start + done);
    if (read === 0) throw new ArchiveFormatError('the archive ends early');
    done += read;
    yield chunk.subarray(0, read);
  }
}
