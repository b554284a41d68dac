import { readingBlockSeparator } from '@portfolio/contracts';

/**
 * The DOM side of the reader's text: the readable blocks of an article body, in document order, exactly as the
 * content service finds them in the same HTML to record its audio (services/content/src/reader-audio/article-blocks.ts):
 * headings, paragraphs, list items and block quotes, each block's text being its own text with whitespace collapsed;
 * a block inside another (a paragraph in a list item or a quote, a nested list's item) is its own block, and its text
 * is not its parent's. Code blocks, figures, tables, navigation (a table of contents) and the headings' "#" anchors
 * are not read. Every character of the text keeps the text node and offset it came from, so that a segment's or a
 * word's characters become a DOM Range over the page's own text nodes: the page is highlighted without being
 * rewritten.
 */
const blockTags = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'BLOCKQUOTE']);
const skippedTags = new Set(['PRE', 'FIGURE', 'TABLE', 'NAV', 'SCRIPT', 'STYLE', 'TEMPLATE']);
const skippedClasses = ['heading-anchor', 'table-wrap'];
/** HTML's whitespace, which the server collapses: not every Unicode space (a no-break space is read as it is). */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;

export interface ArticleText {
  /** Each block's text, in order. */
  blocks: string[];
  /** The blocks joined as `readingSegments` joins them: what segments' and words' character ranges count in. */
  text: string;
  /** Where each block starts in `text`. */
  starts: number[];
  /** The page's text under `text`'s characters [start, end), or null when they cover none of it. */
  range(start: number, end: number): Range | null;
}

interface Block {
  nodes: Text[];
}

const isSkipped = (element: Element) =>
  skippedTags.has(element.tagName) || skippedClasses.some((name) => element.classList.contains(name));

function collectBlocks(root: Node, current: Block | undefined, blocks: Block[]) {
  for (let child = root.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.TEXT_NODE) {
      current?.nodes.push(child as Text);
    } else if (child.nodeType === Node.ELEMENT_NODE && !isSkipped(child as Element)) {
      let inner = current;
      if (blockTags.has((child as Element).tagName)) {
        inner = { nodes: [] };
        blocks.push(inner);
      }
      collectBlocks(child, inner, blocks);
    }
  }
}

/** The readable text under `root` (an article's body), with the way back from each character to the page. */
export function articleText(root: Element): ArticleText {
  const found: Block[] = [];
  collectBlocks(root, undefined, found);
  const nodes: Text[] = [];
  // Per character of `text`: the index of its text node in `nodes` (-1 for a separator) and its offset there.
  const nodeOf: number[] = [];
  const offsetOf: number[] = [];
  const blocks: string[] = [];
  const starts: number[] = [];
  let text = '';

  for (const block of found) {
    let piece = '';
    let pendingSpace: [number, number] | undefined;
    const blockNodes: number[] = [];
    const blockOffsets: number[] = [];
    for (const node of block.nodes) {
      const index = nodes.push(node) - 1;
      const data = node.data;
      for (let offset = 0; offset < data.length; offset += 1) {
        if (isSpace(data.charCodeAt(offset))) {
          // A run of spaces counts once, at its first character, and only between two readable characters.
          if (piece !== '' && !pendingSpace) pendingSpace = [index, offset];
          continue;
        }
        if (pendingSpace) {
          piece += ' ';
          blockNodes.push(pendingSpace[0]);
          blockOffsets.push(pendingSpace[1]);
          pendingSpace = undefined;
        }
        piece += data[offset];
        blockNodes.push(index);
        blockOffsets.push(offset);
      }
    }
    if (piece === '') continue;
    if (blocks.length > 0) {
      text += readingBlockSeparator;
      nodeOf.push(-1);
      offsetOf.push(0);
    }
    starts.push(text.length);
    blocks.push(piece);
    text += piece;
    for (let i = 0; i < blockNodes.length; i += 1) {
      nodeOf.push(blockNodes[i]!);
      offsetOf.push(blockOffsets[i]!);
    }
  }

  function range(start: number, end: number): Range | null {
    let first = Math.max(0, start);
    let last = Math.min(text.length, end) - 1;
    while (first <= last && nodeOf[first] === -1) first += 1;
    while (last >= first && nodeOf[last] === -1) last -= 1;
    if (first > last) return null;
    const startNode = nodes[nodeOf[first]!]!;
    const endNode = nodes[nodeOf[last]!]!;
    // A page re-rendered since (another article, a new version) no longer holds these nodes.
    if (!startNode.isConnected || !endNode.isConnected) return null;
    const result = document.createRange();
    result.setStart(startNode, offsetOf[first]!);
    result.setEnd(endNode, offsetOf[last]! + 1);
    return result;
  }

  return { blocks, text, starts, range };
}
