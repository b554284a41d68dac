import { escapeHtml } from './escape.ts';
import { directionOf, headTags } from './head-tags.ts';
import type { PageModel } from './page-model.ts';
import type { SpaTemplate } from './spa-template.ts';

/**
 * The prerendered block is the page's first paint, for every reader: its texts and cover show as soon as the HTML
 * and the stylesheet are in, long before the SPA's code has run, and a reader that runs no script (a crawler, a
 * link preview, a browser with scripts off) keeps it. The SPA's root stays hidden beside it; the app removes the
 * block in the commit that renders its first page (web/src/app/first-page.ts), so the two never show together and
 * nothing shifts. Inline styles are within the SPA's CSP (style-src 'unsafe-inline'); no inline script is needed.
 */
const visibilityRules = '    <style>#prerendered+#root{display:none}</style>\n';

/**
 * The copy's own look, close to the app's column on a phone (below the app's 4rem header, 1rem sides, its title,
 * cover and body spacing), so that the app replacing it moves little. Covers keep their width and height
 * attributes' room while they load; a code block scrolls sideways instead of widening the page. The blocks of a
 * body or list out of view are neither styled nor laid out (content-visibility) while the copy shows: a long article
 * costs no more than its first screen, when it first paints and when the app's stylesheets arrive beside it.
 */
const copyRules =
  '    <style>#prerendered{max-width:72rem;margin:0 auto;padding:6rem 1rem 3rem;overflow-wrap:break-word}' +
  '#prerendered h1{font-size:1.875rem;line-height:1.25;font-weight:800;letter-spacing:-.025em}' +
  '#prerendered h2{font-size:1.25rem;line-height:1.4;font-weight:700}' +
  '#prerendered :is(p,ul,ol,pre,figure,blockquote,table,img,picture,h2,h3){margin-top:1rem}' +
  '#prerendered img{width:100%;border-radius:.5rem}' +
  '#prerendered a{text-decoration:underline}' +
  '#prerendered li+li{margin-top:1.5rem}' +
  '#prerendered pre{overflow-x:auto;padding:1rem;font-size:.875rem}' +
  '#prerendered :is(article>div,ul)>*{content-visibility:auto;contain-intrinsic-size:auto 6rem}</style>\n';

/** The SPA's index.html with a page's language, head tags and main content written in. */
export function pageHtml(template: SpaTemplate, page: PageModel): string {
  const dir = directionOf(page.lang);
  const attributes = template.htmlAttributes ? ` ${template.htmlAttributes}` : '';
  return [
    template.beforeHtml,
    `<html lang="${page.lang}" dir="${dir}"${attributes}>`,
    template.head.trimEnd(),
    '\n',
    visibilityRules,
    copyRules,
    headTags(page),
    '  ',
    template.bodyStart,
    `<div id="prerendered" lang="${page.lang}" dir="${dir}">${page.content}</div>\n    `,
    template.rest,
  ].join('');
}

/** An element with escaped text content. */
export const element = (tag: string, text: string, attributes = '') =>
  `<${tag}${attributes ? ` ${attributes}` : ''}>${escapeHtml(text)}</${tag}>`;
