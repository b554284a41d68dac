import { deflateSync } from 'node:zlib';

/**
 * A small PDF 1.4 writer: A4 pages of wrapped text in the standard Helvetica fonts (no font embedding, so the
 * files stay a few kilobytes), compressed content streams, and a correct cross-reference table.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string }
  | { kind: 'pageBreak' };

const page = { width: 595, height: 842, margin: 56 } as const;
const styles = {
  title: { font: 'F2', size: 22, leading: 30, before: 0 },
  heading: { font: 'F2', size: 13, leading: 18, before: 14 },
  paragraph: { font: 'F1', size: 10.5, leading: 15, before: 6 },
  bullet: { font: 'F1', size: 10.5, leading: 15, before: 3 },
} as const;

/** Average Helvetica glyph width is about half the font size; good enough to wrap lines safely. */
const charsPerLine = (size: number, indent: number) =>
  Math.floor((page.width - 2 * page.margin - indent) / (size * 0.5));

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** PDF literal string in WinAnsi (Latin-1 covers the accents used here), with its three special characters escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

export function renderPdf(meta: { title: string; author: string }, blocks: Block[]): Buffer {
  const pages: string[][] = [[]];
  let y = page.height - page.margin;
  const newPage = () => {
    pages.push([]);
    y = page.height - page.margin;
  };

  for (const block of blocks) {
    if (block.kind === 'pageBreak') {
      newPage();
      continue;
    }
    const style = styles[block.kind];
    const indent = block.kind === 'bullet' ? 14 : 0;
    const lines = wrap(block.text, charsPerLine(style.size, indent));
    y -= style.before;
    if (y - lines.length * style.leading < page.margin) newPage();
    lines.forEach((line, i) => {
      y -= style.leading;
      const text = block.kind === 'bullet' && i === 0 ? `- ${line}` : line;
      const x = page.margin + (block.kind === 'bullet' && i > 0 ? indent : 0);
      pages.at(-1)!.push(`BT /${style.font} ${style.size} Tf ${x} ${y.toFixed(1)} Td ${literal(text)} Tj ET`);
    });
  }

  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled once the page ids are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title ${literal(meta.title)} /Author ${literal(meta.author)} /Producer (portfolio make-docs) >>`);
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    const footer = `BT /F1 8 Tf ${page.margin} 30 Td ${literal(`${meta.title} - ${index + 1}/${pages.length}`)} Tj ET`;
    const content = deflateSync(Buffer.from([...lines, footer].join('\n'), 'latin1'));
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
    );
    const contentId = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    );
    pageIds.push(objects.length);
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
