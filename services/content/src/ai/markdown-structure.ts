import type { LanguageCode } from '@portfolio/contracts';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { imageSizeRule } from '../markdown/image-size.ts';

/**
 * What a translation must keep of an article's Markdown: everything but the words. Headings by level in order,
 * lists with their item counts, block quotes, tables by size, code blocks and inline code byte for byte, link and
 * image targets (and an image's size) in order.
 */
export interface MarkdownStructure {
  headings: number[];
  lists: { ordered: boolean; items: number }[];
  blockQuotes: number;
  tables: { rows: number; columns: number }[];
  codeBlocks: { info: string; content: string }[];
  inlineCode: string[];
  links: string[];
  images: string[];
}

/** Parsed as the renderer parses (no raw HTML, bare addresses as links, the image-size braces), nothing rendered. */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.inline.ruler.after('image', 'portfolio_image_size', imageSizeRule);

function inlineParts(tokens: Token[], structure: MarkdownStructure) {
  for (const token of tokens) {
    if (token.type === 'code_inline') structure.inlineCode.push(token.content);
    else if (token.type === 'link_open') structure.links.push(String(token.attrGet('href') ?? ''));
    else if (token.type === 'image') {
      const [width, height] = [token.attrGet('width'), token.attrGet('height')];
      structure.images.push(
        `${String(token.attrGet('src') ?? '')}${width !== null ? ` {width=${String(width)} height=${String(height)}}` : ''}`,
      );
    }
    if (token.children) inlineParts(token.children, structure);
  }
}

/** The structure of a Markdown body (see `MarkdownStructure`). */
export function markdownStructure(markdown: string): MarkdownStructure {
  const structure: MarkdownStructure = {
    headings: [],
    lists: [],
    blockQuotes: 0,
    tables: [],
    codeBlocks: [],
    inlineCode: [],
    links: [],
    images: [],
  };
  // Open lists and tables, innermost last: their items and rows are counted as they come.
  const lists: { ordered: boolean; items: number }[] = [];
  let table: { rows: number; columns: number } | undefined;
  for (const token of md.parse(markdown, {})) {
    switch (token.type) {
      case 'heading_open':
        structure.headings.push(Number(token.tag.slice(1)));
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const list = { ordered: token.type === 'ordered_list_open', items: 0 };
        structure.lists.push(list);
        lists.push(list);
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open':
        lists[lists.length - 1]!.items += 1;
        break;
      case 'blockquote_open':
        structure.blockQuotes += 1;
        break;
      case 'table_open':
        table = { rows: 0, columns: 0 };
        structure.tables.push(table);
        break;
      case 'tr_open':
        if (table) table.rows += 1;
        break;
      case 'th_open':
        if (table && table.rows === 1) table.columns += 1;
        break;
      case 'fence':
      case 'code_block':
        structure.codeBlocks.push({ info: token.info, content: token.content });
        break;
      case 'inline':
        inlineParts(token.children ?? [], structure);
        break;
    }
  }
  return structure;
}

const listName = (list: { ordered: boolean; items: number }) =>
  `${list.ordered ? 'numbered' : 'bulleted'} list of ${list.items} items`;
const codeName = (block: { info: string }, index: number) =>
  `code block ${index + 1}${block.info ? ` (${block.info.trim()})` : ''}`;

/**
 * The first place two sequences differ, said in words, or undefined when they are equal. With fewer items, the
 * first that differs is the one lost (the rest moved up); with more, the first that differs was added.
 */
function firstDifference<T>(what: string, original: T[], translated: T[], name: (item: T, index: number) => string) {
  const same = (a: T | undefined, b: T | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const longest = Math.max(original.length, translated.length);
  const index = Array.from({ length: longest }, (_, i) => i).find((i) => !same(original[i], translated[i]));
  if (index === undefined) return undefined;
  const counts = `${what}: ${original.length} in the original, ${translated.length} in the translation`;
  if (translated.length < original.length) return `${name(original[index]!, index)} is missing (${counts})`;
  if (translated.length > original.length) return `${name(translated[index]!, index)} was added (${counts})`;
  const [was, now] = [name(original[index]!, index), name(translated[index]!, index)];
  return now === was ? `${was} was changed` : `${was} became ${now}`;
}

/** Inline parts a sentence may move about when translated: compared as sets, whatever their order. */
function missingOrAdded(what: string, original: string[], translated: string[]) {
  const left = [...translated];
  for (const item of original) {
    const at = left.indexOf(item);
    if (at < 0) return `${what} ${item} is missing or was changed`;
    left.splice(at, 1);
  }
  return left.length > 0 ? `${what} ${left[0]} was added` : undefined;
}

/**
 * Whether a translation kept the original's structure; if not, the first difference named ("code block 2 (ts) is
 * missing", "the link to /a is missing or was changed", "heading 4 (level 2) is missing"), for the job's failure
 * detail. Block parts keep their order; inline code and links may move within the sentences that hold them.
 */
export function sameStructure(original: string, translated: string): { ok: true } | { ok: false; detail: string } {
  const [a, b] = [markdownStructure(original), markdownStructure(translated)];
  const detail =
    firstDifference('headings', a.headings, b.headings, (level, i) => `heading ${i + 1} (level ${level})`) ??
    firstDifference('lists', a.lists, b.lists, (list, i) => `list ${i + 1} (${listName(list)})`) ??
    firstDifference('tables', a.tables, b.tables, (t, i) => `table ${i + 1} (${t.rows} rows × ${t.columns} columns)`) ??
    firstDifference('code blocks', a.codeBlocks, b.codeBlocks, codeName) ??
    missingOrAdded(
      'inline code',
      a.inlineCode.map((code) => `\`${code}\``),
      b.inlineCode.map((code) => `\`${code}\``),
    ) ??
    missingOrAdded('the link to', a.links, b.links) ??
    firstDifference('images', a.images, b.images, (src, i) => `image ${i + 1} ${src}`) ??
    (a.blockQuotes === b.blockQuotes
      ? undefined
      : `block quotes: ${a.blockQuotes} in the original, ${b.blockQuotes} in the translation`);
  return detail === undefined ? { ok: true } : { ok: false, detail };
}

/** Language names as a model reads them best: in English, with the code to remove any doubt. */
const languageNames: Record<LanguageCode, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Simplified Chinese',
  ar: 'Arabic',
  ru: 'Russian',
};

/**
 * The prompt that asks for a translation `sameStructure` accepts: the rules in the system prompt, the Markdown
 * alone as the user's message (so that nothing but the article is translated, and a fake server can read it back).
 */
export function translationPrompt(
  markdown: string,
  from: LanguageCode,
  to: LanguageCode,
): { system: string; user: string } {
  const [source, target] = [`${languageNames[from]} (${from})`, `${languageNames[to]} (${to})`];
  const system = [
    `You translate a blog article written in Markdown from ${source} into ${target}.`,
    'Keep the Markdown structure exactly: the same headings at the same levels, the same lists with the same number',
    'of items, the same tables with the same rows and columns, the same block quotes.',
    'Copy fenced and indented code blocks and `inline code` byte for byte, untranslated.',
    'Keep every link and image target (the part in parentheses) unchanged; translate link texts, image alt texts and',
    'image titles. Keep image size braces such as {width=1000 height=500} right after their image, unchanged.',
    'Answer with the translated Markdown only: no preface, no note, no fence around it.',
  ].join('\n');
  return { system, user: markdown };
}
