import { siteContentLimits } from '@portfolio/contracts';

export type PdfRefusal = 'notPdf' | 'tooLarge';

const header = '%PDF-';

/**
 * Why a picked file cannot be a document's PDF, before it is sent: larger than the contract's cap, or not starting
 * as every PDF does. The server checks more (the end of the file, no HTML hidden inside); this spares an upload of
 * an obvious mistake and says it in the same words.
 */
export async function pdfRefusal(file: Blob): Promise<PdfRefusal | undefined> {
  if (file.size > siteContentLimits.documentBytes) return 'tooLarge';
  const start = new Uint8Array(await file.slice(0, header.length).arrayBuffer());
  return String.fromCharCode(...start) === header ? undefined : 'notPdf';
}
