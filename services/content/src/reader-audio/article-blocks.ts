import { Parser } from 'htmlparser2';

/**
 * The readable blocks of a rendered article body, in document order, as the browser's reader finds them in the page
 * (packages/contracts/src/reading/): headings, paragraphs, list items and block quotes, each block's text being its
 * own textContent with whitespace collapsed. A block inside another (a paragraph in a list item or a quote, a nested
 * list's item) is its own block, and its text is not its parent's. Code blocks, figures, tables, navigation (a table
 * of contents) and the headings' "#" anchors are not read.
 */
const blockTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'li', 'blockquote']);
const skippedTags = new Set(['pre', 'figure', 'table', 'nav', 'script', 'style', 'template']);
const skippedClasses = ['heading-anchor', 'table-wrap'];

const isSkipped = (name: string, attribs: Record<string, string>) =>
  skippedTags.has(name) || (attribs.class ?? '').split(/\s+/).some((name) => skippedClasses.includes(name));

/** Whitespace collapsed as the browser's reader does it: runs of HTML whitespace to one space, none at the ends. */
export const collapseWhitespace = (text: string) => text.replace(/[\t\n\f\r ]+/g, ' ').trim();

interface OpenElement {
  skipped: boolean;
  block: string[] | undefined;
}

export function articleBlocks(html: string): string[] {
  const blocks: string[][] = [];
  const open: OpenElement[] = [];
  const openBlocks: string[][] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const skipped = isSkipped(name, attribs);
        const block = !skipped && skipping === 0 && blockTags.has(name) ? [] : undefined;
        if (skipped) skipping++;
        if (block) {
          blocks.push(block);
          openBlocks.push(block);
        }
        open.push({ skipped, block });
      },
      ontext(text) {
        if (skipping === 0) openBlocks.at(-1)?.push(text);
      },
      onclosetag() {
        const element = open.pop();
        if (element?.skipped) skipping--;
        if (element?.block) openBlocks.pop();
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return blocks.map((parts) => collapseWhitespace(parts.join(''))).filter((text) => text !== '');
}
