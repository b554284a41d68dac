import { escapeHtml } from './escape.ts';
import { directionOf, headTags } from './head-tags.ts';
import type { PageModel } from './page-model.ts';
import type { SpaTemplate } from './spa-template.ts';

/**
 * The prerendered block is for readers that run no script (crawlers, link previews, a browser with scripts off):
 * hidden from the first paint wherever scripts run, so that the SPA's own first render follows the page with no
 * flash of unstyled content and no shift; shown by the noscript rule otherwise. Inline styles are within the
 * SPA's CSP (style-src 'unsafe-inline'); no inline script is needed. The SPA removes the block when it starts.
 */
const visibilityRules =
  '    <style>#prerendered{display:none}</style>\n' +
  '    <noscript><style>#prerendered{display:block}</style></noscript>\n';

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
