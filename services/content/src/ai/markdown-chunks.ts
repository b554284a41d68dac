/** A chunk's size past which the next heading starts another: its translation stays well within a model's answer. */
export const chunkChars = 6_000;

const fence = /^ {0,3}(`{3,}|~{3,})/;
const heading = /^ {0,3}#{1,6}[ \t]/;

/**
 * The Markdown cut before headings (never inside a fenced code block) into parts of about `chunkChars` or more, so
 * that a long article is translated part by part, each answer within the token limit every model accepts; a
 * section longer than that stays whole. Joined with blank lines, the parts make the same blocks again.
 */
export function markdownChunks(markdown: string, size = chunkChars): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let length = 0;
  let open: string | undefined;
  for (const line of markdown.split('\n')) {
    const marker = fence.exec(line)?.[1];
    if (open === undefined && heading.test(line) && length >= size) {
      chunks.push(current.join('\n'));
      current = [];
      length = 0;
    }
    if (open === undefined && marker) open = marker;
    else if (open !== undefined && marker && marker[0] === open[0] && marker.length >= open.length) {
      if (line.trim() === marker) open = undefined;
    }
    current.push(line);
    length += line.length + 1;
  }
  chunks.push(current.join('\n'));
  return chunks.map((chunk) => chunk.trim()).filter((chunk) => chunk !== '');
}
