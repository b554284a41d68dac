import type { Token } from 'markdown-it';
import { inlineText } from './headings.ts';

export interface PlainText {
  /** Everything a reader reads, code included, in order, without markup, whitespace collapsed. */
  text: string;
  /** The same without the code blocks, and the code blocks alone: reading time weighs them differently. */
  prose: string;
  code: string;
}

const collapse = (parts: string[]): string => parts.join(' ').replace(/\s+/g, ' ').trim();

/** The plain text of a parsed body (from markdown-it's tokens, so no HTML is parsed back). */
export function plainTextOf(tokens: readonly Token[]): PlainText {
  const all: string[] = [];
  const prose: string[] = [];
  const code: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      const text = inlineText(token);
      all.push(text);
      prose.push(text);
    } else if (token.type === 'fence' || token.type === 'code_block') {
      all.push(token.content);
      code.push(token.content);
    }
  }
  return { text: collapse(all), prose: collapse(prose), code: collapse(code) };
}
