import { siteContentLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { pdfRefusal } from './pdf-check';

describe('PDF check before upload', () => {
  it('accepts a file that starts as a PDF', async () => {
    expect(await pdfRefusal(new Blob(['%PDF-1.4\n%%EOF\n']))).toBeUndefined();
  });

  it('refuses a file that is not one, and one over the cap', async () => {
    expect(await pdfRefusal(new Blob(['<html><script>'], { type: 'application/pdf' }))).toBe('notPdf');
    expect(await pdfRefusal(new Blob([]))).toBe('notPdf');
    expect(await pdfRefusal(new Blob(['%PDF-', new Uint8Array(siteContentLimits.documentBytes)]))).toBe('tooLarge');
  });
});
