import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText, svgImageSource } from './recovery-codes';

describe('recovery codes kept as a file', () => {
  it('holds the title, then one code a line', () => {
    expect(recoveryCodesText('Codes for example.org', ['abcde-12345', 'fghij-67890'])).toBe(
      'Codes for example.org\n\nabcde-12345\nfghij-67890\n',
    );
  });

  it('is named after the site’s host, with nothing a file system could refuse', () => {
    expect(recoveryCodesFileName('camille.example.org')).toBe('recovery-codes-camille.example.org.txt');
    expect(recoveryCodesFileName('localhost:8080')).toBe('recovery-codes-localhost-8080.txt');
  });
});

describe('the QR code', () => {
  it('becomes an image address that decodes back to the SVG', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';
    const source = svgImageSource(svg);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });
});
