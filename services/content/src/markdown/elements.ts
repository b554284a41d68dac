import type { LanguageCode } from '@portfolio/contracts';
import type { Env, MarkdownIt, StateCore, Token } from 'markdown-it';
import type { MediaRecord } from '../stores/media-port.ts';
import type { HeadingMeta } from './headings.ts';
import { escapeHtml } from '../documents/escape.ts';
import { highlightBlock } from './highlight.ts';
import { bodyLabels, sectionLinkLabel } from './labels.ts';
import { isExternal } from './links.ts';
import { mediaImageOf, pictureHtml } from './picture.ts';

/** What a render passes to its rules through markdown-it's `env`. */
export interface RenderEnv extends Env {
  lang: LanguageCode;
  toc: { id: string; text: string; level: number }[];
  /** The media-library images the body may show as a `<picture>` (#16), by id. */
  images?: ReadonlyMap<string, MediaRecord>;
}

const langOf = (env: Env | undefined): LanguageCode => (env as RenderEnv).lang;

/** markdown-it types attributes as strings or numbers; the ones read here are always written as strings. */
const attr = (token: Token, name: string): string => String(token.attrGet(name) ?? '');

/**
 * A core rule: an image with a title standing alone in its paragraph becomes a figure with that title as its
 * caption (the paragraph is hidden so the figure is not inside a <p>, where it may not be).
 */
export function figureRule(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 0; i + 2 < tokens.length; i += 1) {
    const [open, inline, close] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (open.type !== 'paragraph_open' || close.type !== 'paragraph_close') continue;
    const only = inline.children?.length === 1 ? inline.children[0]! : undefined;
    if (only?.type !== 'image' || !only.attrGet('title')) continue;
    open.hidden = close.hidden = true;
    only.meta = { figure: true };
  }
}

/** markdown-it writes a column's alignment as a style attribute; styles are refused, so it becomes a class. */
export function alignmentRule(state: StateCore): void {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = attr(token, 'style');
    if (!style) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    const align = /text-align:(left|center|right)/.exec(style)?.[1];
    if (align) token.attrJoin('class', `align-${align}`);
  }
}

function renderImage(token: Token, alt: string, env: RenderEnv): string {
  const src = escapeHtml(attr(token, 'src'));
  const title = attr(token, 'title');
  const figure = (token.meta as { figure?: boolean } | null)?.figure === true;
  const titleAttribute = title && !figure ? ` title="${escapeHtml(title)}"` : '';
  // Set by the image size rule from digits only; escaped all the same, like every attribute written here.
  const [width, height] = [attr(token, 'width'), attr(token, 'height')];
  const size = width && height ? ` width="${escapeHtml(width)}" height="${escapeHtml(height)}"` : '';
  const record = mediaImageOf(attr(token, 'src'), env.images);
  const img = record
    ? pictureHtml(record, alt, env.lang, titleAttribute)
    : `<img src="${src}" alt="${escapeHtml(alt)}"${titleAttribute}${size} loading="lazy" decoding="async">`;
  return figure ? `<figure>${img}<figcaption>${escapeHtml(title)}</figcaption></figure>\n` : img;
}

/** The renderer's rules for what the body's HTML adds to markdown-it's own: figures, anchors, tables, code. */
export function installRenderRules(md: MarkdownIt): void {
  const rules = md.renderer.rules;
  rules.image = (tokens, idx, options, env, self) =>
    renderImage(tokens[idx]!, self.renderInlineAsText(tokens[idx]!.children ?? [], options, env), env as RenderEnv);
  rules.fence = (tokens, idx) => highlightBlock(tokens[idx]!.content, tokens[idx]!.info) + '\n';
  rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx]!;
    if (isExternal(attr(token, 'href'))) token.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, idx, options);
  };
  rules.heading_close = (tokens, idx, options, env, self) => {
    const meta = tokens[idx - 2]?.meta as HeadingMeta | null | undefined;
    const close = self.renderToken(tokens, idx, options);
    if (!meta) return close;
    const label = escapeHtml(sectionLinkLabel(langOf(env), meta.text));
    const id = escapeHtml(meta.id);
    return ` <a class="heading-anchor" href="#${id}" aria-label="${label}">#</a>${close}`;
  };
  // A wide table scrolls inside its own region, which the keyboard can reach and a screen reader names.
  rules.table_open = (tokens, idx, options, env, self) => {
    const label = escapeHtml(bodyLabels[langOf(env)].table);
    const region = `<div class="table-wrap" tabindex="0" role="region" aria-label="${label}">\n`;
    return region + self.renderToken(tokens, idx, options);
  };
  rules.table_close = (tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options) + '</div>\n';
}
