/** OpenAI's speech endpoint takes at most 4096 characters a request; a little under it leaves room for doubt. */
export const speechPieceLength = 4_000;

/**
 * A text in pieces short enough for one speech request each, cut after a sentence where one ends within the
 * length, else at a space, else anywhere (a 4000-character word): spoken in order, the pieces read as the text.
 */
export function speechPieces(text: string, length = speechPieceLength): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > length) {
    const window = rest.slice(0, length + 1);
    const sentenceEnd = Math.max(...['. ', '! ', '? ', '。', '！', '？', '\n'].map((end) => window.lastIndexOf(end)));
    const space = window.lastIndexOf(' ');
    const cut = sentenceEnd > length / 2 ? sentenceEnd + 1 : space > length / 2 ? space : length;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}
