import sanitizeHtml from 'sanitize-html';
import { articleImageSizes } from '../media/variant-files.ts';
import { imageSide } from './image-size.ts';

/**
 * The second wall: markdown-it already escapes every tag an author writes (`html: false`) and refuses unsafe links,
 * and the rendered HTML then goes through an allowlist of exactly what the renderer produces. A bug or a future
 * option in the first wall cannot reach a reader's browser: no script, no style, no event handler, no frame, no
 * form, no URL but http, https, mailto or relative.
 */
const headingAttributes = ['id'];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'pre', 'div'],
    ...['strong', 'em', 's', 'code', 'span', 'a', 'img', 'figure', 'figcaption', 'picture', 'source'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    h2: headingAttributes,
    h3: headingAttributes,
    h4: headingAttributes,
    a: ['href', 'title', 'class', 'aria-label', { name: 'rel', multiple: true, values: ['noopener', 'noreferrer'] }],
    img: [
      ...['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes'],
      { name: 'loading', values: ['lazy'] },
      { name: 'decoding', values: ['async'] },
    ],
    source: [{ name: 'type', values: ['image/avif', 'image/webp'] }, 'srcset', 'sizes'],
    ol: ['start'],
    code: ['class'],
    span: ['class'],
    th: ['class'],
    td: ['class'],
    div: ['class', 'aria-label', { name: 'tabindex', values: ['0'] }, { name: 'role', values: ['region'] }],
  },
  allowedClasses: {
    code: ['hljs', 'language-*'],
    // highlight.js writes a sub-scope as a class ending in underscores: "hljs-title class_ inherited__".
    span: ['hljs-*', '*_'],
    a: ['heading-anchor'],
    div: ['table-wrap'],
    th: ['align-left', 'align-center', 'align-right'],
    td: ['align-left', 'align-center', 'align-right'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/path" leaves the site while looking relative: refused like any other unlisted form.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  // An image's width and height stay only as whole numbers from 1 to 10000 (never "100%", "0", "1e3" or a unit).
  // A srcset stays only as the media library's own list of variants (`/media/{id}/{w}.{ext} {w}w, …`).
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: withMediaSrcset(withIntegerSides(attribs)) }),
    source: (tagName, attribs) => ({ tagName, attribs: withMediaSrcset(attribs) }),
  },
  // A <source> without a media srcset has nothing to offer: it goes.
  exclusiveFilter: (frame) => frame.tag === 'source' && (frame.attribs.srcset ?? '') === '',
};

const isSide = (name: string) => name === 'width' || name === 'height';

function withIntegerSides(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => !isSide(name) || imageSide(value) !== undefined),
  );
}

const variantCandidate = /^\/media\/[A-Za-z0-9_-]{1,64}\/\d{1,5}\.(?:avif|webp|jpg|png) \d{1,5}w$/;

/** True when every candidate is one of our variants; each is checked on its own, at most 100 characters long. */
const isMediaSrcset = (srcset: string) =>
  srcset.split(', ').every((candidate) => candidate.length <= 100 && variantCandidate.test(candidate));

/** srcset and sizes stay together, only as the media library's variants at the article column's sizes. */
function withMediaSrcset(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { srcset, sizes, ...rest } = attribs;
  return srcset !== undefined && isMediaSrcset(srcset) && sizes === articleImageSizes
    ? { ...rest, srcset, sizes }
    : rest;
}

export const sanitiseBody = (html: string): string => sanitizeHtml(html, options);
