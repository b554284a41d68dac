import { createHash } from 'node:crypto';

/**
 * The built SPA's index.html cut where a page's own parts go: its `<html>` tag (language and direction), its head
 * (the build's title and description removed: each page writes its own), and its body up to the SPA's root (the
 * prerendered content goes just before it). Cut once per version of the file, so that rendering a page is joining
 * strings.
 */
export interface SpaTemplate {
  /** Changes with the file's bytes: part of every page's cache key and validator. */
  version: string;
  modifiedAt: Date;
  /** The `<html>` tag's attributes other than lang and dir (the build's class), as written. */
  htmlAttributes: string;
  beforeHtml: string;
  /** From after the `<html>` tag to before `</head>`. */
  head: string;
  /** From `</head>` to before the SPA's root element. */
  bodyStart: string;
  /** The root element and the rest of the file. */
  rest: string;
}

const rootMarker = '<div id="root"';

/** Fails when the file is not a built index.html this can fill in (no `<html>`, `</head>` or root element). */
export function cutSpaTemplate(html: string, modifiedAt: Date): SpaTemplate {
  const htmlTag = /<html\b([^>]*)>/i.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(rootMarker);
  if (!htmlTag || headEnd < 0 || root < headEnd) {
    throw new Error('the SPA index has no <html> tag, </head> or root element to fill in');
  }
  const afterHtml = htmlTag.index + htmlTag[0].length;
  const htmlAttributes = (htmlTag[1] ?? '').replace(/\s(?:lang|dir)="[^"]*"/gi, '').trim();
  const head = html
    .slice(afterHtml, headEnd)
    .replace(/[ \t]*<title>[^<]*<\/title>\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>\n?/i, '');
  return {
    version: createHash('sha256').update(html).digest('base64url').slice(0, 16),
    modifiedAt,
    htmlAttributes,
    beforeHtml: html.slice(0, htmlTag.index),
    head,
    bodyStart: html.slice(headEnd, root),
    rest: html.slice(root),
  };
}
