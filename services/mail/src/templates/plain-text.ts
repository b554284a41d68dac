import type { LayoutTexts } from './layout-texts.ts';
import type { MailContent } from './mail-content.ts';

/**
 * The plain-text part, written from the content (a heading, paragraphs, each link on a line of its own so that
 * every client makes it clickable, the footer after the usual "-- " separator). No line wrapping: it would cut
 * URLs and Japanese or Chinese sentences in the wrong places, and the transfer encoding keeps lines short.
 */
export function plainTextOf(content: MailContent, texts: LayoutTexts): string {
  const blocks: string[] = [content.heading, ...content.paragraphs];
  for (const item of content.items ?? []) {
    blocks.push([item.title, item.url, ...(item.text ? [item.text] : [])].join('\n'));
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  const footer = [...(content.footerLines ?? [])];
  if (content.unsubscribeUrl) footer.push(`${texts.unsubscribe}: ${content.unsubscribeUrl}`);
  const body = blocks.map((block) => block.replaceAll(/\r\n?/g, '\n')).join('\n\n');
  return footer.length ? `${body}\n\n-- \n${footer.join('\n')}\n` : `${body}\n`;
}
