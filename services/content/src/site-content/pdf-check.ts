import { HttpError } from '@portfolio/kit';
import { siteContentLimits } from '@portfolio/contracts';
import { hidesMarkup } from '../media/sniff.ts';

const header = Buffer.from('%PDF-');
/** Where `%%EOF` may be: writers add a line end or a few bytes of padding after it, never a kilobyte. */
const trailerWindow = 1024;
/**
 * Names of a PDF's active parts: a script (`/JavaScript`, `/JS`) or a program to start (`/Launch`). A résumé needs
 * neither, and a viewer that runs them is the visitor's risk, so a file naming one is refused. The delimiter after
 * the name keeps `/JSON…`-like names of other objects out.
 */
const activeParts = /\/(?:JavaScript|JS|Launch)[\s/<>[\]()]/;

const refused = (status: 413 | 415, message: string) =>
  new HttpError(status, status === 413 ? 'payload_too_large' : 'unsupported_media_type', message, {
    details: [{ path: 'body', message }],
  });

/**
 * Refuses what is not a PDF we serve (a 4xx naming the body): too large, no `%PDF-` header at its first byte, no
 * `%%EOF` in its last kilobyte (cut short), or markup a browser would run (an HTML or SVG polyglot, as media's
 * sniff.ts finds it) or a script or launch action inside.
 */
export function checkPdf(bytes: Uint8Array): void {
  if (bytes.byteLength > siteContentLimits.documentBytes)
    throw refused(413, `must be at most ${siteContentLimits.documentBytes} bytes`);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!buffer.subarray(0, header.length).equals(header)) throw refused(415, 'must be a PDF (it starts with %PDF-)');
  const trailer = buffer.lastIndexOf('%%EOF');
  if (trailer === -1 || trailer < buffer.length - trailerWindow)
    throw refused(415, 'must be a whole PDF (it ends with %%EOF)');
  if (hidesMarkup(bytes)) throw refused(415, 'must not hide markup a browser would run');
  if (activeParts.test(buffer.toString('latin1'))) throw refused(415, 'must not carry scripts or launch actions');
}
