import type { LanguageCode } from '@portfolio/contracts';
import MarkdownIt from 'markdown-it';
import type { RenderedBody } from '../articles.ts';
import type { MediaRecord } from '../stores/media-port.ts';
import { alignmentRule, figureRule, installRenderRules, type RenderEnv } from './elements.ts';
import { headingRule } from './headings.ts';
import { imageSizeRule } from './image-size.ts';
import { isAllowedUrl } from './links.ts';
import { plainTextOf } from './plain-text.ts';
import { readingMinutes } from './reading-time.ts';
import { sanitiseBody } from './sanitise.ts';

/**
 * One renderer for every body: raw HTML in Markdown is shown as text (`html: false`), bare addresses become links,
 * quotes and dashes stay as written (no typographer, whose rules differ per language).
 */
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.validateLink = isAllowedUrl;
// `![alt](src "caption"){width=1000 height=500}`: the figure's size, so its place is kept before it loads.
md.inline.ruler.after('image', 'portfolio_image_size', imageSizeRule);
md.core.ruler.push('portfolio_headings', headingRule);
md.core.ruler.push('portfolio_figures', figureRule);
md.core.ruler.push('portfolio_table_alignment', alignmentRule);
installRenderRules(md);

/**
 * A version's Markdown as what the server stores and serves (once per save, so that the browser ships no Markdown
 * parser): sanitised HTML with heading anchors and highlighted code, its table of contents, its reading time and its
 * plain text. With `images`, a media-library image (`![alt](/media/{id}/{file})`) becomes a `<picture>` of its
 * variants.
 */
export function renderMarkdown(
  markdown: string,
  lang: LanguageCode,
  images?: ReadonlyMap<string, MediaRecord>,
): RenderedBody {
  const env: RenderEnv = { lang, toc: [], ...(images ? { images } : {}) };
  const tokens = md.parse(markdown, env);
  const html = sanitiseBody(md.renderer.render(tokens, md.options, env));
  const { text, prose, code } = plainTextOf(tokens);
  return { html, toc: env.toc, readingMinutes: readingMinutes(prose, code, lang), text };
}
