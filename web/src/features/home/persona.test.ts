import { describe, expect, it } from 'vitest';
import { companies, documents } from './persona';

/** The committed files, byte for byte (Vite inlines each as a base64 data address). */
const files = import.meta.glob<string>('../../../public/docs/*.pdf', {
  query: '?inline',
  import: 'default',
  eager: true,
});
const bytesOf = (href: string) => {
  const address = Object.entries(files).find(([path]) => path.endsWith(href))?.[1];
  if (!address) throw new Error(`${href} is not in public/docs`);
  return atob(address.slice(address.indexOf(',') + 1));
};

describe('persona', () => {
  it('lists six companies, most recent first', () => {
    expect(companies).toHaveLength(6);
    const starts = companies.map((c) => c.start);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it.each(documents)('links $href to a real PDF of the size it announces', ({ href, bytes }) => {
    const pdf = bytesOf(href);
    expect(pdf.length).toBe(bytes);
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table must point at the objects, or viewers call the file damaged.
    const start = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(start, start + 4)).toBe('xref');
    const offsets = [...pdf.slice(start).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
  });
});
